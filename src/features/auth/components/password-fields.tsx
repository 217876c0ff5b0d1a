import type { ReactNode } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { authMessages } from '../messages';
import { withoutSpaces } from '../validation';
import { PasswordChecklist } from './password-checklist';

type PasswordField = 'password' | 'confirmPassword';

interface PasswordFieldsProps {
  /** The form's values, errors and setter; `setFieldValue` of a Mantine form fits. */
  values: Record<PasswordField, string>;
  errors: Partial<Record<PasswordField, ReactNode>>;
  onChange(field: PasswordField, value: string): void;
  passwordLabel?: string;
}

/** A new password and its confirmation, with the live checklist; spaces are removed as typed. */
export function PasswordFields({ values, errors, onChange, passwordLabel }: PasswordFieldsProps) {
  const f = authMessages.fields;
  const input = (field: PasswordField, label: string) => (
    <PasswordInput
      label={label}
      required
      autoComplete="new-password"
      value={values[field]}
      error={errors[field]}
      errorProps={{ role: 'alert' }}
      onChange={(event) => onChange(field, withoutSpaces(event.currentTarget.value))}
    />
  );
  return (
    <Stack gap="xs">
      {input('password', passwordLabel ?? f.password)}
      <PasswordChecklist value={values.password} />
      {input('confirmPassword', f.confirmPassword)}
    </Stack>
  );
}
