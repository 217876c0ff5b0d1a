import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

/** The signed-in person's profile (GET /BackEnd/Profile); the only place its query key is written. */
export function profileQuery(userId: number) {
  return queryOptions({
    queryKey: ['account', 'profile', userId],
    queryFn: () => unwrap(api.GET('/BackEnd/Profile', { params: { query: { UserId: userId } } })),
  });
}
