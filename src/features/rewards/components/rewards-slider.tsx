import { Box, Group, Image, Text } from '@mantine/core';
import type { RewardItem } from '../api';
import { rewardsMessages as m } from '../messages';
import { formatPoints } from '@/shared/format';
import { RewardsCarousel } from './rewards-carousel';

/** Spec 000 §9: the reward slider moves in 900 ms on the list (decision 0146). */
const LIST_SLIDE_MS = 900;

/** The newest rewards, one at a time. */
export function RewardsSlider({ items }: { items: RewardItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Text fw={700} mb="xs">
        {m.titles.latest}
      </Text>
      <RewardsCarousel label={m.titles.latest} items={items} speed={LIST_SLIDE_MS}>
        {(item) => (
          <Group wrap="nowrap" gap="md" p="sm" bg="gray.0">
            <Image src={item.urlImage} alt="" w={96} h={96} radius="md" />
            <div>
              <Text fw={700}>{item.title}</Text>
              <Text c="brand.8">{m.points(formatPoints(item.points))}</Text>
            </div>
          </Group>
        )}
      </RewardsCarousel>
    </Box>
  );
}
