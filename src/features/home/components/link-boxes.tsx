import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { homeMessages } from '../messages';

const m = homeMessages.links;
const boxes = [
  { label: m.jobBank, to: paths.jobBank, color: 'violet.9' },
  { label: m.interestGroups, to: paths.interestGroup, color: 'pink.9' },
  { label: m.directory, to: paths.directory, color: 'teal.9' },
];

/** The three link boxes of the home wall (spec 000 "/home"). */
export function LinkBoxes() {
  return (
    <section aria-labelledby="home-links">
      <Title order={2} size="h4" id="home-links" mb="sm">
        {m.heading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {boxes.map((box) => (
          <Paper key={box.to} component={Link} to={box.to} bg={box.color} p="lg" radius="md">
            <Text c="white" fw={700} size="lg">
              {box.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
