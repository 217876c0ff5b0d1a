import dayjs from 'dayjs';

/** Rules the gateway enforces besides the contract's schema (spec 000 §5 and §9). */
const MINIMUM_AGE = 18;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The form removes spaces from passwords; the gateway does the same before checking or hashing. */
export function normalizePassword(value: string): string {
  return value.replace(/\s/g, '');
}

/** Whether a person born on `birthday` (YYYY-MM-DD) is at least 18 on `today`. */
export function isAdult(birthday: string, today: Date): boolean {
  const born = dayjs(birthday, 'YYYY-MM-DD');
  return born.isValid() && !born.add(MINIMUM_AGE, 'year').isAfter(dayjs(today), 'day');
}
