import { Alert, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { Uploader, useFieldErrors, FormActions } from '@/shared/ui';
import { hasOwnPhoto, type OnboardingProfile } from '../../../../machines/onboarding.machine';
import { profileMessages } from '../messages';
import { CLEARED, isExternal, photoProps, required } from '../profile-rules';

const f = profileMessages.fields;

/** Step 2: nickname and photo (the photo is blocked for external-provider accounts, spec 000 §5). */
export function PhotoStep({
  profile,
  saving,
  onBack,
  onSubmit,
}: {
  profile: OnboardingProfile;
  saving: boolean;
  onBack(): void;
  onSubmit(nickname: string, photo: File | null): void;
}) {
  const external = isExternal(profile);
  // Back on this step after saving a photo, the saved one counts: a new pick is optional then.
  const photoNeeded = !external && !hasOwnPhoto(profile);
  const [nickname, setNickname] = useState(profile.nickname === CLEARED ? '' : (profile.nickname ?? ''));
  const [photo, setPhoto] = useState<File | null>(null);
  const { errors, check, onFix } = useFieldErrors<'nickname' | 'photo'>();
  const submit = () => {
    const valid = check({
      nickname: external ? required(nickname) : null,
      photo: photoNeeded && !photo ? profileMessages.validation.required : null,
    });
    if (valid) onSubmit(nickname, photo);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={f.nickname}
          withAsterisk={external}
          value={nickname}
          onChange={onFix('nickname', (event: ChangeEvent<HTMLInputElement>) =>
            setNickname(event.currentTarget.value),
          )}
          error={errors.nickname}
        />
        {external ? (
          <Alert color="blue">{profileMessages.photoLocked}</Alert>
        ) : (
          <Uploader
            {...photoProps}
            withAsterisk={photoNeeded}
            value={photo}
            onChange={onFix('photo', setPhoto)}
            error={errors.photo}
          />
        )}
        <FormActions
          back={{ label: profileMessages.wizard.back, onClick: onBack }}
          apart
          submitLabel={profileMessages.wizard.save}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
