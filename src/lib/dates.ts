const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const dateTime = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** '5 Mar 2024, 3:07 PM' in the viewer's time zone. */
export const formatDateTime = (value: Date | string): string => {
  const parts = new Map(dateTime.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.get(type) ?? '';
  return `${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
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

/** '2026-11-22' (a calendar date as the server sends it) -> '22 Nov 2026'; '' when not a date. */
export const formatDay = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : '';
};

/** '14:05' (a 24-hour wall clock) -> '2:05 PM'; '' when not a clock. */
export const formatClock = (clock: string): string => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!match) return '';
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
};
