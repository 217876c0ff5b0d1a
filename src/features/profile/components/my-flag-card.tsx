import { Button, Group, Image, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { profileMessages } from '../messages';
import type { GenderIdentity, UserProfile } from '../profile-services';
import { FlagRadioGroup } from './flag-radio-group';

const c = profileMessages.flagCard;

/** 'My Flag' with 'Change my flag', which opens the flag form. */
export function MyFlagCard({
  profile,
  flags,
  saving,
  onSave,
}: {
  profile: UserProfile;
  flags: GenderIdentity[];
  saving: boolean;
  onSave(genderIdentityId: number): Promise<boolean>;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [value, setValue] = useState(profile.genderIdentityId ? String(profile.genderIdentityId) : '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2}>{c.title}</Title>
        {profile.genderIdentityFlag ? (
          <Group>
            <Image src={profile.genderIdentityFlag} alt="" w={96} h={64} radius="sm" />
            <Text fw={600}>{profile.genderName}</Text>
          </Group>
        ) : (
          <Text>{profileMessages.header.noFlag}</Text>
        )}
        <Button variant="light" onClick={open}>
          {c.change}
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={c.dialogTitle}
        size="lg"
        closeButtonProps={{ 'aria-label': profileMessages.close }}
      >
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (value === '') return setError(profileMessages.validation.required);
            if (await onSave(Number(value))) close();
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
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {c.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
