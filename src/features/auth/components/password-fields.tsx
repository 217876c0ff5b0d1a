import type { ReactNode } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { authMessages } from '../messages';
import { withoutSpaces } from '../validation';
import { PasswordChecklist } from './password-checklist';

interface PasswordFieldsProps {
  password: string;
  confirmation: string;
  passwordError?: ReactNode;
  confirmationError?: ReactNode;
  passwordLabel?: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
}

/** A new password and its confirmation, with the live checklist; spaces are removed as typed. */
export function PasswordFields(props: PasswordFieldsProps) {
  const f = authMessages.fields;
  return (
    <Stack gap="xs">
      <PasswordInput
        label={props.passwordLabel ?? f.password}
        required
        autoComplete="new-password"
        value={props.password}
        error={props.passwordError}
        errorProps={{ role: 'alert' }}
        onChange={(event) => props.onPassword(withoutSpaces(event.currentTarget.value))}
      />
      <PasswordChecklist value={props.password} />
      <PasswordInput
        label={f.confirmPassword}
        required
        autoComplete="new-password"
        value={props.confirmation}
        error={props.confirmationError}
        errorProps={{ role: 'alert' }}
        onChange={(event) => props.onConfirmation(withoutSpaces(event.currentTarget.value))}
      />
    </Stack>
  );
}
