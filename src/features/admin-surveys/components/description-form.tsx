import { Button, Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { adminSurveyMessages as m } from '../messages';

/**
 * The one-line form of the surveys' catalogues (answer types, scales, scale answers): the required
 * description, the catalogue's other fields (`children`), and the submit button reading `submitText`.
 */
export function DescriptionForm({
  onSubmit,
  description,
  submitText,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  description: GetInputPropsReturnType;
  submitText: string;
  children?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Group align="flex-end">
        <TextInput label={m.columns.description} required style={{ flex: 1 }} {...description} />
        {children}
        <Button type="submit">{submitText}</Button>
      </Group>
    </form>
  );
}
