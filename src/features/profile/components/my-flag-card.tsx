import { Button, Group, Image, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { profileMessages } from '../messages';
import type { GenderIdentity, UserProfile } from '../api';
import { FlagForm } from './flag-form';

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
        <FlagForm
          flags={flags}
          initial={profile.genderIdentityId}
          saving={saving}
          submitLabel={c.save}
          onSubmit={async (genderIdentityId) => {
            if (await onSave(genderIdentityId)) close();
          }}
        />
      </Modal>
    </Paper>
  );
}
