/**
 * The empty history's words, in a module of their own: the dashboard draws them too, and the
 * chunk every signed-in page loads should not carry the details screen's texts (texts.ts).
 */
export const emptyTexts = { empty: 'No transaction yet.', emptyNext: 'Make a deposit' } as const;
