import { Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { PostCategory, PostType } from '@domain/post-rules';
import { formatLongDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { VisitorBlocker, previewItems } from '@/shared/ui';
import { postQueries } from './api';
import { ArchiveSidebar } from './components/archive-sidebar';
import { PhotoViewer } from './components/photo-viewer';
import { PostImage } from './components/post-image';
import { useMonth } from './components/posts-home';
import { QueryView } from './components/query-view';
import { postMessages as m } from './messages';

/** /blog-company/gallery/{id?}: a gallery (the newest without id), the month's galleries and the archive. */
export default function GalleryPage() {
  const { id } = useParams();
  const { signedIn, userId } = useSession();
  const { month, current, isCurrent } = useMonth();
  const last = useQuery({ ...postQueries.lastGallery(userId), enabled: !id });
  const galleryId = id ? Number(id) : last.data?.companyPostId;
  const gallery = useQuery({ ...postQueries.gallery(userId, galleryId ?? 0), enabled: !!galleryId });
  const months = useQuery(postQueries.galleriesOfMonth(userId, month));
  const archive = useQuery(postQueries.archive(userId, PostCategory.blog, PostType.gallery));

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Title order={1}>{m.titles.gallery}</Title>
          {galleryId ? (
            <QueryView query={gallery} notFound={{ backTo: paths.gallery(), listName: m.titles.gallery }}>
              {({ post, images }) => (
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {post.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {formatLongDate(post.publishDate)}
                  </Text>
                  <PhotoViewer key={post.companyPostId} title={post.title} images={images} />
                </Stack>
              )}
            </QueryView>
          ) : null}
          <Title order={2} size="h3">
            {isCurrent ? m.thisMonth : dayjs(month).locale('es-mx').format('MMMM [de] YYYY')}
          </Title>
          <QueryView query={months}>
            {(list) =>
              list.length === 0 ? (
                <Text>{m.emptyGalleries}</Text>
              ) : (
                <Stack gap="sm">
                  {previewItems(list, signedIn).map((item) => (
                    <Card key={item.companyPostId} withBorder radius="md" padding="sm">
                      <Grid align="center">
                        <Grid.Col span={{ base: 12, xs: 4 }}>
                          <PostImage
                            path={item.urlImage}
                            thumbPath={item.iconPath}
                            alt=""
                            h={110}
                            radius="sm"
                            fit="cover"
                          />
                        </Grid.Col>
                        <Grid.Col span={{ base: 12, xs: 8 }}>
                          <Text fw={700}>{item.title}</Text>
                          <Text size="sm" c="dimmed">
                            {`${formatLongDate(item.publishDate)} · ${m.photos(item.galleryImageCount)}`}
                          </Text>
                          <Button
                            component={Link}
                            to={paths.gallery(item.companyPostId)}
                            size="xs"
                            mt="xs"
                            aria-label={`${m.seeGallery}: ${item.title}`}
                          >
                            {m.seeGallery}
                          </Button>
                        </Grid.Col>
                      </Grid>
                    </Card>
                  ))}
                  {signedIn ? null : <VisitorBlocker />}
                </Stack>
              )
            }
          </QueryView>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        {archive.data ? (
          <ArchiveSidebar
            years={archive.data}
            currentYear={Number(current.slice(0, 4))}
            linkTo={(date) => `${paths.gallery(id)}?mes=${date}`}
            selected={month}
          />
        ) : null}
      </Grid.Col>
    </Grid>
  );
}
