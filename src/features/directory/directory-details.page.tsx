import {
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Image,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { hasRole, Roles, useRoleName } from '@/shared/account';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { notifyFailed, notifyOk, VisitorBlocker } from '@/shared/ui';
import { directoryCalls, directoryQueries, type DirectoryItem } from './api';
import { ContactIcon } from './components/contact-icon';
import { RatingDialog } from './components/rating-dialog';
import { directoryMessages as m } from './messages';

const AUTHORIZED = 2;

function averages(item: DirectoryItem) {
  return [1, 2, 3].map((type) => {
    const scores = item.directoryRatings.filter((r) => r.directoryRatingTypeId === type).map((r) => r.score);
    const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
    return { type, label: m.rating.types[type] ?? '', value: mean.toFixed(1), count: scores.length };
  });
}

function Details({ item, userId, hr }: { item: DirectoryItem; userId: number; hr: boolean }) {
  const queryClient = useQueryClient();
  const rewards = useMutation({
    mutationFn: (enabled: boolean) => directoryCalls.setRewards(item.directoryInfoId, enabled),
    onSuccess: (_, enabled) => {
      notifyOk(enabled ? m.moderation.rewardsOn : m.moderation.rewardsOff);
      return queryClient.invalidateQueries({ queryKey: directoryQueries.all });
    },
    onError: (error) => notifyFailed(m.moderation.failed, error),
  });
  const images = item.contactImage.split(',').filter(Boolean);
  const rated = item.directoryRatings.length > 0;
  return (
    <Stack>
      <Anchor component={Link} to={paths.directory}>
        {m.back}
      </Anchor>
      <Group gap="xs">
        {item.categoryServiceName ? <Badge color="grape.9">{item.categoryServiceName}</Badge> : null}
        {item.subCategoryServiceName ? <Badge color="grape.9">{item.subCategoryServiceName}</Badge> : null}
      </Group>
      <Title order={1}>{item.fullName}</Title>
      <Text c="dimmed">
        {item.createUserName ? `${item.location} · ${m.by(item.createUserName)}` : item.location}
      </Text>
      {images.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {images.map((src, index) => (
            <Image key={src} src={src} alt={`${m.photoOf(item.fullName)} ${index + 1}`} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      <Title order={2} size="h3">
        {m.description}
      </Title>
      <Text>{item.directoryDescription}</Text>
      <Title order={2} size="h3">
        {m.contacts}
      </Title>
      {/* Long e-mails and links break anywhere rather than push a phone's page sideways. */}
      <List spacing="xs" listStyleType="none" pl={0} style={{ overflowWrap: 'anywhere' }}>
        {item.directoryContacts.map((c) => (
          <List.Item key={c.directoryContactId} icon={<ContactIcon name={c.iconImage} />}>
            <Text span fw={600}>
              {m.contactTypes[c.contactTypeId] ?? c.contactTypeName}:{' '}
            </Text>
            <Anchor
              href={c.urlString}
              target={c.contactTypeId > 2 ? '_blank' : undefined}
              rel="noopener noreferrer"
            >
              {c.contactValue}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        {m.ratings}
      </Title>
      {rated ? (
        <Group>
          {averages(item).map((a) => (
            <Badge key={a.type} size="lg" variant="outline" color="dark">
              {m.average(a.label, a.value)}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text>{m.noRatings}</Text>
      )}
      <Group>
        {!item.isOwner ? <RatingDialog item={item} userId={userId} /> : null}
        {item.isOwner || hr ? (
          <Button variant="outline" component={Link} to={paths.registerService(item.directoryInfoId)}>
            {m.edit}
          </Button>
        ) : null}
      </Group>
      {hr ? (
        <Switch
          label={m.moderation.rewards}
          checked={item.isEnableRewards}
          disabled={rewards.isPending}
          onChange={(e) => rewards.mutate(e.currentTarget.checked)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /details-directory/{id}: only authorized entries; another status or a missing one says the spec's text and
 * goes back to /directory (spec 001 §2, §4, §8). Visitors are invited to sign in.
 */
export default function DirectoryDetailsPage() {
  const id = Number(useParams().DirectoryId);
  const navigate = useNavigate();
  const { signedIn, userId } = useSession();
  const { roleName } = useRoleName();
  const item = useQuery({ ...directoryQueries.item(id), enabled: signedIn && Number.isInteger(id) });
  const missing =
    !Number.isInteger(id) || item.isError || (item.data && item.data.directoryInfoStatusId !== AUTHORIZED);
  useEffect(() => {
    if (signedIn && missing) {
      notifyFailed(m.title, new Error(m.notFound));
      void navigate(paths.directory, { replace: true });
    }
  }, [signedIn, missing, navigate]);
  const viewed = item.data?.directoryInfoId;
  useEffect(() => {
    if (viewed) void directoryCalls.recordView(viewed).catch(() => undefined);
  }, [viewed]);
  return (
    <Container size="md" py="md">
      {!signedIn ? (
        <Stack>
          <Title order={1}>{m.title}</Title>
          <VisitorBlocker />
        </Stack>
      ) : null}
      {signedIn && item.isPending ? (
        <Center py="xl">
          <Loader aria-label={m.loading} />
        </Center>
      ) : null}
      {item.data && !missing ? (
        <Details item={item.data} userId={userId ?? 0} hr={hasRole(roleName, [Roles.hr])} />
      ) : null}
    </Container>
  );
}
