import { readQuery } from '@/api/read-query';
import { api } from '@/api/client';

/** Home widgets (GET /Home/Widgets); keyed by person because visitors get the public set. */
export function widgetsQuery(userId: number | null) {
  return readQuery(['home', 'widgets', userId ?? 'visitor'], () => api.GET('/Home/Widgets'));
}
