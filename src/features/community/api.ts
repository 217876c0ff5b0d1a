import { infiniteQueryOptions } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { callerCompanyId } from '@/api/caller-company';

export type GenericItem = components['schemas']['GenericSectionItem'];

/** The company's generic sections (seeded names; docs/decisions/0164). */
export const Section = { music: 1, interestGroups: 2, ambassadors: 3 } as const;
type SectionId = (typeof Section)[keyof typeof Section];

/** The community pages' query options: the only place their keys are written. */
export const communityQueries = {
  all: ['community'] as const,
  /**
   * Published items of a section, keyset by the last item's id: the first call sends 0 (spec 001 §7). A page
   * shorter than asked is the last.
   */
  sectionItems: (section: SectionId, elements: number) =>
    infiniteQueryOptions({
      queryKey: [...communityQueries.all, section, elements],
      initialPageParam: 0,
      queryFn: ({ pageParam }) =>
        unwrap(
          api.GET('/backoffice/GetGenericSectionItemByCompanyAndSection', {
            params: {
              query: { companyId: callerCompanyId(), genericSectionTypeId: section, id: pageParam, elements },
            },
          }),
        ).then((data) => data ?? []),
      getNextPageParam: (page: GenericItem[]) =>
        page.length === elements ? page.at(-1)?.genericSectionItemId : undefined,
    }),
};
