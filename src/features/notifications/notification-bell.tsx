import { ActionIcon, Divider, Drawer, Indicator, Popover, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { liveMessages, LiveStatus, useHub } from '@/shared/live';
import { LineIcon, notifyOk } from '@/shared/ui';
import { notificationCalls, notificationQueries } from './api';
import { notificationMessages as m } from './messages';
import { NotificationList } from './notification-list';
import { browserPushDevice } from './push/browser-push';
import { PushSwitch } from './push/push-switch';

/** Below 575 px the list opens as a full-width panel instead of a popover (spec 000 §4). */
const PHONE = '(max-width: 574.98px)';

function BellIcon() {
  return <LineIcon d={['M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.73 21a2 2 0 0 1-3.46 0']} />;
}

/**
 * The header's bell for signed-in members: the unread count, the list on click (which marks it read), and a
 * live ring (beNotified on /hubs/notification) that refreshes both without a reload, and below the list the
 * switch for push notifications on this device. Loaded after the shell.
 */
export default function NotificationBell() {
  const queryClient = useQueryClient();
  const phone = useMediaQuery(PHONE);
  const [opened, setOpened] = useState(false);
  const [pushDevice] = useState(browserPushDevice);
  const count = useQuery(notificationQueries.count());
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationQueries.all });
  const markRead = useMutation({ mutationFn: notificationCalls.markRead, onSuccess: refresh });
  const status = useHub('notification', {
    beNotified: (payload) => {
      const message = (payload as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') notifyOk(message);
      void refresh();
    },
  });
  const unread = count.data ?? 0;
  const toggle = () => {
    if (!opened && unread > 0) markRead.mutate();
    setOpened((o) => !o);
  };
  const close = () => setOpened(false);
  const panel = (
    <>
      <LiveStatus status={status} />
      <NotificationList onFollow={close} />
      <Divider my="sm" />
      <PushSwitch device={pushDevice} />
    </>
  );
  const button = (
    <ActionIcon variant="subtle" size="lg" onClick={toggle} aria-expanded={opened} aria-haspopup="dialog">
      {/* The count is read out in the hidden text below, so the visible badge stays out of the name. */}
      <span aria-hidden="true">
        <Indicator label={unread} size={16} disabled={unread === 0} color="red.9" offset={2}>
          <BellIcon />
        </Indicator>
      </span>
      <VisuallyHidden>
        {unread > 0 ? `${m.open}: ${m.unread(unread)}` : m.open}
        {status === 'reconnecting' ? ` (${liveMessages.reconnecting})` : null}
      </VisuallyHidden>
    </ActionIcon>
  );
  if (phone) {
    return (
      <>
        {button}
        <Drawer
          opened={opened}
          onClose={close}
          position="top"
          size="auto"
          title={m.title}
          closeButtonProps={{ 'aria-label': m.close }}
        >
          {panel}
        </Drawer>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={360}
      position="bottom-end"
      shadow="md"
      trapFocus
      withArrow
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={m.title}>
        {panel}
      </Popover.Dropdown>
    </Popover>
  );
}
