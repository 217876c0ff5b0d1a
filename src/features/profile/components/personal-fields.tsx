import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { profileMessages } from '../messages';
import { latestAdultBirthday } from '../profile-rules';

export interface PersonalFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  birthday: string;
  pronoun: string;
}

const f = profileMessages.fields;

/** Name, birthday and pronoun, shared by the wizard's first step and the edit drawer. */
export function PersonalFields<T extends PersonalFormValues>({
  form,
  namesLocked,
}: {
  form: UseFormReturnType<T>;
  namesLocked: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={f.firstName}
        withAsterisk
        disabled={namesLocked}
        {...form.getInputProps('firstName')}
      />
      <TextInput label={f.middleName} {...form.getInputProps('middleName')} />
      <TextInput label={f.lastName} withAsterisk disabled={namesLocked} {...form.getInputProps('lastName')} />
      <TextInput
        label={f.birthday}
        type="date"
        withAsterisk
        max={latestAdultBirthday()}
        {...form.getInputProps('birthday')}
      />
      <Select
        label={f.pronoun}
        withAsterisk
        data={[...profileMessages.pronouns]}
        allowDeselect={false}
        {...form.getInputProps('pronoun')}
      />
    </SimpleGrid>
  );
}
