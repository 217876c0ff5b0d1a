import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { uiMessages } from '@/shared/ui';
import { adminKitTexts } from './messages';

/**
 * One action of a console row. `text` is what the button shows; `label` is its accessible name and carries
 * the row's name ('Editar Ventas'), so that a list of many 'Editar' buttons still reads apart.
 */
export interface RowAction {
  text: string;
  label: string;
  /** A link to the row's page, or a click handled on this page. */
  to?: string;
  onClick?(): void;
  disabled?: boolean;
  /** 'danger' for deactivate, delete or revoke; 'quiet' for a secondary look such as 'Ver'. */
  tone?: 'danger' | 'quiet';
}

const toneProps = (tone: RowAction['tone']) =>
  tone === 'danger' ? { variant: 'outline', color: 'red.9' } : tone === 'quiet' ? { variant: 'default' } : {};

/** The buttons of a console row, side by side; they wrap rather than squeeze their labels. */
export function RowButtons({ actions }: { actions: RowAction[] }) {
  return (
    <Group gap={4}>
      {actions.map(({ text, label, to, onClick, disabled, tone }) => {
        const look = {
          size: 'xs',
          variant: 'light',
          ...toneProps(tone),
          'aria-label': label,
          children: text,
        };
        return to && !disabled ? (
          <Button key={label} {...look} component={Link} to={to} />
        ) : (
          <Button key={label} {...look} disabled={disabled} onClick={onClick} />
        );
      })}
    </Group>
  );
}

/**
 * The red button of a row's irreversible action (deactivate, delete, revoke): `text` shown, `label` its name
 * with the row's, offered while the row is `active`; `onClick` asks before anything is done.
 */
export function dangerAction(text: string, label: string, active: boolean, onClick: () => void): RowAction {
  return { text, label, tone: 'danger', disabled: !active, onClick };
}

/**
 * 'Editar' and 'Desactivar' of a row named `name`, read as 'Editar Ventas' and 'Desactivar Ventas'; the
 * deactivation is offered while the row is active. `edit` is a link or a click; `extra` stands between them.
 */
export function editAndDeactivate({
  name,
  active,
  edit,
  deactivate,
  extra = [],
}: {
  name: string;
  active: boolean;
  edit: { to: string } | { onClick(): void; disabled?: boolean };
  deactivate(): void;
  extra?: RowAction[];
}): RowAction[] {
  return [
    { text: uiMessages.edit, label: uiMessages.editNamed(name), ...edit },
    ...extra,
    dangerAction(adminKitTexts.deactivate, uiMessages.deactivateNamed(name), active, deactivate),
  ];
}
