import { Avatar, Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { profileMessages } from '../messages';
import type { UserProfile } from '../api';

const h = profileMessages.header;

const fullName = (p: UserProfile) => [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

/** Flag, photo, pronoun, nickname or full name, birth date and seniority (spec 000 §2 /profile). */
export function ProfileHeaderCard({ profile, onEdit }: { profile: UserProfile; onEdit(): void }) {
  const name = profile.nickname || fullName(profile);
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group wrap="nowrap" align="center">
          <Avatar src={profile.urlProfileImage} alt={h.photoAlt(name)} size={96} radius="xl" />
          <Stack gap={4}>
            <Title order={1}>{name}</Title>
            <Group gap="xs">
              {profile.pronoun ? <Badge variant="light">{profile.pronoun}</Badge> : null}
              {profile.genderIdentityFlag ? (
                <Image
                  src={profile.genderIdentityFlag}
                  alt={h.flagAlt(profile.genderName ?? '')}
                  w={36}
                  h={24}
                  radius="xs"
                />
              ) : null}
            </Group>
            <Text size="sm">
              {h.birthday}:{' '}
              {profile.birthday ? formatDate(profile.birthday) : profileMessages.tabs.notAvailable}
            </Text>
            <Text size="sm">
              {h.seniority}:{' '}
              {profile.seniority ? formatDate(profile.seniority) : profileMessages.tabs.notAvailable}
            </Text>
          </Stack>
        </Group>
        <Button onClick={onEdit}>{h.edit}</Button>
      </Group>
    </Paper>
  );
}
