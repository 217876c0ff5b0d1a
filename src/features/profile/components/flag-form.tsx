import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { profileMessages } from '../messages';
import type { GenderIdentity } from '../api';
import { FlagRadioGroup } from './flag-radio-group';

/** Choosing a flag from the catalogue, required: the wizard's step 3 and the 'Change my flag' dialog. */
export function FlagForm({
  flags,
  initial,
  saving,
  submitLabel,
  secondary,
  onSubmit,
}: {
  flags: GenderIdentity[];
  initial?: number | null;
  saving: boolean;
  submitLabel: string;
  /** An action shown before the submit button (the wizard's 'back'). */
  secondary?: ReactNode;
  onSubmit(genderIdentityId: number): void;
}) {
  const [value, setValue] = useState(initial ? String(initial) : '');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value === '') setError(profileMessages.validation.required);
        else onSubmit(Number(value));
      }}
    >
      <Stack>
        <FlagRadioGroup
          flags={flags}
          label={profileMessages.fields.flag}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
        />
        <Group justify={secondary ? 'space-between' : 'flex-end'}>
          {secondary}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
