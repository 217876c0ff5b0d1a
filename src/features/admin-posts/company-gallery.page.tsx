import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { uiMessages } from '@/shared/ui';
import { adminPostQueries } from './api';
import { adminPostMessages as m } from './messages';

/** /admin/CompanyGallery: the company's albums (title, publishDate, galleryImageCount, active; spec 002 §3). */
export default function CompanyGalleryPage() {
  const albums = useQuery(adminPostQueries.list(1));
  return (
    <Stack gap="md">
      <Title order={1}>{m.companyGalleryTitle}</Title>
      {albums.data?.length === 0 ? <Text>{uiMessages.empty}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {albums.data?.map((album) => (
          <Card key={album.companyPostId} withBorder radius="md" padding="sm" component="article">
            {album.urlImage ? (
              <Card.Section>
                <img
                  src={album.urlImage}
                  alt=""
                  loading="lazy"
                  style={{ width: '100%', height: 160, objectFit: 'cover' }}
                />
              </Card.Section>
            ) : null}
            <Text fw={700} mt="sm">
              {album.title}
            </Text>
            <Group gap="xs" mt={4}>
              <Text size="sm">{formatDate(album.publishDate)}</Text>
              <Text size="sm">{`· ${album.galleryImageCount} ${m.columns.photos.toLowerCase()}`}</Text>
              <Badge color={album.active ? '#1e6b34' : 'gray.7'}>{album.active ? m.yes : m.no}</Badge>
            </Group>
            {album.active ? (
              <Anchor component={Link} to={paths.gallery(album.companyPostId)} size="sm" mt="xs">
                {m.openMember}
              </Anchor>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
