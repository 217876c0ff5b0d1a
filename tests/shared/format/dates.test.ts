import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  ageFrom,
  daysFromToday,
  formatDate,
  formatDateTime,
  formatLongDate,
  isAtLeastYearsAgo,
  setCompanyTimeZone,
  todayInCompany,
} from '@/shared/format';

describe('date formatting in es-MX', () => {
  it('formats day/month/year', () => {
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('writes month names in Spanish', () => {
    expect(formatLongDate('2025-03-05')).toBe('5 de marzo de 2025');
    expect(formatLongDate('2024-12-01')).toBe('1 de diciembre de 2024');
  });

  it('formats date and 24-hour time on the company clock, whatever the browser zone', () => {
    expect(formatDateTime('2025-01-09T14:07:00')).toBe('09/01/2025 14:07');
    expect(formatDateTime('2026-11-23T05:30:00Z')).toBe('22/11/2026 23:30');
    expect(formatDate(new Date('2026-11-23T05:30:00Z'))).toBe('22/11/2026');
  });

  it('follows the zone the gateway reports, and falls back to Mexico City', () => {
    setCompanyTimeZone('UTC');
    expect(formatDateTime('2026-11-23T05:30:00Z')).toBe('23/11/2026 05:30');
    expect(todayInCompany(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
    setCompanyTimeZone(undefined);
    expect(formatDateTime('2026-11-23T05:30:00Z')).toBe('22/11/2026 23:30');
    expect(todayInCompany(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-22');
  });

  it('returns an empty text for values that are not dates', () => {
    expect(formatDate('no es fecha')).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatDateTime('x')).toBe('');
  });

  it('uses the es-mx locale globally', () => {
    expect(dayjs('2025-01-06').format('dddd')).toBe('lunes');
  });
});

describe('age rules', () => {
  const now = new Date(2025, 5, 15);

  it('counts whole years', () => {
    expect(ageFrom('2000-06-15', now)).toBe(25);
    expect(ageFrom('2000-06-16', now)).toBe(24);
  });

  it('admits a birthday exactly 18 years ago and refuses a day later', () => {
    expect(isAtLeastYearsAgo('2007-06-15', 18, now)).toBe(true);
    expect(isAtLeastYearsAgo('2007-06-16', 18, now)).toBe(false);
    expect(isAtLeastYearsAgo('invalid', 18, now)).toBe(false);
  });

  it('adds days to the start of today', () => {
    expect(daysFromToday(3, new Date(2025, 1, 27, 18, 30)).format('YYYY-MM-DD HH:mm')).toBe(
      '2025-03-02 00:00',
    );
  });
});
