import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DirectoryTruncation as T, truncate } from '@domain/directory';
import { paths } from '@/shared/routing';
import type { DirectoryItem } from '../api';
import { directoryMessages as m } from '../messages';

/** One service in the list, with the truncations of spec 001 §9; `actions` holds HR's buttons. */
export function DirectoryCard({
  item,
  linked,
  actions,
}: {
  item: DirectoryItem;
  linked: boolean;
  actions?: ReactNode;
}) {
  const [image] = item.contactImage.split(',').filter(Boolean);
  const name = truncate(item.fullName, T.name);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      {image ? (
        <Card.Section>
          <Image src={image} alt={m.photoOf(item.fullName)} h={140} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap={6} mt={image ? 'sm' : 0}>
        <Group gap="xs">
          {item.categoryServiceName ? <Badge color="grape.9">{item.categoryServiceName}</Badge> : null}
          {item.isEnableRewards ? <Badge color="teal.9">{m.rewards}</Badge> : null}
        </Group>
        <Title order={3} size="h5">
          {linked ? (
            <Anchor component={Link} to={paths.directoryDetails(item.directoryInfoId)} c="inherit">
              {name}
            </Anchor>
          ) : (
            name
          )}
        </Title>
        <Text size="sm">{truncate(item.directoryDescription, T.description)}</Text>
        <Text size="sm" c="dimmed">
          {truncate(item.location, T.location)}
        </Text>
        {item.createUserName ? (
          <Text size="sm" c="dimmed">
            {m.by(truncate(item.createUserName, T.creator))}
          </Text>
        ) : null}
        {actions}
      </Stack>
    </Card>
  );
}
