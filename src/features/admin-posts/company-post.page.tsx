import { Stack, Title } from '@mantine/core';
import { ConsoleTabs } from '@/shared/admin';
import { PostsAdmin } from './components/posts-admin';
import { adminPostMessages as m } from './messages';

/** /admin/company-post: Mundo Pride with the tabs Articles and Galleries (spec 002 §2). */
export default function CompanyPostPage() {
  return (
    <Stack gap="md">
      <Title order={1}>{m.title}</Title>
      <ConsoleTabs
        defaultValue="articles"
        tabs={[
          { value: 'articles', label: m.tabs.articles, panel: <PostsAdmin postType={0} /> },
          { value: 'galleries', label: m.tabs.galleries, panel: <PostsAdmin postType={1} /> },
        ]}
      />
    </Stack>
  );
}
