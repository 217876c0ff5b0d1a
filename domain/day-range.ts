/** The 'start|end' date range of the rewards statement and history (spec 000 §7), days as YYYY-MM-DD. */
export interface DayRange {
  start: string;
  end: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Shifts a YYYY-MM-DD day by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days before today the default range starts. */
const DEFAULT_RANGE_DAYS = 30;

/** The default range: the last 30 days up to today. */
export function defaultDayRange(today: string): DayRange {
  return { start: addDays(today, -DEFAULT_RANGE_DAYS), end: today };
}

export function formatDayRange(range: DayRange): string {
  return `${range.start}|${range.end}`;
}

/** Reads 'start|end'; null for real calendar days out of order or anything else. */
export function parseDayRange(text: string): DayRange | null {
  const [start = '', end = '', ...rest] = text.split('|');
  if (rest.length > 0 || !isDay(start) || !isDay(end) || end < start) return null;
  return { start, end };
}
