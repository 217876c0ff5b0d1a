import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminKitTexts } from './messages';

/** Where 'Cancelar' goes: back to the list's address, or a click that closes the form in place. */
type CancelAction = { to: string } | { onClick(): void };

/**
 * The end of a console form: 'Cancelar' (when the form can be left) and the submit button, busy while the
 * save runs so it is not sent twice. `children` replaces the submit button where the form ends otherwise;
 * the buttons stand at the end of the line unless `justify` says otherwise.
 */
export function FormFooter({
  cancel,
  busy,
  saveText = adminKitTexts.save,
  justify = 'flex-end',
  children,
}: {
  cancel?: CancelAction;
  busy?: boolean;
  saveText?: string;
  justify?: GroupProps['justify'];
  children?: ReactNode;
}) {
  return (
    <Group justify={justify}>
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
