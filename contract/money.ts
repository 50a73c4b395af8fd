/**
 * Naira on the wire, kobo everywhere else. One conversion each way, used by both programs.
 */
export const KOBO_PER_NAIRA = 100;

/** 123456 kobo -> "1234.56" (the wire form of balances). */
export const koboToNairaString = (kobo: number): string => {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / KOBO_PER_NAIRA)}.${String(abs % KOBO_PER_NAIRA).padStart(2, '0')}`;
};

/** "1234.56" or 1234.56 -> 123456 kobo; null when it is not a naira amount with at most 2 decimals. */
export const nairaToKobo = (naira: string | number): number | null => {
  const text = typeof naira === 'number' ? String(naira) : naira.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const kobo = Number(match[1]) * KOBO_PER_NAIRA + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kobo) ? kobo : null;
};
