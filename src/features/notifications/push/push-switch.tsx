import { Alert, Button, Stack, Switch, Text } from '@mantine/core';
import { notificationMessages } from '../messages';
import type { PushDevice } from './push-device';
import { usePushSubscription } from './use-push-subscription';

const m = notificationMessages.push;

/**
 * Turns push notifications on or off for this device. Permission is asked only when the person turns the
 * switch on, never on its own (spec 000 §4, decision 0177).
 */
export function PushSwitch({ device }: { device: PushDevice }) {
  const [state, send] = usePushSubscription(device);
  if (state.matches('unsupported'))
    return (
      <Text size="sm" c="dimmed">
        {m.unsupported}
      </Text>
    );
  if (state.matches('failed'))
    return (
      <Alert color="red" variant="light" title={m.failed}>
        <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'push.retry' })}>
          {m.retry}
        </Button>
      </Alert>
    );
  const on = state.matches('subscribed') || state.matches('leaving');
  const busy = state.matches('checking') || state.matches('asking') || state.matches('leaving');
  const denied = state.matches('denied');
  const hint = state.matches('checking') ? m.checking : on ? m.onHint : m.offHint;
  return (
    <Stack gap={4} aria-busy={busy}>
      <Switch
        label={m.label}
        description={denied ? undefined : hint}
        checked={on}
        disabled={busy || denied}
        onChange={(e) => send({ type: e.currentTarget.checked ? 'push.enable' : 'push.disable' })}
      />
      {denied && (
        <Text size="sm" role="status">
          {m.denied}
        </Text>
      )}
    </Stack>
  );
}
