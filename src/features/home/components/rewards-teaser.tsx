import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
// The points' own module: the format barrel would bring the date library onto the first route.
import { formatPoints } from '@/shared/format/points';
import { paths } from '@/shared/routing';
import { homeMessages } from '../messages';

const m = homeMessages.rewards;

function TeaserLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} display="inline-block" c="violet.9" underline="always">
      {children}
    </Anchor>
  );
}

/** For signed-in members: their points, the way to the rewards catalogue and to the recognition board. */
export function RewardsTeaser({ points }: { points: number }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rewards-teaser">
      <Title order={2} size="h4" id="rewards-teaser">
        {m.heading}
      </Title>
      <Text mt="xs">{m.points(formatPoints(points))}</Text>
      <Group gap="md" mt="xs">
        <TeaserLink to={paths.rewards}>{m.link}</TeaserLink>
        <TeaserLink to={paths.board}>{m.board}</TeaserLink>
      </Group>
    </Paper>
  );
}
