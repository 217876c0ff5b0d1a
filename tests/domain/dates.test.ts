import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayIn, isTimeZone } from '../../domain/dates';

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
