import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';
import { dayIn, formatDateIn, formatDateTimeIn } from '@domain/dates';
import { companyTimeZone } from './company-time-zone';

/** The portal's culture for dates (spec 000 §1). */
export const DATE_LOCALE = 'es-mx';
dayjs.locale(DATE_LOCALE);

export type DateInput = string | number | Date | dayjs.Dayjs;

const plain = (value: DateInput) => (dayjs.isDayjs(value) ? value.toDate() : value);

/** Day/month/year on the company's calendar, e.g. '05/03/2025'; empty when the value is not a valid date. */
export function formatDate(value: DateInput): string {
  return formatDateIn(plain(value), companyTimeZone());
}

/** Day, month name and year, e.g. '5 de marzo de 2025'. */
export function formatLongDate(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(DATE_LOCALE).format('D [de] MMMM [de] YYYY') : '';
}

/** Day/month/year and 24-hour time on the company's clock (as on the PDF receipt), e.g. '05/03/2025 14:30'. */
export function formatDateTime(value: DateInput): string {
  return formatDateTimeIn(plain(value), companyTimeZone());
}

/** Whole years from a birthday to `now` (the admin users list shows age computed from birthday). */
export function ageFrom(birthday: DateInput, now: DateInput = dayjs()): number {
  return dayjs(now).diff(dayjs(birthday), 'year');
}

/** Whether the birthday is at least `years` ago (minimum age 18 in the spec). */
export function isAtLeastYearsAgo(birthday: DateInput, years: number, now: DateInput = dayjs()): boolean {
  const date = dayjs(birthday);
  return date.isValid() && !date.isAfter(dayjs(now).subtract(years, 'year'), 'day');
}

/** Today (YYYY-MM-DD) in the company's time zone, the same day the gateway's date rules use. */
export function todayInCompany(now: Date = new Date()): string {
  return dayIn(now, companyTimeZone());
}

/** Today plus a number of days (the survey widget's expiry date). */
export function daysFromToday(days: number, now: DateInput = dayjs()): dayjs.Dayjs {
  return dayjs(now).startOf('day').add(days, 'day');
}
