import { ActionIcon, Box, Group, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { RewardItem } from '../api';
import { rewardsMessages as m } from '../messages';
import { formatPoints } from '../points';

/** Spec 000 §9: the reward slider moves in 900 ms on the list (decision 0146); it advances every 4 s. */
const LIST_SLIDE_MS = 900;
const ADVANCE_MS = 4000;

/** The newest rewards, one at a time, with a pause button (WCAG 2.2.2) and no motion when reduced. */
export function RewardsSlider({ items, speed = LIST_SLIDE_MS }: { items: RewardItem[]; speed?: number }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  useEffect(() => {
    if (paused || reduced || items.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, reduced, items.length]);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-roledescription="carrusel" aria-label={m.titles.latest}>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{m.titles.latest}</Text>
        <ActionIcon
          variant="default"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </ActionIcon>
      </Group>
      <Box style={{ overflow: 'hidden', borderRadius: 8 }}>
        <Box
          style={{
            display: 'flex',
            transform: `translateX(-${index * 100}%)`,
            transition: reduced ? 'none' : `transform ${speed}ms ease`,
          }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {items.map((item, i) => (
            <Box
              key={item.rewardProductFilterId}
              style={{ flex: '0 0 100%' }}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <Group wrap="nowrap" gap="md" p="sm" bg="gray.0">
                <Image src={item.urlImage} alt="" w={96} h={96} radius="md" />
                <div>
                  <Text fw={700}>{item.title}</Text>
                  <Text c="brand.8">{m.points(formatPoints(item.points))}</Text>
                </div>
              </Group>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
