import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { FlagRadioGroup } from '../components/flag-radio-group';
import { profileMessages } from '../messages';
import type { GenderIdentity } from '../profile-services';

/** Step 3: the pride flag, from the company's catalogue. */
export function FlagStep({
  flags,
  initial,
  saving,
  onBack,
  onSubmit,
}: {
  flags: GenderIdentity[];
  initial: number | null;
  saving: boolean;
  onBack(): void;
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
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={saving}>
            {profileMessages.wizard.back}
          </Button>
          <Button type="submit" loading={saving}>
            {profileMessages.wizard.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
