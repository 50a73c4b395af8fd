/** The three signal colours: credit/debit, notification kinds. */
export type Tone = 'green' | 'red' | 'blue';

/**
 * Ink and background of the three signal colours (credit/debit, notification kinds). Each ink
 * reads at 4.5:1 or better on white and on its own soft background.
 */
export const TONES: Readonly<Record<Tone, { ink: string; soft: string }>> = {
  green: { ink: 'var(--brand-dark)', soft: 'var(--brand-soft)' },
  red: { ink: 'var(--danger)', soft: 'var(--danger-soft)' },
  blue: { ink: 'var(--info)', soft: 'var(--info-soft)' },
};
