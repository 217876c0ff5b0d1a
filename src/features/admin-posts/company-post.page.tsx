import { Stack, Tabs, Title } from '@mantine/core';
import { PostsAdmin } from './components/posts-admin';
import { adminPostMessages as m } from './messages';

/** /admin/company-post: Mundo Pride with the tabs Articles and Galleries (spec 002 §2). */
export default function CompanyPostPage() {
  return (
    <Stack gap="md">
      <Title order={1}>{m.title}</Title>
      <Tabs defaultValue="articles" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="articles">{m.tabs.articles}</Tabs.Tab>
          <Tabs.Tab value="galleries">{m.tabs.galleries}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="articles" pt="md">
          <PostsAdmin postType={0} />
        </Tabs.Panel>
        <Tabs.Panel value="galleries" pt="md">
          <PostsAdmin postType={1} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
