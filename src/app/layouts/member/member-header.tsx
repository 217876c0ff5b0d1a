import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { HeaderActions } from './header-actions';
import { MainMenu } from './main-menu';
import { useCachedUnread } from '@/features/chat/unread-sign';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { SiteLogo } from '../site-logo';
import classes from './member-header.module.css';
import { appMessages as t } from '../../messages';

// Only narrow screens open the drawer: its code loads on the first tap of the burger.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** Header with logo, actions and the main menu: inline from 992 px, in a burger drawer below. */
export function MemberHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const unread = useCachedUnread();
  const onBurger = () => {
    setDrawerWanted(true);
    toggle();
  };
  // The drawer mounts already open on the first tap, so it cannot know where focus was: give it back here.
  const onClose = () => {
    close();
    burgerRef.current?.focus();
  };
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" h="100%">
          <Group gap="sm" wrap="nowrap">
            <Box hiddenFrom="md" className={classes.burger}>
              <Burger
                ref={burgerRef}
                opened={opened}
                onClick={onBurger}
                size="sm"
                aria-label={opened ? t.menu.close : unread > 0 ? t.menu.openUnread(unread) : t.menu.open}
                aria-expanded={opened}
                aria-disabled={hydrated ? undefined : true}
              />
              {unread > 0 && !opened ? <span className={classes.unreadDot} aria-hidden="true" /> : null}
            </Box>
            <SiteLogo />
          </Group>
          <HeaderActions />
        </Group>
      </Container>
      <Box visibleFrom="md" className={classes.menuRow}>
        <Container size="xl">
          <MainMenu orientation="horizontal" />
        </Container>
      </Box>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} onClose={onClose} />
        </Suspense>
      ) : null}
    </Box>
  );
}
