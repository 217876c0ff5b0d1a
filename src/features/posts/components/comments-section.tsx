import { Alert, Badge, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Roles } from '@domain/roles';
import { hasRole } from '@domain/roles';
import { ConfirmDialog, previewItems } from '@/shared/ui';
import { useSession } from '@/shared/session';
import { postQueries, type PostComment } from '../api';
import { usePostComments } from '../flows/post-comments.impl';
import { postMessages } from '../messages';
import { CommentActions } from './comment-actions';
import { CommentAuthor } from './comment-author';
import { CommentEditor } from './comment-editor';

const c = postMessages.comments;

/** Comments with replies; members write, reply, edit, report and delete; a visitor sees a preview (spec 001 §2, §5). */
export function CommentsSection({ postId, category }: { postId: number; category: number }) {
  const session = useSession();
  const comments = useQuery(postQueries.comments(session.userId, postId));
  const [state, send] = usePostComments(postId, category);
  const { target, answer, error, notice } = state.context;
  const isHr = hasRole(session.roleName, [Roles.hr]);
  const answering = state.matches('answering');
  const savingAnswer =
    state.matches({ answering: 'sendingReply' }) || state.matches({ answering: 'savingEdit' });
  const isTarget = (commentId: number, subId: number) =>
    target?.commentId === commentId && target.subId === subId;

  const answerEditor = (kind: 'reply' | 'edit') => (
    <CommentEditor
      label={kind === 'reply' ? c.replyLabel : c.editLabel}
      value={answer}
      onChange={(text) => send({ type: 'answer.type', text })}
      onSend={() => send({ type: 'answer.send' })}
      sendLabel={kind === 'reply' ? c.send : c.save}
      busy={savingAnswer}
      onCancel={() => send({ type: 'answer.cancel' })}
      cancelLabel={c.cancel}
    />
  );
  const editing = (commentId: number, subId: number) =>
    answering &&
    !state.matches({ answering: 'reply' }) &&
    !state.matches({ answering: 'sendingReply' }) &&
    isTarget(commentId, subId);

  const actions = (comment: PostComment, subId: number, text: string, isOwn: boolean, isReport: boolean) =>
    session.signedIn ? (
      <CommentActions
        label={c.menu}
        isOwn={isOwn}
        isReport={isReport}
        isHr={isHr}
        onReply={
          subId === -1
            ? () => send({ type: 'comment.reply', commentId: comment.companyPostCommentId })
            : undefined
        }
        onEdit={() =>
          send({ type: 'comment.edit', target: { commentId: comment.companyPostCommentId, subId }, text })
        }
        onReport={() =>
          send({ type: 'comment.report', target: { commentId: comment.companyPostCommentId, subId } })
        }
        onDelete={() =>
          send({ type: 'comment.delete', target: { commentId: comment.companyPostCommentId, subId } })
        }
      />
    ) : null;

  const list = comments.data ?? [];
  const shown = previewItems(list, session.signedIn);
  return (
    <Stack component="section" aria-labelledby="comments-title" gap="md">
      <Title id="comments-title" order={2} size="h3">
        {c.title}
      </Title>
      {notice === 'reported' ? (
        <Alert color="blue" role="status">
          {c.reported}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title={postMessages.error}>
          {error}
        </Alert>
      ) : null}
      {session.signedIn ? (
        <CommentEditor
          label={c.label}
          value={state.context.draft}
          onChange={(text) => send({ type: 'comment.type', text })}
          onSend={() => send({ type: 'comment.send' })}
          sendLabel={c.send}
          busy={state.matches('sending')}
        />
      ) : null}
      {comments.isSuccess && list.length === 0 ? <Text c="dimmed">{c.empty}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((comment) => (
          <Paper component="li" key={comment.companyPostCommentId} withBorder p="sm" radius="md">
            <CommentAuthor author={comment.userProfile} date={comment.createDate} />
            {editing(comment.companyPostCommentId, -1) ? (
              answerEditor('edit')
            ) : (
              <Text mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.history}
              </Text>
            )}
            {comment.isReport ? (
              <Badge color="#8a4b00" mt={4}>
                {c.reportedBadge}
              </Badge>
            ) : null}
            {actions(comment, -1, comment.history, comment.isOwn, comment.isReport)}
            {comment.comments.length > 0 || isTarget(comment.companyPostCommentId, -1) ? (
              <Box component="ul" pl="lg" mt="xs" style={{ listStyle: 'none', margin: 0 }}>
                {comment.comments.map((reply) => (
                  <Box component="li" key={reply.subCommentId} py={4}>
                    <CommentAuthor author={reply.userProfile} date={reply.createDate} />
                    {editing(comment.companyPostCommentId, reply.subCommentId) ? (
                      answerEditor('edit')
                    ) : (
                      <Text mt={4} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {reply.comment}
                      </Text>
                    )}
                    {reply.isReport ? (
                      <Badge color="#8a4b00" mt={4}>
                        {c.reportedBadge}
                      </Badge>
                    ) : null}
                    {actions(comment, reply.subCommentId, reply.comment, reply.isOwn, reply.isReport)}
                  </Box>
                ))}
                {(state.matches({ answering: 'reply' }) || state.matches({ answering: 'sendingReply' })) &&
                isTarget(comment.companyPostCommentId, -1) ? (
                  <Box component="li">{answerEditor('reply')}</Box>
                ) : null}
              </Box>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={state.matches('confirmingDelete') || state.matches('deleting')}
        busy={state.matches('deleting')}
        confirmLabel={postMessages.comments.confirmDelete}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </Stack>
  );
}
