import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminKitTexts } from './messages';

/** Where 'Cancelar' goes: back to the list's address, or a click that closes the form in place. */
type CancelAction = { to: string } | { onClick(): void };

/**
 * The end of a console form: 'Cancelar' (when the form can be left) and the submit button, busy while the
 * save runs so it is not sent twice. `children` replaces the submit button where the form ends otherwise.
 */
export function FormFooter({
  cancel,
  busy,
  saveText = adminKitTexts.save,
  children,
}: {
  cancel?: CancelAction;
  busy?: boolean;
  saveText?: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      {cancel && 'to' in cancel ? (
        <Button variant="default" component={Link} to={cancel.to}>
          {adminKitTexts.cancel}
        </Button>
      ) : null}
      {cancel && 'onClick' in cancel ? (
        <Button variant="default" onClick={cancel.onClick}>
          {adminKitTexts.cancel}
        </Button>
      ) : null}
      {children ?? (
        <Button type="submit" loading={busy}>
          {saveText}
        </Button>
      )}
    </Group>
  );
}
