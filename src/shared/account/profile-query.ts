import { readQuery } from '@/api/read-query';
import { api } from '@/api/client';

/** The signed-in person's profile (GET /BackEnd/Profile); the only place its query key is written. */
export function profileQuery(userId: number) {
  return readQuery(['account', 'profile', userId], () =>
    api.GET('/BackEnd/Profile', { params: { query: { UserId: userId } } }),
  );
}
