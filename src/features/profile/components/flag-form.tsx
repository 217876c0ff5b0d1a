import { Stack } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '@/shared/ui';
import { profileMessages } from '../messages';
import type { GenderIdentity } from '../api';
import { FlagRadioGroup } from './flag-radio-group';

/** Choosing a flag from the catalogue, required: the wizard's step 3 and the 'Change my flag' dialog. */
export function FlagForm({
  flags,
  initial,
  saving,
  submitLabel,
  back,
  onSubmit,
}: {
  flags: GenderIdentity[];
  initial?: number | null;
  saving: boolean;
  submitLabel: string;
  /** The wizard's way back, shown before the submit button. */
  back?: { label: string; onClick(): void };
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
        <FormActions back={back} apart={back !== undefined} submitLabel={submitLabel} busy={saving} />
      </Stack>
    </form>
  );
}
