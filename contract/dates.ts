/** Month abbreviations of the date of birth's day-Mon-year form ('7-Mar-1990'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The longest day-Mon-year a person could mean ('31-Dec-1990' is 11); checked before parsing. */
export const DOB_MAX_LENGTH = 20;
/** Nobody signing up was born before this year. */
const DOB_EARLIEST_YEAR = 1900;

const pad = (n: number) => String(n).padStart(2, '0');
const isDigitRun = (value: string, least: number, most: number) =>
  value.length >= least && value.length <= most && [...value].every((c) => c >= '0' && c <= '9');

/** '1990-03-07' -> '7-Mar-1990'. */
export const formatDob = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day}-${MONTHS[(month ?? 1) - 1]}-${year}`;
};

/**
 * '7-Mar-1990' (any case of the month, a leading zero allowed) -> '1990-03-07'; null when it is
 * not that form or not a real calendar day (31-Feb). No pattern runs: the parts are split and read.
 */
export const parseDob = (value: string): string | null => {
  if (value.length > DOB_MAX_LENGTH) return null;
  const parts = value.trim().split('-');
  if (parts.length !== 3) return null;
  const [dayText, monthText, yearText] = parts as [string, string, string];
  if (!isDigitRun(dayText, 1, 2) || !isDigitRun(yearText, 4, 4)) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === monthText.toLowerCase()) + 1;
  const day = Number(dayText);
  const year = Number(yearText);
  if (month === 0 || year < DOB_EARLIEST_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
};

/**
 * Whole years from a birth date to a calendar day, both 'YYYY-MM-DD'. Someone born on 29 February
 * becomes a year older on 1 March in a year without one.
 */
export const ageOn = (isoBirth: string, isoDay: string): number => {
  const [by = 0, bm = 0, bd = 0] = isoBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = isoDay.split('-').map(Number);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
};
