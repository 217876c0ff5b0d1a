import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { directoryCalls, directoryQueries, type DirectoryItem } from '../api';
import { directoryMessages } from '../messages';

const m = directoryMessages.moderation;

/**
 * HR's 'Autorizar' (with free posts and grace days) and 'Rechazar' on a pending entry, each after a
 * confirmation that it cannot be reverted (spec 001 §4).
 */
export function ModerationActions({ item }: { item: DirectoryItem }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [freePosts, setFreePosts] = useState<number | string>(0);
  const [graceDays, setGraceDays] = useState<number | string>(0);
  const decide = useMutation({
    mutationFn: () => {
      if (open === 'reject') return directoryCalls.rejectEntry(item.directoryInfoId);
      const grace = Number(freePosts) > 0 || Number(graceDays) > 0;
      return directoryCalls.approveEntry(
        item.directoryInfoId,
        item.creatorEmail,
        grace ? { freePosts: Number(freePosts), days: Number(graceDays) } : null,
      );
    },
    onSuccess: () => {
      notifyOk(open === 'reject' ? m.rejected : m.approved);
      setOpen(null);
      return queryClient.invalidateQueries({ queryKey: directoryQueries.all });
    },
    onError: (error) => notifyFailed(m.failed, error),
  });
  return (
    <>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={() => setOpen('approve')}>
          {m.authorize}
        </Button>
        <Button size="xs" variant="outline" color="red.9" onClick={() => setOpen('reject')}>
          {m.reject}
        </Button>
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open === 'reject' ? m.reject : m.authorizeTitle}
        closeButtonProps={{ 'aria-label': directoryMessages.rating.close }}
      >
        <Stack>
          <Text fw={600}>
            {open === 'reject' ? m.confirmReject(item.fullName) : m.confirmAuthorize(item.fullName)}
          </Text>
          {open === 'approve' ? (
            <>
              <NumberInput label={m.freePosts} min={0} max={999} value={freePosts} onChange={setFreePosts} />
              <NumberInput label={m.graceDays} min={0} max={999} value={graceDays} onChange={setGraceDays} />
              <Text size="sm" c="dimmed">
                {m.graceHint}
              </Text>
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(null)}>
              {m.no}
            </Button>
            <Button
              color={open === 'reject' ? 'red.9' : undefined}
              loading={decide.isPending}
              onClick={() => decide.mutate()}
            >
              {m.yes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
