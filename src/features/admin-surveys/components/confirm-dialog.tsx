import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { adminSurveyMessages as m } from '../messages';

/** "¿Estás seguro?" with the warning that deactivation cannot be reverted (spec 002 §4, §8). */
export function ConfirmDialog({
  opened,
  question,
  onConfirm,
  onCancel,
  busy,
}: {
  opened: boolean;
  question: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={m.confirmTitle}
      closeButtonProps={{ 'aria-label': m.close }}
    >
      <Stack>
        <Text fw={600}>{question}</Text>
        <Text>{m.confirmText}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {m.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
