import { Avatar, Group, Image, Text } from '@mantine/core';
import { formatDateTime } from '@/shared/format';
import type { CommentAuthor as Author } from '../api';

const authorName = (a: Author) =>
  a.nickname || [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' ');

/** Photo, name (nickname first), identity flag and date of a comment. */
export function CommentAuthor({ author, date }: { author: Author; date: string }) {
  const name = authorName(author);
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={author.urlProfileImage} alt="" size="sm" radius="xl" />
      <Text fw={600} size="sm">
        {name}
      </Text>
      {author.identityFlagName ? (
        <Image src={author.identityFlagName} alt="" w={18} h={12} fit="cover" loading="lazy" />
      ) : null}
      <Text size="xs" c="dimmed">
        {formatDateTime(date)}
      </Text>
    </Group>
  );
}
