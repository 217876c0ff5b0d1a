import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { adminKitTexts } from './messages';

/**
 * A console form in a dialog, open while `editing` holds a row or 'new': `children` gets the row, or null
 * for a new one. Its ✕ reads 'Cancelar' and, like Escape, calls `onClose`.
 */
export function FormDialog<T>({
  editing,
  title,
  size,
  onClose,
  children,
}: {
  editing: T | 'new' | null;
  title: string;
  size?: ModalProps['size'];
  onClose(): void;
  children(current: T | null): ReactNode;
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': adminKitTexts.cancel }}
    >
      {editing !== null ? children(editing === 'new' ? null : editing) : null}
    </Modal>
  );
}
