const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The one clock customers read: Lagos (WAT), whatever zone the device is set to, so a time on
 * the payment result, in a notification and in the history agree. Numeric parts, assembled
 * below: locales disagree on short month names ('Sept') and on AM/PM.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const lagos = new Intl.DateTimeFormat('en-US', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

type LagosTime = { day: string; clock: string };

const lagosTime = (instant: Date | string): LagosTime | undefined => {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = new Map(lagos.formatToParts(date).map((part) => [part.type, part.value]));
  const number = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.get(type));
  const hour = number('hour');
  return {
    day: `${number('day')} ${MONTHS[number('month') - 1]} ${number('year')}`,
    clock: `${hour % 12 || 12}:${parts.get('minute')} ${hour < 12 ? 'AM' : 'PM'}`,
  };
};

/** '5 Mar 2024, 3:07 PM' in Lagos; '' for something that is not a time. */
export const formatLagosDateTime = (instant: Date | string): string => {
  const time = lagosTime(instant);
  return time ? `${time.day}, ${time.clock}` : '';
};

/** '5 Mar 2024': the Lagos calendar day, for day headings. */
export const formatLagosDay = (instant: Date | string): string => lagosTime(instant)?.day ?? '';

/** '3:07 PM': the Lagos clock, under a day heading. */
export const formatLagosClock = (instant: Date | string): string => lagosTime(instant)?.clock ?? '';

/** The Lagos calendar day as a date input writes it ('2026-11-21'); now, unless told otherwise. */
export const lagosIsoDate = (instant: Date | string = new Date()): string => {
  const parts = new Map(lagos.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const two = (type: Intl.DateTimeFormatPartTypes) => (parts.get(type) ?? '').padStart(2, '0');
  return `${parts.get('year')}-${two('month')}-${two('day')}`;
};

/** '1990-03-05' (a date input's value) -> '05-Mar-1990' (what the API takes); '' when not a date. */
export const toDob = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]}-${month}-${match[1]}` : '';
};

/** '05-Mar-1990' or '5-Mar-1990' -> '1990-03-05'; '' when it is not that shape. */
export const fromDob = (dob: string): string => {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(dob);
  if (!match) return '';
  const month = MONTHS.findIndex((m) => m.toLowerCase() === match[2]?.toLowerCase());
  return month < 0 ? '' : `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
};
