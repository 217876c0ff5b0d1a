import { Stack, Title } from '@mantine/core';
import { PostsAdmin } from './components/posts-admin';
import { adminPostMessages as m } from './messages';

/** /admin/AdminGallery: the galleries' table and form on their own page. */
export default function AdminGalleryPage() {
  return (
    <Stack gap="md">
      <Title order={1}>{m.galleriesTitle}</Title>
      <PostsAdmin postType={1} />
    </Stack>
  );
}
