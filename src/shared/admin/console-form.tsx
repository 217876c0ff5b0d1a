import { Stack } from '@mantine/core';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { FormFooter } from './form-footer';

/**
 * A console form: its fields one under the other, then the footer ('Cancelar' when `cancel` is given, and
 * the submit button, busy while the save runs). The browser's own validation is off: the form's rules speak
 * Spanish under each field. `footer` replaces the standard footer where the form ends otherwise.
 */
export function ConsoleForm({
  onSubmit,
  children,
  footer,
  maw,
  ...ending
}: Omit<ComponentProps<typeof FormFooter>, 'children'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  footer?: ReactNode;
  /** The widest the form grows, where its fields would read badly across the whole page. */
  maw?: number;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack maw={maw}>
        {children}
        {footer === undefined ? <FormFooter {...ending} /> : footer}
      </Stack>
    </form>
  );
}
