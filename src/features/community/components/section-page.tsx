import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/shared/session';
import { previewHides, previewItems, VisitorBlocker } from '@/shared/ui';
import { communityQueries, type Section } from '../api';
import { communityMessages as m } from '../messages';
import { ItemCard } from './item-card';

export interface SectionPageProps {
  title: string;
  intro: string;
  section: (typeof Section)[keyof typeof Section];
  pageSize: number;
  /** How many items a visitor sees above the blocker (spec 000 §1: 4, 6 for music). */
  preview?: number;
  /** Load the next page when the end of the list comes into view (infinite scroll). */
  infinite?: boolean;
}

/** A generic section's published items as cards, paged by the last id, with the visitor blocker. */
export function SectionPage({ title, intro, section, pageSize, preview, infinite = true }: SectionPageProps) {
  const { signedIn } = useSession();
  const items = useInfiniteQuery(communityQueries.sectionItems(section, pageSize));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = items;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !infinite || !signedIn || !hasNextPage || typeof IntersectionObserver === 'undefined')
      return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [infinite, signedIn, hasNextPage, isFetchingNextPage, fetchNextPage]);
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
        <div ref={sentinel}>
          {infinite && hasNextPage ? (
            <Center>
              <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {m.more}
              </Button>
            </Center>
          ) : null}
        </div>
      ) : previewHides(list.length, infinite && hasNextPage, preview) ? (
        <VisitorBlocker />
      ) : null}
    </Stack>
  );
}
