import { Text } from '@mantine/core';
import type { HubStatus } from './hub-connection';
import { liveMessages as m } from './messages';

/**
 * A quiet line while the live link is down. The region is always there, so screen readers announce the
 * change when it happens.
 */
export function LiveStatus({ status }: { status: HubStatus }) {
  return (
    <Text size="xs" c="dimmed" role="status" aria-live="polite">
      {status === 'reconnecting' ? m.reconnecting : null}
    </Text>
  );
}
