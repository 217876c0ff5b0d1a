import { Anchor, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { PostCategory, PostType, TITLE_CARD, TITLE_FEATURED } from '@domain/post-rules';
import { todayInCompany } from '@/shared/format';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { previewHides, previewItems, VisitorBlocker } from '@/shared/ui';
import { postQueries } from '../api';
import { postMessages as m } from '../messages';
import { ArchiveSidebar } from './archive-sidebar';
import { PostCard } from './post-card';
import { QueryView } from './query-view';

/** The month chosen in the archive (?mes=YYYY-MM-01), or the company's current month. */
export function useMonth() {
  const [params] = useSearchParams();
  const current = `${todayInCompany().slice(0, 7)}-01`;
  const chosen = params.get('mes');
  const month = chosen && /^\d{4}-\d{2}-01$/.test(chosen) ? chosen : current;
  return { month, current, isCurrent: month === current };
}

/** /blog-company and /stories-pride: featured first post of the month, the month's list, archive (spec 001 §2). */
export function PostsHome({ category }: { category: 1 | 2 }) {
  const { signedIn, userId } = useSession();
  const { month, current, isCurrent } = useMonth();
  const blog = category === PostCategory.blog;
  const posts = useQuery(postQueries.month(userId, month, category));
  const archive = useQuery(postQueries.archive(userId, category, PostType.article));
  const home = blog ? paths.blogCompany : paths.storiesPride;
  const postPath = (id: number) => (blog ? paths.ourCompanyPost(1, id) : paths.storyPost(1, id));
  const monthTitle = isCurrent ? m.thisMonth : dayjs(month).locale('es-mx').format('MMMM [de] YYYY');

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Title order={1}>{blog ? m.titles.blog : m.titles.stories}</Title>
          <QueryView query={posts}>
            {(list) => {
              const [featured, ...rest] = list;
              if (!featured) return <Text>{blog ? m.emptyBlog : m.emptyStories}</Text>;
              return (
                <>
                  <section aria-label={m.featured}>
                    <PostCard
                      post={featured}
                      to={postPath(featured.companyPostId)}
                      titleMax={TITLE_FEATURED}
                      featured
                    />
                  </section>
                  <Title order={2} size="h3">
                    {monthTitle}
                  </Title>
                  {rest.length === 0 ? (
                    <Text>{blog ? m.emptyBlog : m.emptyStories}</Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {previewItems(rest, signedIn).map((post) => (
                        <PostCard
                          key={post.companyPostId}
                          post={post}
                          to={postPath(post.companyPostId)}
                          titleMax={TITLE_CARD}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                  {!signedIn && previewHides(rest.length, false) ? <VisitorBlocker /> : null}
                </>
              );
            }}
          </QueryView>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          {blog ? (
            <Anchor component={Link} to={paths.gallery()} fw={600}>
              {m.galleryLink}
            </Anchor>
          ) : null}
          {archive.data ? (
            <ArchiveSidebar
              years={archive.data}
              currentYear={Number(current.slice(0, 4))}
              linkTo={(date) => `${home}?mes=${date}`}
              selected={month}
            />
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
