import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

/** Home widgets (GET /Home/Widgets); keyed by person because visitors get the public set. */
export function widgetsQuery(userId: number | null) {
  return queryOptions({
    queryKey: ['home', 'widgets', userId ?? 'visitor'],
    queryFn: () => unwrap(api.GET('/Home/Widgets')),
  });
}
