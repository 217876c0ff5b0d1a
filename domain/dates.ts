/** The company's time zone unless configured otherwise (spec 000 §1: the portal serves Mexico). */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day (YYYY-MM-DD) that the instant `now` falls on in `timeZone`. Both the pages and the gateway
 * use it for rules such as "not before today", so they agree whatever zone the machine runs in.
 */
export function dayIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
