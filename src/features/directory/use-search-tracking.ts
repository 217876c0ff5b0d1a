import { useEffect } from 'react';
import { SEARCH_TRACK_DELAY_MS, SEARCH_TRACK_MIN_LENGTH } from '@domain/directory';

/** Tracks the search after 2345 ms without typing, when it has 5 characters or more (spec 001 §5). */
export function useSearchTracking(text: string, track: (text: string) => void) {
  useEffect(() => {
    const search = text.trim();
    if (search.length < SEARCH_TRACK_MIN_LENGTH) return undefined;
    const timer = setTimeout(() => track(search), SEARCH_TRACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, track]);
}
