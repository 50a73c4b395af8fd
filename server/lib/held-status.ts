/**
 * Money waiting on a provider (docs/rules.md §Money held with a provider): a deposit, a withdrawal
 * or a bill purchase, each in one of these states, with one set of moves between them.
 * - HELD: written, the provider not yet known to have it (not asked, or its answer was lost);
 * - ASKED: the provider has it and has not said how it ends;
 * - SETTLED: done (credited, sent, delivered);
 * - REFUNDED: not done; whatever was held went back (a deposit that never arrived held nothing);
 * - REVERSED: done, then undone by the provider; the money went back.
 */
export const HELD_STATUSES = ['HELD', 'ASKED', 'SETTLED', 'REFUNDED', 'REVERSED'] as const;
export type HeldStatus = (typeof HELD_STATUSES)[number];

/** Still waiting on the provider: reconciliation asks about these. */
export const WAITING = ['HELD', 'ASKED'] as const satisfies readonly HeldStatus[];

/**
 * The states each state may be entered from. Moving to the state a row is already in records what
 * was learnt (an order id, an unknown word) without changing where the money is; every other move
 * happens once, whoever (a call, a webhook, a reconciliation pass, another instance) gets there first.
 */
export const ENTERED_FROM: Readonly<Record<HeldStatus, readonly HeldStatus[]>> = {
  HELD: ['HELD'],
  ASKED: ['HELD', 'ASKED'],
  SETTLED: ['HELD', 'ASKED'],
  REFUNDED: ['HELD', 'ASKED'],
  REVERSED: ['SETTLED'],
};

export const isWaiting = (status: HeldStatus): status is (typeof WAITING)[number] => (WAITING as readonly HeldStatus[]).includes(status);
