import { Button, Group, Modal, Text } from '@mantine/core';
import { jobMessages as m } from '../messages';

/** A yes/no question ('Si' / 'No') before a decision that cannot be taken back. */
export function YesNoDialog({
  opened,
  question,
  busy,
  onYes,
  onNo,
}: {
  opened: boolean;
  question: string;
  busy?: boolean;
  onYes(): void;
  onNo(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      title={question}
      closeButtonProps={{ 'aria-label': m.actions.close }}
    >
      <Text size="sm" mb="md">
        {question}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNo}>
          {m.actions.no}
        </Button>
        <Button color="red.9" loading={busy} onClick={onYes}>
          {m.actions.yes}
        </Button>
      </Group>
    </Modal>
  );
}
