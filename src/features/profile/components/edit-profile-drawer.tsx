import { Alert, Button, Divider, Drawer, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { Uploader } from '@/shared/ui';
import { failureText, profileMessages } from '../messages';
import {
  CLEARED,
  isExternal,
  optionalNewPassword,
  ownsPassword,
  personalRules,
  personalValuesOf,
  photoProps,
  required,
} from '../profile-rules';
import type { ProfileForm, UserProfile } from '../api';
import { AdditionalEmailForm } from './additional-email-form';
import { PersonalFields, type PersonalFormValues } from './personal-fields';

const f = profileMessages.fields;
const d = profileMessages.drawer;

interface EditValues extends PersonalFormValues {
  nickname: string;
  currentPassword: string;
  newPassword: string;
  photo: File | null;
}

export interface EditSubmission {
  form: ProfileForm;
  photo: File | null;
}

const shown = (value: string | null | undefined) => (value && value !== CLEARED ? value : '');

/** The user form in a side drawer (width 600), spec 000 §2 /profile and §5. */
export function EditProfileDrawer({
  profile,
  opened,
  onClose,
  onSave,
  onSaveAdditionalEmail,
}: {
  profile: UserProfile;
  opened: boolean;
  onClose(): void;
  /** Resolves to an error to show, or null when saved. */
  onSave(submission: EditSubmission): Promise<unknown>;
  onSaveAdditionalEmail(additionalEmail: string, currentPassword: string): Promise<unknown>;
}) {
  const external = isExternal(profile);
  const passwordTitleId = useId();
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<EditValues>({
    initialValues: {
      ...personalValuesOf(profile),
      nickname: shown(profile.nickname),
      currentPassword: '',
      newPassword: '',
      photo: null,
    },
    validate: {
      ...personalRules,
      nickname: (value) => (external ? required(value) : null),
      newPassword: optionalNewPassword,
      currentPassword: (value, values) =>
        values.newPassword && !value ? profileMessages.validation.required : null,
    },
  });
  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    const failure = await onSave({
      form: {
        firstName: v.firstName,
        middleName: v.middleName,
        lastName: v.lastName,
        birthday: v.birthday,
        pronoun: v.pronoun as ProfileForm['pronoun'],
        nickname: v.nickname.trim() || CLEARED,
        ...(profile.urlProfileImage ? { urlProfileImage: profile.urlProfileImage } : {}),
        ...(v.newPassword ? { currentPassword: v.currentPassword, newPassword: v.newPassword } : {}),
      },
      photo: v.photo,
    });
    setSaving(false);
    setError(failure);
    if (failure) return;
    form.setValues({ currentPassword: '', newPassword: '', photo: null });
    // Saved: the drawer gives way to the profile it changed, and the notice no longer sits over its title.
    onClose();
  });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={600}
      closeButtonProps={{ 'aria-label': profileMessages.close }}
      title={d.title}
      // The drawer's title is already a heading: sized as the page's other section titles.
      styles={{
        title: {
          fontSize: 'var(--mantine-h3-font-size)',
          lineHeight: 'var(--mantine-h3-line-height)',
          fontWeight: 'var(--mantine-h3-font-weight)',
        },
      }}
    >
      <Stack gap="xl">
        <form noValidate onSubmit={submit}>
          <Stack>
            {error ? (
              <Alert color="red" role="alert">
                {failureText(error)}
              </Alert>
            ) : null}
            <PersonalFields form={form} namesLocked={external} />
            <TextInput label={f.nickname} withAsterisk={external} {...form.getInputProps('nickname')} />
            {external ? (
              <Alert color="blue">{profileMessages.photoLocked}</Alert>
            ) : (
              <Uploader {...photoProps} {...form.getInputProps('photo')} />
            )}
            {ownsPassword(profile) ? (
              // Named as a group: the additional e-mail's form below asks for the current password too.
              <Stack role="group" aria-labelledby={passwordTitleId}>
                <Title order={3} size="h4" id={passwordTitleId}>
                  {d.password}
                </Title>
                <PasswordInput
                  label={f.currentPassword}
                  autoComplete="current-password"
                  {...form.getInputProps('currentPassword')}
                />
                <PasswordInput
                  label={f.newPassword}
                  autoComplete="new-password"
                  {...form.getInputProps('newPassword')}
                />
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {d.cancel}
              </Button>
              <Button type="submit" loading={saving}>
                {d.save}
              </Button>
            </Group>
          </Stack>
        </form>
        {/* An account signed in through a provider has no password to recover, nor to prove a change with. */}
        {ownsPassword(profile) ? (
          <>
            <Divider />
            <AdditionalEmailForm profile={profile} onSave={onSaveAdditionalEmail} />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
