import { ActionIcon, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { uiMessages as m } from './messages';

type Edit = { onClick(): void; disabled?: boolean } | { to: string };

/**
 * The actions cell of an admin list row: 'Editar' (a button or a link), any extra actions, and the ✕ that asks
 * to deactivate, offered while the row is active. Each control's accessible name carries the row's name.
 */
export function RowActions({
  name,
  active,
  edit,
  onDeactivate,
  children,
}: {
  name: string;
  active: boolean;
  edit?: Edit;
  onDeactivate?(): void;
  children?: ReactNode;
}) {
  const label = m.editNamed(name);
  return (
    <Group gap="xs" wrap="nowrap">
      {edit && 'to' in edit ? (
        <Button size="xs" variant="light" component={Link} to={edit.to} aria-label={label}>
          {m.edit}
        </Button>
      ) : null}
      {edit && 'onClick' in edit ? (
        <Button size="xs" variant="light" disabled={edit.disabled} onClick={edit.onClick} aria-label={label}>
          {m.edit}
        </Button>
      ) : null}
      {children}
      {onDeactivate ? (
        <ActionIcon
          variant="light"
          color="red"
          disabled={!active}
          aria-label={m.deactivateNamed(name)}
          onClick={onDeactivate}
        >
          <Text size="xs" aria-hidden="true">
            ✕
          </Text>
        </ActionIcon>
      ) : null}
    </Group>
  );
}
