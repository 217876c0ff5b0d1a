import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shownLikes } from '@domain/post-rules';
import { postCalls, postQueries, type CompanyPost } from '../api';
import { postMessages as m } from '../messages';

/** The like toggle of a member, or the like count a visitor sees (spec 001 §3: ×5, minus 4 when liked). */
export function LikeButton({ post, viewer }: { post: CompanyPost; viewer: number | null }) {
  const queryClient = useQueryClient();
  const count = shownLikes(post.totalLikes, post.like);
  const toggle = useMutation({
    mutationFn: () =>
      post.like
        ? postCalls.unlike(post.companyPostId)
        : postCalls.like(post.companyPostId, post.companyPostCategoryId === 2 ? 2 : 1),
    onSuccess: (stats) =>
      queryClient.setQueryData(postQueries.post(viewer, post.companyPostId).queryKey, (old) =>
        old ? { ...old, like: stats.like, totalLikes: stats.totalLikes } : old,
      ),
  });
  if (viewer === null) return <Text size="sm">{m.likes(count)}</Text>;
  return (
    <Button
      variant={post.like ? 'filled' : 'outline'}
      color="grape.9"
      aria-pressed={post.like}
      loading={toggle.isPending}
      onClick={() => toggle.mutate()}
      leftSection={<span aria-hidden="true">{post.like ? '♥' : '♡'}</span>}
    >
      {`${m.like} · ${count}`}
    </Button>
  );
}
