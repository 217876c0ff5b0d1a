import { Stack, Title } from '@mantine/core';
import { controlMessages as c } from './messages';
import { NoticesTab } from './components/notices-tab';

/** /admin/Notice (spec 002 §2): the notices of the Control area on their own page. */
export default function NoticePage() {
  return (
    <Stack>
      <Title order={1}>{c.tabs.notices}</Title>
      <NoticesTab />
    </Stack>
  );
}
