import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { RedemptionEvent, redemptionMachine } from '../../../../machines/redemption.machine';
import { rewardsMessages as m } from '../messages';
import { formatPoints } from '@/shared/format';

interface RedemptionDialogProps {
  state: SnapshotFrom<typeof redemptionMachine>;
  send(event: RedemptionEvent): void;
  onDownloadAgain(couponUrl: string): void;
}

/** The redemption statechart as a person sees it: confirm, redeeming, success or the refusal's reason. */
export function RedemptionDialog({ state, send, onDownloadAgain }: RedemptionDialogProps) {
  const { reward, couponUrl, error } = state.context;
  const open = !state.matches('browsing');
  const busy = state.matches('redeeming');
  const close = () =>
    send(state.matches('confirming') ? { type: 'redemption.cancel' } : { type: 'redemption.dismiss' });
  // Once redeemed, the success itself is the dialog's message: the title names the reward instead of saying it twice.
  const title = state.matches('refused')
    ? m.refusedTitle
    : state.matches('redeemed')
      ? (reward?.title ?? m.confirmTitle)
      : m.confirmTitle;
  return (
    <Modal
      opened={open}
      onClose={busy ? () => undefined : close}
      title={title}
      centered
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': m.closeDialog }}
    >
      {state.matches('confirming') || busy ? (
        <Stack>
          <Text>{m.confirmText(reward?.title ?? '', formatPoints(reward?.points ?? 0))}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {m.cancel}
            </Button>
            <Button
              color="red.9"
              onClick={() => send({ type: 'redemption.confirm', redemptionKey: crypto.randomUUID() })}
              loading={busy}
            >
              {busy ? m.redeeming : m.confirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {state.matches('redeemed') ? (
        <Stack>
          <Alert color="green" role="status">
            {m.redeemed}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => couponUrl && onDownloadAgain(couponUrl)}>
              {m.downloadAgain}
            </Button>
            <Button onClick={close}>{m.close}</Button>
          </Group>
        </Stack>
      ) : null}
      {state.matches('refused') ? (
        <Stack>
          <Alert color="red" role="alert">
            {error}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{m.close}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
