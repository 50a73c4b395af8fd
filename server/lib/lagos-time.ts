/** Customers live in Lagos time (WAT, UTC+1, no daylight saving): days and clocks are read there. */
const LAGOS = 'Africa/Lagos';

// en-US: its short months are three letters ('Sep'); en-GB's September is 'Sept'.
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: LAGOS, day: 'numeric', month: 'short', year: 'numeric' });
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS, year: 'numeric', month: '2-digit', day: '2-digit' });
const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '2026-11-21' */
export const lagosDate = (instant: Date) => isoDayFormat.format(instant);
/** '14:05' */
export const lagosClock = (instant: Date) => clockFormat.format(instant);
/** '21 Nov 2026' */
export const lagosDayLabel = (instant: Date) => {
  const parts = new Map(dayFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.get('day')} ${parts.get('month')} ${parts.get('year')}`;
};

/** The instant the Lagos calendar day of `instant` began. */
export const startOfLagosDay = (instant: Date) => new Date(`${lagosDate(instant)}T00:00:00+01:00`);
