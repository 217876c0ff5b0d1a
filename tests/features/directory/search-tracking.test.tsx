import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchTracking } from '@/features/directory/use-search-tracking';

describe('directory search tracking (spec 001 §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tracks a search of 5 or more characters after 2345 ms without typing, once', () => {
    const track = vi.fn();
    const { rerender } = renderHook(({ text }) => useSearchTracking(text, track), {
      initialProps: { text: 'caf' },
    });
    vi.advanceTimersByTime(5000);
    expect(track).not.toHaveBeenCalled();
    rerender({ text: 'cafet' });
    vi.advanceTimersByTime(2000);
    rerender({ text: 'cafete' });
    vi.advanceTimersByTime(2344);
    expect(track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('cafete');
  });
});
