/** Customers live in Lagos time (WAT, UTC+1, no daylight saving): days and clocks are read there. */
const LAGOS = 'Africa/Lagos';

// en-US: its short months are three letters ('Sep'); en-GB's September is 'Sept'.
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: LAGOS, day: 'numeric', month: 'short', year: 'numeric' });
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS, year: 'numeric', month: '2-digit', day: '2-digit' });
const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '2026-11-21': the Lagos calendar day of an instant, as an ISO date. */
export const lagosDate = (instant: Date) => isoDayFormat.format(instant);
/** '14:05' */
export const lagosClock = (instant: Date) => clockFormat.format(instant);
/** '21 Nov 2026' */
export const lagosDayLabel = (instant: Date) => {
  const parts = new Map(dayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.get('day')} ${parts.get('month')} ${parts.get('year')}`;
};

/** The instant a Lagos calendar day ('2026-11-21') began; null for text that names no such day. */
export const lagosDayStart = (isoDate: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const start = new Date(`${isoDate}T00:00:00+01:00`);
  // Date rolls an impossible day over (30 Feb is 2 Mar): only a day that reads back the same is one.
  return !Number.isNaN(start.getTime()) && lagosDate(start) === isoDate ? start : null;
};

/** The instant the Lagos calendar day of `instant` began. */
export const startOfLagosDay = (instant: Date) => lagosDayStart(lagosDate(instant))!;

/** WAT is UTC+1 all year (Nigeria keeps no daylight saving), so Lagos wall time is a fixed shift. */
const LAGOS_OFFSET_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

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

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { timeZone: LAGOS, hour: 'numeric', minute: '2-digit', hour12: true });

/** '21 Nov 2026, 2:05 PM': how every screen, receipt and statement shows an instant (docs/rules.md §History and notifications). */
export const lagosDateTime = (instant: Date) => `${lagosDayLabel(instant)}, ${dateTimeFormat.format(instant).replace('\u202f', ' ')}`;

/** '21 Nov 2026' from a Lagos calendar day ('2026-11-21'). */
export const dayLabelOf = (isoDate: string) => lagosDayLabel(lagosDayStart(isoDate)!);
