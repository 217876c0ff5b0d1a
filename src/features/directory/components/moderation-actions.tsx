import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, notifyFailed, notifyOk } from '@/shared/ui';
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
      <ConfirmDialog
        opened={open !== null}
        title={open === 'reject' ? m.reject : m.authorizeTitle}
        question={open === 'reject' ? m.confirmReject(item.fullName) : m.confirmAuthorize(item.fullName)}
        confirmLabel={m.yes}
        cancelLabel={m.no}
        tone={open === 'reject' ? 'danger' : 'positive'}
        busy={decide.isPending}
        onConfirm={() => decide.mutate()}
        onCancel={() => setOpen(null)}
      >
        {open === 'approve' ? (
          <>
            <NumberInput label={m.freePosts} min={0} max={999} value={freePosts} onChange={setFreePosts} />
            <NumberInput label={m.graceDays} min={0} max={999} value={graceDays} onChange={setGraceDays} />
            <Text size="sm" c="dimmed">
              {m.graceHint}
            </Text>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
