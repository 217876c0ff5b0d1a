import { DEFAULT_TIME_ZONE } from './time-zone.js';

// In a module of its own, so the shell knows the zone without carrying the formatting below.
export { DEFAULT_TIME_ZONE };

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// Building an Intl formatter is costly and pages format many dates: one per zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockIn(instant: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** Offset (ms) of `timeZone` from UTC at `instant`, to the minute (no zone in use keeps seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClockIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(+c.year, +c.month - 1, +c.day, +c.hour, +c.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a local date and time ('YYYY-MM-DDTHH:mm') means in `timeZone`: HR types an event's time on the
 * company's wall clock, whatever zone the server runs in. The inverse of reading a wall clock.
 */
export function instantIn(local: string, timeZone: string): Date {
  const [date = '', time = '00:00'] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/**
 * The calendar day (YYYY-MM-DD) that the instant `now` falls on in `timeZone`. Both the pages and the gateway
 * use it for rules such as "not before today", so they agree whatever zone the machine runs in.
 */
export function dayIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = wallClockIn(now, timeZone);
  return `${year}-${month}-${day}`;
}

/** A date or date-time written without a zone ('2025-03-05', '2025-03-05T10:00:00'): already a wall clock. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * What a value reads on the company's clock. Calendar dates and zone-less date-times (birthdays, survey
 * periods) are taken as written; instants (ISO text with Z or an offset, Date, epoch milliseconds) are
 * converted to `timeZone`. Undefined when the value is not a date.
 */
function readClock(value: string | number | Date, timeZone: string): WallClock | undefined {
  if (typeof value === 'string') {
    const match = WALL_CLOCK.exec(value.trim());
    if (match) {
      const [, year = '', month = '', day = '', hour = '00', minute = '00'] = match;
      return { year, month, day, hour, minute };
    }
  }
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : wallClockIn(instant, timeZone);
}

/** Day/month/year on the company's calendar, e.g. '05/03/2025'; empty when the value is not a date. */
export function formatDateIn(value: string | number | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = readClock(value, timeZone);
  return clock ? `${clock.day}/${clock.month}/${clock.year}` : '';
}

/**
 * Day/month/year and 24-hour time on the company's clock, e.g. '22/11/2026 21:28'. The pages, the PDF receipts
 * and the CSV exports all use it, so one order reads the same everywhere whatever zone the viewer is in.
 */
export function formatDateTimeIn(
  value: string | number | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const clock = readClock(value, timeZone);
  return clock ? `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}` : '';
}
