import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatPoints } from '@/shared/format';
import type { RewardItem } from '../api';
import { rewardsMessages as m } from '../messages';

interface RewardCardProps {
  item: RewardItem;
  onRedeem(item: RewardItem): void;
  onOpenDetail(item: RewardItem): void;
}

/** A reward of the catalogue: image, title, points, what is left, its detail and the redeem button. */
export function RewardCard({ item, onRedeem, onOpenDetail }: RewardCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`reward-${item.rewardProductFilterId}`}
    >
      <Card.Section>
        <Image src={item.urlImage} alt="" h={180} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text size="xs" c="gray.7">
          {item.rewardCategoryDescription} · {item.providerName}
        </Text>
        <Title order={3} size="h4" id={`reward-${item.rewardProductFilterId}`}>
          {item.title}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} c="brand.8">
            {m.points(formatPoints(item.points))}
          </Text>
          {item.stock > 0 ? (
            <Badge color="#1e6b34" variant="filled">
              {m.stock(item.stock)}
            </Badge>
          ) : (
            <Badge color="gray.7" variant="filled">
              {m.soldOut}
            </Badge>
          )}
        </Group>
        <Group grow gap="xs">
          <Button variant="default" onClick={() => onOpenDetail(item)} aria-label={m.detailNamed(item.title)}>
            {m.detail}
          </Button>
          <Button onClick={() => onRedeem(item)} aria-label={m.redeemNamed(item.title)}>
            {m.redeem}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
