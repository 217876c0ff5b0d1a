import { Tabs, type TabsProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One tab of a console page: its value, the label on the tab and what its panel holds. */
export interface ConsoleTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * The tabs of a console page: the tab list, then only the chosen tab's panel (the others are not mounted,
 * so their lists load when they are opened). `defaultValue` picks the first tab, or `value` and `onChange`
 * where the address holds the tab.
 */
export function ConsoleTabs({
  tabs,
  ...choice
}: { tabs: ConsoleTab[] } & Pick<TabsProps, 'defaultValue' | 'value' | 'onChange'>) {
  return (
    <Tabs {...choice} keepMounted={false}>
      <Tabs.List>
        {tabs.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value, panel }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
