import type { QueryKey } from '@tanstack/react-query';

/**
 * What a signed-in person's device keeps for offline use, by the first part of the query key: their own
 * records and what their company shows every member (docs/decisions/0301-offline-pages.md).
 */
export const KEPT_OFFLINE = [
  'home',
  'company',
  'banners',
  'account',
  'posts',
  'rewards',
  'reward-filters',
  'store',
  'jobs',
  'directory',
  'billboard',
  'recognition',
  'community',
  'notifications',
  'surveys',
  'talks',
] as const;

/** Parts of a kept area that belong to other people or to HR's review: never written to the device. */
const NEVER_KEPT = new Set(['candidates', 'to-approve', 'to-authorize', 'report']);

export function isKeptOffline(key: QueryKey): boolean {
  const [root, ...rest] = key;
  return (
    (KEPT_OFFLINE as readonly unknown[]).includes(root) &&
    !rest.some((part) => typeof part === 'string' && NEVER_KEPT.has(part))
  );
}
