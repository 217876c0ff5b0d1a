import { Stack, Tabs, Title } from '@mantine/core';
import { controlMessages as c } from './control-messages';
import { CustomizeTab } from './components/customize-tab';
import { EventTypesTab } from './components/event-types-tab';
import { NoticesTab } from './components/notices-tab';
import { BranchesTab, CategoriesTab, GroupsTab } from './components/unit-tabs';

/** /admin/control (spec 002 §2): groups, event types, branches, categories, notices and customisation. */
export default function ControlPage() {
  return (
    <Stack>
      <Title order={1}>{c.title}</Title>
      <Tabs defaultValue="groups" keepMounted={false}>
        <Tabs.List>
          {Object.entries(c.tabs).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="groups" pt="md">
          <GroupsTab />
        </Tabs.Panel>
        <Tabs.Panel value="eventTypes" pt="md">
          <EventTypesTab />
        </Tabs.Panel>
        <Tabs.Panel value="branches" pt="md">
          <BranchesTab />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesTab />
        </Tabs.Panel>
        <Tabs.Panel value="notices" pt="md">
          <NoticesTab />
        </Tabs.Panel>
        <Tabs.Panel value="customize" pt="md">
          <CustomizeTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
