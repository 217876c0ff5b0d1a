import { Button, Image, Modal, Stack, Text, Title } from '@mantine/core';
import type { RewardItem } from '../api';
import { rewardsMessages as m } from '../messages';
import { formatPoints } from '@/shared/format';
import { RewardsCarousel } from './rewards-carousel';

/** Spec 000 §9: the reward slider moves in 1000 ms on the detail (decision 0146). */
const DETAIL_SLIDE_MS = 1000;

interface RewardDetailProps {
  items: readonly RewardItem[];
  /** The reward the person opened, or null while the detail is closed. */
  openedId: number | null;
  onClose(): void;
  onRedeem(item: RewardItem): void;
}

/** The catalogue's rewards in detail, starting at the one opened, each with its own redeem button. */
export function RewardDetail({ items, openedId, onClose, onRedeem }: RewardDetailProps) {
  const start = items.findIndex((item) => item.rewardProductFilterId === openedId);
  return (
    <Modal
      opened={start >= 0}
      onClose={onClose}
      title={m.detailTitle}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': m.closeDialog }}
    >
      {start >= 0 ? (
        <RewardsCarousel label={m.detailCarousel} items={items} speed={DETAIL_SLIDE_MS} startIndex={start}>
          {(item) => (
            <Stack gap="xs">
              <Image src={item.urlImage} alt="" h={220} fit="contain" radius="md" bg="gray.0" />
              <Title order={3} size="h4">
                {item.title}
              </Title>
              <Text fw={700} c="brand.8">
                {m.points(formatPoints(item.points))}
              </Text>
              {item.description ? <Text>{item.description}</Text> : null}
              {item.restriction ? (
                <div>
                  <Text fw={700}>{m.restrictions}</Text>
                  <Text size="sm">{item.restriction}</Text>
                </div>
              ) : null}
              <Button onClick={() => onRedeem(item)} aria-label={m.redeemNamed(item.title)}>
                {m.redeem}
              </Button>
            </Stack>
          )}
        </RewardsCarousel>
      ) : null}
    </Modal>
  );
}
