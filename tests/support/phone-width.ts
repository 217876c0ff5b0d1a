import { vi } from 'vitest';

/** Makes every `max-width` media query match, as on a phone, for the rest of the test. */
export function pretendPhone(phone = true): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
