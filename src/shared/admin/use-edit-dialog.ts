import { useState } from 'react';
import type { AddAction } from './console-table';
import { editAndDeactivate } from './row-buttons';

/**
 * A console list whose rows are added and edited in a FormDialog: `add` opens it empty, a row's `actions` are
 * 'Editar' (which opens it with the row) and 'Desactivar', both offered while the row is active; spread
 * `dialog` on the FormDialog and call `close` when its form is done.
 */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);
  return {
    add: (text: string): AddAction => ({ text, onClick: () => setEditing('new') }),
    actions: (row: T, name: string, active: boolean, deactivate: (row: T) => void) =>
      editAndDeactivate({
        name,
        active,
        edit: { onClick: () => setEditing(row), disabled: !active },
        deactivate: () => deactivate(row),
      }),
    dialog: { editing, onClose: close },
    close,
  };
}
