import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDayRange, type DayRange } from '@domain/day-range';
import { rewardsQueries } from './api';

/** The range chosen on the page, starting at the gateway's default ('start|end' of the last 30 days). */
export function useDayRange() {
  const fallback = useQuery(rewardsQueries.defaultRange());
  const [chosen, setChosen] = useState<DayRange | null>(null);
  const range =
    chosen ?? (fallback.data ? { start: fallback.data.startDate, end: fallback.data.endDate } : null);
  return { range, dateRange: range ? formatDayRange(range) : null, setRange: setChosen };
}
