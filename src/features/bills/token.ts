/**
 * The prepaid token in a purchase's message: discos' 20-digit tokens, which the server writes in
 * groups of four (docs/rules.md). Null when the message carries none.
 */
export const tokenIn = (message: string): string | null => /\b\d{4}(?:-\d{4}){4}\b/.exec(message)?.[0] ?? null;
