import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { RowAction } from './row-buttons';

/**
 * A console page whose form takes the list's place: `shown` while the form is up, `current` the row being
 * edited (null for a new one); `done` refetches `refresh` and goes back to the list, `cancel` only goes back.
 * `action` is a row's quiet button that opens the row's form.
 */
export function useFormInPlace<T>(refresh: QueryKey) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    shown: editing !== null,
    current: editing === 'new' ? null : editing,
    action: (row: T, text: string, label: string): RowAction => ({
      text,
      label,
      tone: 'quiet',
      onClick: () => setEditing(row),
    }),
    create: () => setEditing('new'),
    done: () => {
      void queryClient.invalidateQueries({ queryKey: refresh });
      setEditing(null);
    },
    cancel: () => setEditing(null),
  };
}
