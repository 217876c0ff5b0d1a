import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { failureText, profileMessages } from '../messages';
import { CLEARED, optionalEmail, required } from '../profile-rules';
import type { UserProfile } from '../api';

const a = profileMessages.additionalEmail;
const f = profileMessages.fields;

/** Where reset links go now, and what is waiting for its link. */
function statusLines(profile: UserProfile): string[] {
  const { additionalEmail, additionalEmailVerified, pendingAdditionalEmail } = profile;
  const verified = additionalEmailVerified && additionalEmail ? additionalEmail : null;
  if (pendingAdditionalEmail) {
    return [a.pending(pendingAdditionalEmail), ...(verified ? [a.meanwhile(verified)] : [])];
  }
  if (verified) return [a.verified(verified)];
  return [additionalEmail ? a.unverified(additionalEmail) : a.none];
}

/**
 * The additional (recovery) e-mail, apart from the rest of the profile: changing or clearing it needs the
 * current password, and a new address counts only once the link mailed to it is opened
 * (docs/decisions/0213-verified-additional-email.md).
 */
export function AdditionalEmailForm({
  profile,
  onSave,
}: {
  profile: UserProfile;
  /** Resolves to an error to show, or null when the gateway took it. */
  onSave(additionalEmail: string, currentPassword: string): Promise<unknown>;
}) {
  const titleId = useId();
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const onRecord = profile.pendingAdditionalEmail ?? profile.additionalEmail ?? '';
  const form = useForm({
    initialValues: { additionalEmail: onRecord, currentPassword: '' },
    validate: {
      // Empty clears an address; with none on record there is nothing to save.
      additionalEmail: (value) =>
        onRecord ? optionalEmail(value) : (required(value) ?? optionalEmail(value)),
      currentPassword: required,
    },
  });
  const submit = form.onSubmit(async ({ additionalEmail, currentPassword }) => {
    setSaving(true);
    const failure = await onSave(additionalEmail.trim() || CLEARED, currentPassword);
    setSaving(false);
    setError(failure);
    form.setFieldValue('currentPassword', '');
  });
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={submit}>
      <Stack>
        <Title order={3} size="h4" id={titleId}>
          {a.title}
        </Title>
        {statusLines(profile).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {error ? (
          <Alert color="red" role="alert">
            {failureText(error)}
          </Alert>
        ) : null}
        <TextInput label={f.additionalEmail} type="email" {...form.getInputProps('additionalEmail')} />
        <PasswordInput
          label={f.currentPassword}
          description={a.passwordHint}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={saving}>
            {a.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
