import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OnboardingProfile, PersonalValues } from '../../../../machines/onboarding.machine';
import { PersonalFields } from '../components/personal-fields';
import { profileMessages } from '../messages';
import { isExternal, personalRules, personalValuesOf } from '../profile-rules';

/** Step 1: first, middle and last name, birthday and pronoun. */
export function PersonalStep({
  profile,
  saving,
  onSubmit,
}: {
  profile: OnboardingProfile;
  saving: boolean;
  onSubmit(values: PersonalValues): void;
}) {
  const form = useForm<PersonalValues>({ initialValues: personalValuesOf(profile), validate: personalRules });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <PersonalFields form={form} namesLocked={isExternal(profile)} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {profileMessages.wizard.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
