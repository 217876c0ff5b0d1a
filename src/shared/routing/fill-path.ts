import { generatePath } from 'react-router';

export type Id = number | string;

/** Builds a URL from a route pattern; an undefined value leaves an optional segment out. */
export function fillPath(pattern: string, params: Record<string, Id | undefined>): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === undefined ? null : String(value)]),
  );
  return generatePath(pattern, values);
}
