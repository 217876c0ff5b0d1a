import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema';
import { CommentServicesProvider, type CommentServices } from '@/features/posts/comment-services';
import { CommentsSection } from '@/features/posts/components/comments-section';
import { postMessages } from '@/features/posts/messages';
import {
  postCommentsMachine,
  type PostCommentsContext,
  type PostCommentsEvent,
} from '../../machines/post-comments.machine';
import { ok, onCall, resetFakeApi } from '../app/support/fake-api';
import { createGate } from './support/gate';
import { renderAsMember } from './support/render-member';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

vi.mock('@/api/client', async () => (await import('../app/support/mock-api-client')).clientAgainstFakeApi());

const c = postMessages.comments;
type Actor = 'saveComment' | 'saveReply' | 'saveEdit' | 'reportComment' | 'deleteComment';
type ModelEvent =
  PostCommentsEvent | { type: `xstate.done.actor.${Actor}` } | { type: `xstate.error.actor.${Actor}` };

const author = (firstName: string): components['schemas']['CommentAuthor'] => ({
  nickname: null,
  firstName,
  middleName: null,
  lastName: 'Pérez',
  urlProfileImage: null,
  identityFlagName: null,
});
const comment = (id: number, history: string, isOwn: boolean): components['schemas']['PostComment'] => ({
  companyPostCommentId: id,
  history,
  createDate: '2026-11-20T10:00:00Z',
  isReport: false,
  isOwn,
  userProfile: author(isOwn ? 'Alex' : 'Sofía'),
  comments: [],
});
const fixture = [comment(1, 'Mi comentario', true), comment(2, 'Qué gran evento', false)];
const actors: Actor[] = ['saveComment', 'saveReply', 'saveEdit', 'reportComment', 'deleteComment'];

const { paths, coverage } = modelPaths<ModelEvent, { postId: number; category: number }>(
  postCommentsMachine,
  {
    inputs: [{ postId: 7, category: 1 }],
    events: [
      { type: 'comment.type', text: '¡Felicidades! 🌈' },
      { type: 'comment.send' },
      { type: 'comment.reply', commentId: 2 },
      { type: 'comment.edit', target: { commentId: 1, subId: -1 }, text: 'Mi comentario' },
      { type: 'answer.type', text: 'Gracias' },
      { type: 'answer.send' },
      { type: 'answer.cancel' },
      { type: 'comment.report', target: { commentId: 2, subId: -1 } },
      { type: 'comment.delete', target: { commentId: 1, subId: -1 } },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      ...actors.flatMap((a): ModelEvent[] => [
        { type: `xstate.done.actor.${a}` },
        { type: `xstate.error.actor.${a}` },
      ]),
    ],
  },
);

function fakeServices() {
  const gates = {
    saveComment: createGate<unknown, unknown>(),
    saveReply: createGate<unknown, unknown>(),
    saveEdit: createGate<unknown, unknown>(),
    reportComment: createGate<unknown, unknown>(),
    deleteComment: createGate<unknown, unknown>(),
  };
  const services: CommentServices = {
    add: (postId, text) => gates.saveComment.call({ postId, text }),
    reply: (commentId, text) => gates.saveReply.call({ commentId, text }),
    edit: (commentId, subId, text) => gates.saveEdit.call({ commentId, subId, text }),
    report: (category, commentId, subId) => gates.reportComment.call({ category, commentId, subId }),
    remove: (commentId, subId) => gates.deleteComment.call({ commentId, subId }),
  };
  return { gates, services };
}
type App = ReturnType<typeof fakeServices> & { user: UserEvent };

const commentItem = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

async function typeInto(user: UserEvent, label: string, text: string) {
  const box = screen.getByLabelText(label);
  await user.clear(box);
  await user.type(box, text);
}

async function perform(event: ModelEvent, state: ModelStep<ModelEvent>['state'], app: App) {
  const { user, gates } = app;
  const answerLabel = state.matches({ answering: 'edit' }) ? c.editLabel : c.replyLabel;
  switch (event.type) {
    case 'comment.type':
      return typeInto(user, c.label, event.text);
    case 'comment.send':
      return user.click(screen.getByRole('button', { name: c.send }));
    case 'comment.reply':
      return user.click(within(commentItem('Qué gran evento')).getByRole('button', { name: c.reply }));
    case 'comment.edit':
      return user.click(screen.getByRole('button', { name: c.edit }));
    case 'answer.type':
      return typeInto(user, answerLabel, event.text);
    case 'answer.send': {
      const buttons = screen.getAllByRole('button', {
        name: state.matches({ answering: 'edit' }) ? c.save : c.send,
      });
      return user.click(buttons[buttons.length - 1] as HTMLElement);
    }
    case 'answer.cancel':
      return user.click(screen.getByRole('button', { name: c.cancel }));
    case 'comment.report':
      return user.click(screen.getByRole('button', { name: c.report }));
    case 'comment.delete':
      return user.click(screen.getByRole('button', { name: c.delete }));
    case 'delete.confirm':
      return user.click(await screen.findByRole('button', { name: postMessages.comments.confirmDelete }));
    case 'delete.cancel':
      return user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    default: {
      const [, kind, , actor] = event.type.split('.') as [string, 'done' | 'error', string, Actor];
      return kind === 'done'
        ? gates[actor].resolve(null)
        : gates[actor].reject(new Error('Falló el servidor'));
    }
  }
}

/** The previous step's event, for what the model's state alone does not say (which text was typed). */
async function expectState(state: ModelStep<ModelEvent>['state'], app: App) {
  const context = state.context as PostCommentsContext;
  if (context.error) expect(screen.getByRole('alert')).toHaveTextContent('Falló el servidor');
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  if (context.notice === 'reported') expect(screen.getByText(c.reported)).toBeVisible();
  if (state.matches('browsing')) {
    const send = screen.getByRole('button', { name: c.send });
    if (context.draft.trim() === '') expect(send).toBeDisabled();
    else expect(send).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
  if (state.matches('sending'))
    expect(app.gates.saveComment.input).toEqual({ postId: 7, text: context.draft.trim() });
  if (state.matches({ answering: 'reply' }) || state.matches({ answering: 'sendingReply' }))
    expect(screen.getByLabelText(c.replyLabel)).toHaveValue(context.answer);
  if (state.matches({ answering: 'edit' }) || state.matches({ answering: 'savingEdit' }))
    expect(screen.getByLabelText(c.editLabel)).toHaveValue(context.answer);
  if (state.matches({ answering: 'sendingReply' }))
    expect(app.gates.saveReply.input).toEqual({ commentId: 2, text: context.answer.trim() });
  if (state.matches({ answering: 'savingEdit' }))
    expect(app.gates.saveEdit.input).toEqual({ commentId: 1, subId: -1, text: context.answer.trim() });
  if (state.matches('reporting'))
    expect(app.gates.reportComment.input).toEqual({ category: 1, commentId: 2, subId: -1 });
  if (state.matches('confirmingDelete')) expect(await screen.findByRole('dialog')).toBeVisible();
  if (state.matches('deleting')) expect(app.gates.deleteComment.input).toEqual({ commentId: 1, subId: -1 });
}

describe('post comments flow (model-based, rendered)', () => {
  beforeEach(() => {
    resetFakeApi();
    onCall('GET', '/backend/PostComment/7', () => ok(fixture));
  });
  itCoversTheModel('post-comments', coverage);

  it.each(pathCases(paths))('%s', async (_, path) => {
    const fake = fakeServices();
    renderAsMember(
      <CommentServicesProvider services={fake.services}>
        <CommentsSection postId={7} category={1} />
      </CommentServicesProvider>,
    );
    const app = { ...fake, user: userEvent.setup({ delay: null }) };
    await screen.findByText('Qué gran evento');
    let previous = path.start;
    await expectState(previous, app);
    for (const step of path.steps) {
      await perform(step.event, previous, app);
      await waitFor(() => expectState(step.state, app));
      previous = step.state;
    }
  });
});
