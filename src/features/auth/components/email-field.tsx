import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { authMessages } from '../messages';

interface EmailFieldProps extends GetInputPropsReturnType {
  autoComplete: 'username' | 'email';
}

/** The email a form opens on: focused first, its error announced. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextInput
      label={authMessages.fields.email}
      type="email"
      data-autofocus
      errorProps={{ role: 'alert' }}
      {...props}
    />
  );
}
