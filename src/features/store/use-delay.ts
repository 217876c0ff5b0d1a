import { useEffect, useState } from 'react';

/** The purchase success page waits this long before loading the order (spec 000 §9). */
export const PURCHASE_DELAY_MS = 2000;

/** False until `ms` have passed since the component appeared. */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
