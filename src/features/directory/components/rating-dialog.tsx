import { Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { directoryCalls, directoryQueries, type DirectoryItem } from '../api';
import { directoryMessages } from '../messages';

const r = directoryMessages.rating;
const TYPES = [1, 2, 3] as const;

/**
 * 'Evaluar' or 'Mi Evaluación' (spec 001 §4): three scores from 1 to 5, saved in sequence and only when all
 * three are above 0; the item reloads afterwards.
 */
export function RatingDialog({ item, userId }: { item: DirectoryItem; userId: number }) {
  const mine = item.directoryRatings.filter((x) => x.userProfileAsp === String(userId));
  const initial = Object.fromEntries(
    TYPES.map((t) => [t, mine.find((x) => x.directoryRatingTypeId === t)?.score ?? 0]),
  ) as Record<1 | 2 | 3, number>;
  const [opened, setOpened] = useState(false);
  const [scores, setScores] = useState(initial);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => directoryCalls.saveScores(item.directoryInfoId, scores),
    onSuccess: () => {
      notifyOk(r.saved);
      setOpened(false);
      return queryClient.invalidateQueries({
        queryKey: directoryQueries.item(item.directoryInfoId).queryKey,
      });
    },
    onError: (error) => notifyFailed(r.failed, error),
  });
  const complete = TYPES.every((t) => scores[t] > 0);
  return (
    <>
      <Button variant={mine.length > 0 ? 'light' : 'filled'} onClick={() => setOpened(true)}>
        {mine.length > 0 ? r.mine : r.rate}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={r.title}
        closeButtonProps={{ 'aria-label': r.close }}
      >
        <Stack>
          {TYPES.map((t) => (
            <Group key={t} justify="space-between">
              <Text id={`rating-${t}`} fw={600}>
                {r.types[t]}
              </Text>
              <Rating
                value={scores[t]}
                onChange={(value) => setScores((s) => ({ ...s, [t]: value }))}
                aria-labelledby={`rating-${t}`}
                name={`rating-${t}`}
                getSymbolLabel={(n) => `${r.types[t]}: ${n} de 5`}
              />
            </Group>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {r.cancel}
            </Button>
            <Button disabled={!complete} loading={save.isPending} onClick={() => save.mutate()}>
              {r.save}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
