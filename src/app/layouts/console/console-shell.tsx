import type { ReactNode } from 'react';
import { AppShell, Burger, Group, Text, type BurgerProps } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { EsMxDatesProvider } from '@/shared/dates';
import { SiteLogo } from '../site-logo';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { ConsoleNav, type ConsoleNavItem } from './console-nav';
import { appMessages as t } from '../../messages';

interface ConsoleShellProps {
  title: string;
  navLabel: string;
  items: readonly ConsoleNavItem[];
  /** Extra content at the foot of the side menu (e.g. the link back to the member site). */
  footer?: ReactNode;
  /** The operator console lets the side menu collapse on wide screens too. */
  collapsible?: boolean;
}

/** A menu's burger, named for what a press does: `names` is [open, close]. */
function MenuButton({
  opened,
  names: [open, close],
  ...rest
}: Pick<BurgerProps, 'onClick' | 'hiddenFrom' | 'visibleFrom'> & {
  opened: boolean;
  names: [string, string];
}) {
  return (
    <Burger opened={opened} size="sm" aria-label={opened ? close : open} aria-expanded={opened} {...rest} />
  );
}

/** AppShell of the back office: header, side menu (a drawer below 992 px), the page with dates in es-MX. */
export function ConsoleShell({ title, navLabel, items, footer, collapsible }: ConsoleShellProps) {
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  const narrow = useMediaQuery('(max-width: 61.99em)');
  // A collapsed side menu slides out of view: keep its links out of the tab order too.
  const navHidden = narrow ? !mobileOpen : Boolean(collapsible) && !desktopOpen;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 260,
        breakpoint: 'md',
        collapsed: { mobile: !mobileOpen, desktop: collapsible ? !desktopOpen : false },
      }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <MenuButton
            opened={mobileOpen}
            onClick={mobile.toggle}
            names={[t.menu.open, t.menu.close]}
            hiddenFrom="md"
          />
          {collapsible ? (
            <MenuButton
              opened={desktopOpen}
              onClick={desktop.toggle}
              names={[t.menu.showSide, t.menu.hideSide]}
              visibleFrom="md"
            />
          ) : null}
          <SiteLogo />
          <Text c="gray.7" fz="sm" truncate miw={0}>
            {title}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={navLabel} inert={navHidden}>
        <AppShell.Section grow>
          <ConsoleNav items={items} onNavigate={mobile.close} />
        </AppShell.Section>
        {footer ? <AppShell.Section>{footer}</AppShell.Section> : null}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <EsMxDatesProvider>
          <Outlet />
        </EsMxDatesProvider>
      </AppShell.Main>
    </AppShell>
  );
}
