import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  dayIn,
  formatDateIn,
  formatDateTimeIn,
  instantIn,
  isTimeZone,
} from '../../domain/dates';

describe('the company day', () => {
  it('is Mexico City by default, not the machine zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Mexico_City');
    // 23:30 on 22 November in Mexico City is already 23 November in UTC.
    expect(dayIn(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-22');
    expect(dayIn(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
  });

  it('follows a configured zone', () => {
    expect(dayIn(new Date('2026-11-23T05:30:00Z'), 'UTC')).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-22T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-23');
  });

  it('knows a real zone from a typo', () => {
    expect(isTimeZone('America/Monterrey')).toBe(true);
    expect(isTimeZone('America/Mexico')).toBe(false);
  });
});

describe('dates on the company clock', () => {
  const lateEvening = '2026-11-23T05:30:00.000Z';

  it('shows an instant on the company clock, not the viewer one', () => {
    expect(formatDateTimeIn(lateEvening)).toBe('22/11/2026 23:30');
    expect(formatDateIn(lateEvening)).toBe('22/11/2026');
    expect(formatDateTimeIn(new Date(lateEvening), 'UTC')).toBe('23/11/2026 05:30');
    expect(formatDateTimeIn(Date.parse('2026-07-01T00:05:00Z'))).toBe('30/06/2026 18:05');
  });

  it('takes calendar dates and zone-less times as written', () => {
    expect(formatDateIn('2025-03-05')).toBe('05/03/2025');
    expect(formatDateIn('2025-03-05', 'Asia/Tokyo')).toBe('05/03/2025');
    expect(formatDateTimeIn('2025-01-09T14:07:00')).toBe('09/01/2025 14:07');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTimeIn('2026-11-23T06:00:00Z')).toBe('23/11/2026 00:00');
  });

  it('is empty for what is not a date', () => {
    expect(formatDateIn('no es fecha')).toBe('');
    expect(formatDateTimeIn('')).toBe('');
  });
});

describe('instantIn', () => {
  it('reads a wall-clock time in the company’s zone, whatever zone the machine runs in', () => {
    expect(instantIn('2026-11-28T23:00', 'America/Mexico_City').toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    );
    expect(instantIn('2026-11-28', 'America/Mexico_City').toISOString()).toBe('2026-11-28T06:00:00.000Z');
  });

  it('follows a zone’s daylight saving time on either side of the change', () => {
    expect(instantIn('2026-03-07T12:00', 'America/New_York').toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(instantIn('2026-03-09T12:00', 'America/New_York').toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('is the inverse of the wall clock a date is shown in', () => {
    const instant = instantIn('2026-07-04T09:30', 'Europe/Madrid');
    expect(formatDateTimeIn(instant, 'Europe/Madrid')).toBe(
      formatDateTimeIn('2026-07-04T09:30', 'Europe/Madrid'),
    );
  });
});
