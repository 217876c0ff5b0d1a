import { Stack, Title } from '@mantine/core';
import { ConsoleTabs } from '@/shared/admin';
import { controlMessages as c } from './messages';
import { CustomizeTab } from './components/customize-tab';
import { EventTypesTab } from './components/event-types-tab';
import { NoticesTab } from './components/notices-tab';
import { RetentionTab } from './components/retention-tab';
import { BranchesTab, CategoriesTab, GroupsTab } from './components/unit-tabs';

/**
 * /admin/control (spec 002 §2): groups, event types, branches, categories, notices and customisation; and how
 * long the company keeps chat and notifications (docs/decisions/0308).
 */
export default function ControlPage() {
  return (
    <Stack>
      <Title order={1}>{c.title}</Title>
      <ConsoleTabs
        defaultValue="groups"
        tabs={[
          { value: 'groups', label: c.tabs.groups, panel: <GroupsTab /> },
          { value: 'eventTypes', label: c.tabs.eventTypes, panel: <EventTypesTab /> },
          { value: 'branches', label: c.tabs.branches, panel: <BranchesTab /> },
          { value: 'categories', label: c.tabs.categories, panel: <CategoriesTab /> },
          { value: 'notices', label: c.tabs.notices, panel: <NoticesTab /> },
          { value: 'customize', label: c.tabs.customize, panel: <CustomizeTab /> },
          { value: 'retention', label: c.tabs.retention, panel: <RetentionTab /> },
        ]}
      />
    </Stack>
  );
}
