import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { confirmTexts } from './messages';

/**
 * The one question asked before a deactivation, deletion, approval or rejection: by default the spec's
 * "¿Estás seguro?" with "No podrás revertir esta acción" (spec 002 §4, §8). A flow with its own question
 * (spec 001 §5's 'Si'/'No' ones) gives it as `title`, so the question is never asked twice; `children` holds
 * whatever the decision needs besides (HR's free posts, say).
 */
export function ConfirmDialog({
  opened,
  title = confirmTexts.title,
  question,
  warning = confirmTexts.text,
  confirmLabel = confirmTexts.confirm,
  cancelLabel = confirmTexts.cancel,
  tone = 'danger',
  onConfirm,
  onCancel,
  busy,
  children,
}: {
  opened: boolean;
  title?: string;
  question?: string;
  warning?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'positive' for an approval, which is final but not a loss: the portal's own colour rather than red. */
  tone?: 'danger' | 'positive';
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': confirmTexts.close }}
    >
      <Stack>
        {question ? <Text fw={600}>{question}</Text> : null}
        <Text>{warning}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button color={tone === 'danger' ? 'red.9' : undefined} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
