import { Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@/shared/session';
import {
  MoreOnScroll,
  previewHides,
  previewItems,
  VISITOR_PREVIEW_MUSIC_ITEMS,
  VisitorBlocker,
} from '@/shared/ui';
import { communityQueries, Section } from '../api';
import { communityMessages as m } from '../messages';
import { ItemCard } from './item-card';

/**
 * The community's three sections: which items each lists, how many a page loads (spec 001 §7, §9: interest
 * groups 9 at a time), whether the next page loads at the end of the list, and how many a visitor previews
 * above the blocker (spec 000 §1: 4, 6 for music).
 */
const sections = {
  ambassadors: { section: Section.ambassadors, pageSize: 2, infinite: false, preview: undefined },
  music: { section: Section.music, pageSize: 12, infinite: true, preview: VISITOR_PREVIEW_MUSIC_ITEMS },
  groups: { section: Section.interestGroups, pageSize: 9, infinite: true, preview: undefined },
} as const;

/** A generic section's published items as cards, paged by the last id, with the visitor blocker. */
export function SectionPage({ kind }: { kind: keyof typeof sections }) {
  const { section, pageSize, infinite, preview } = sections[kind];
  const { title, intro } = m[kind];
  const { signedIn } = useSession();
  const items = useInfiniteQuery(communityQueries.sectionItems(section, pageSize));
  const list = items.data?.pages.flat() ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{intro}</Text>
      {items.isPending ? (
        <Center py="lg">
          <Loader aria-label={m.loading} />
        </Center>
      ) : list.length === 0 ? (
        <Text>{m.empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {previewItems(list, signedIn, preview).map((item) => (
            <ItemCard key={item.genericSectionItemId} item={item} />
          ))}
        </SimpleGrid>
      )}
      {signedIn ? (
        <MoreOnScroll pages={items} active={infinite} text={m.more} />
      ) : previewHides(list.length, infinite && items.hasNextPage, preview) ? (
        <VisitorBlocker />
      ) : null}
    </Stack>
  );
}
