import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { homeMessages } from '../messages';

const m = homeMessages.rewards;

/** For signed-in members: their points and the way to the rewards catalogue. */
export function RewardsTeaser({ points }: { points: number }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rewards-teaser">
      <Title order={2} size="h4" id="rewards-teaser">
        {m.heading}
      </Title>
      <Text mt="xs">{m.points(points)}</Text>
      <Anchor
        component={Link}
        to={paths.rewards}
        mt="xs"
        display="inline-block"
        c="violet.9"
        underline="always"
      >
        {m.link}
      </Anchor>
    </Paper>
  );
}
