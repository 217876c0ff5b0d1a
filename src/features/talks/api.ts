import { readList, readQuery } from '@/api/read-query';
import { talkTexts } from '@domain/messages/talks';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { callerCompanyId } from '@/api/caller-company';

export type Talk = components['schemas']['Talk'];

/** Spec 001 §9: Pride Talks page size 8. */
const SEASON_PAGE_SIZE = 8;

/** Query options of Pride Talks: the only place its query keys are written. */
export const talkQueries = {
  latest: (userId: number | null) =>
    readQuery(['talks', 'latest', userId ?? 'visitor'], () =>
      api.GET('/backend/Auditorium/Complete/LastOrDefault/{companyId}/{auditoriumId}', {
        params: { path: { companyId: callerCompanyId(), auditoriumId: 0 } },
      }),
    ),
  seasons: (userId: number | null) =>
    infiniteQueryOptions({
      queryKey: ['talks', 'seasons', userId ?? 'visitor'],
      initialPageParam: { lastDate: 0, lastId: 0 },
      queryFn: ({ pageParam }) =>
        unwrap(
          api.GET('/backend/Auditorium/Complete/{lastDate}/{lastId}/{elements}', {
            params: { path: { ...pageParam, elements: SEASON_PAGE_SIZE } },
          }),
        ).then((data) => data ?? []),
      getNextPageParam: (page: Talk[]) => {
        const last = page.at(-1);
        return page.length === SEASON_PAGE_SIZE && last
          ? { lastDate: Date.parse(last.data.conferenceDate), lastId: last.data.auditoriumId }
          : undefined;
      },
    }),
  upcoming: (userId: number | null) =>
    readList(['talks', 'upcoming', userId ?? 'visitor'], () => api.GET('/backend/Auditorium/Pending')),
};

export const talkCalls = {
  /** The talk of /audience/{id}; throws when it does not exist or is not for this person. */
  async load(id: number): Promise<Talk> {
    const talk = await unwrap(
      api.GET('/backend/Auditorium/Complete/LastOrDefault/{companyId}/{auditoriumId}', {
        params: { path: { companyId: callerCompanyId(), auditoriumId: id } },
      }),
    );
    if (!talk) throw new Error(talkTexts.notFound);
    return talk;
  },
  /** Records a view; a failure only loses the count. */
  recordView(id: number): void {
    void api.POST('/backend/Auditorium/InsertView/{id}', { params: { path: { id } } });
  },
};
