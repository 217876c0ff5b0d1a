import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { postCommentsMachine } from '../../../../machines/post-comments.machine';
import { postQueries } from '../api';
import { useCommentServices } from '../comment-services';

const category = (value: number): 1 | 2 => (value === 2 ? 2 : 1);

/** The comments statechart with the gateway (or a test's fakes) behind it; each change reloads the list. */
export function usePostComments(postId: number, postCategory: number) {
  const services = useCommentServices();
  const queryClient = useQueryClient();
  const [machine] = useState(() => {
    const reload = () => queryClient.invalidateQueries({ queryKey: postQueries.all });
    return postCommentsMachine.provide({
      actors: {
        saveComment: fromPromise(async ({ input }) => {
          await services.add(input.postId, input.text);
          await reload();
        }),
        saveReply: fromPromise(async ({ input }) => {
          await services.reply(input.target?.commentId ?? 0, input.text);
          await reload();
        }),
        saveEdit: fromPromise(async ({ input }) => {
          await services.edit(input.target?.commentId ?? 0, input.target?.subId ?? -1, input.text);
          await reload();
        }),
        reportComment: fromPromise(async ({ input }) => {
          await services.report(category(input.category), input.target.commentId, input.target.subId);
          await reload();
        }),
        deleteComment: fromPromise(async ({ input }) => {
          await services.remove(input.commentId, input.subId);
          await reload();
        }),
      },
    });
  });
  return useMachine(machine, { input: { postId, category: postCategory }, inspect: devInspector });
}
