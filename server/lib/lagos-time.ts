/**
 * Customers live in Lagos time (WAT, UTC+1, no daylight saving): days and clocks are read there.
 * With no daylight saving, Lagos wall time is a fixed shift of UTC, read with the Date's UTC
 * fields: a history page formats two fields a row, and Intl's time-zone formatting costs more
 * than the rest of the row (docs/performance.md §Server). lagos-time.test.ts holds every format
 * equal to Intl's in the Africa/Lagos zone.
 */
const LAGOS_OFFSET_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
// en-US's short months: three letters ('Sep'); en-GB's September is 'Sept'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The Lagos wall time of an instant, in a Date whose UTC fields read it; throws for an invalid Date as Intl does. */
const wallIso = (instant: Date) => new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString();

/** '2026-11-21': the Lagos calendar day of an instant, as an ISO date. */
export const lagosDate = (instant: Date) => wallIso(instant).slice(0, 10);
/** '14:05' */
export const lagosClock = (instant: Date) => wallIso(instant).slice(11, 16);
/** '21 Nov 2026' and '2:05 PM', from a wall time as wallIso writes it. */
const dayLabelAt = (wall: string) => `${Number(wall.slice(8, 10))} ${MONTHS[Number(wall.slice(5, 7)) - 1]} ${wall.slice(0, 4)}`;
const twelveHourClockAt = (wall: string) => {
  const hours = Number(wall.slice(11, 13));
  return `${hours % 12 || 12}:${wall.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** '21 Nov 2026' */
export const lagosDayLabel = (instant: Date) => dayLabelAt(wallIso(instant));

/** The instant a Lagos calendar day ('2026-11-21') began; null for text that names no such day. */
export const lagosDayStart = (isoDate: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const start = new Date(`${isoDate}T00:00:00+01:00`);
  // Date rolls an impossible day over (30 Feb is 2 Mar): only a day that reads back the same is one.
  return !Number.isNaN(start.getTime()) && lagosDate(start) === isoDate ? start : null;
};

/** The instant the Lagos calendar day of `instant` began. */
export const startOfLagosDay = (instant: Date) => lagosDayStart(lagosDate(instant))!;

/** The next Lagos midnight strictly after `instant` (a purchase at 23:59 starts a minute later). */
export const nextLagosMidnight = (instant: Date) => new Date(startOfLagosDay(instant).getTime() + DAY_MS);

/** `days` calendar days after `instant`, at the same Lagos time. */
export const addLagosDays = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

/**
 * `months` calendar months after `instant`, at the same Lagos time. A day the target month lacks
 * becomes its last day, counted from the original date each time: 31 Jan -> 28/29 Feb -> 31 Mar.
 */
export const addLagosMonths = (instant: Date, months: number) => {
  const wall = new Date(instant.getTime() + LAGOS_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = Date.UTC(
    year,
    month,
    Math.min(wall.getUTCDate(), lastDay),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(target - LAGOS_OFFSET_MS);
};

/** '21 Nov 2026 at 14:05 (Lagos time)', for messages that tell when something happened. */
export const lagosMoment = (instant: Date) => `${lagosDayLabel(instant)} at ${lagosClock(instant)} (Lagos time)`;

/** '21 Nov 2026, 2:05 PM': how every screen, receipt and statement shows an instant (docs/rules.md §History and notifications). */
export const lagosDateTime = (instant: Date) => {
  const wall = wallIso(instant);
  return `${dayLabelAt(wall)}, ${twelveHourClockAt(wall)}`;
};

/** '21 Nov 2026' from a Lagos calendar day ('2026-11-21'). */
export const dayLabelOf = (isoDate: string) => lagosDayLabel(lagosDayStart(isoDate)!);
