import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { confirmTexts } from './messages';

/** "¿Estás seguro?" with the warning that deactivation cannot be reverted (spec 002 §4, §8). */
export function ConfirmDialog({
  opened,
  question,
  onConfirm,
  onCancel,
  busy,
}: {
  opened: boolean;
  question?: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={confirmTexts.title}
      closeButtonProps={{ 'aria-label': confirmTexts.close }}
    >
      <Stack>
        {question ? <Text fw={600}>{question}</Text> : null}
        <Text>{confirmTexts.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {confirmTexts.cancel}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {confirmTexts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
