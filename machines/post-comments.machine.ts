import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { failureText } from './shared/failure';
import { isBlank } from '../domain/post-rules';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

/** A comment, or with subId other than -1 one of its replies. */
interface CommentTarget {
  commentId: number;
  subId: number;
}

export interface PostCommentsInput {
  postId: number;
  /** 1 blog, 2 stories: the report call names it. */
  category: number;
}

export interface PostCommentsContext extends PostCommentsInput {
  draft: string;
  /** The text of the reply or edit being written. */
  answer: string;
  target: CommentTarget | null;
  notice: 'reported' | null;
  error: string | null;
}

export type PostCommentsEvent =
  | { type: 'comment.type'; text: string }
  | { type: 'comment.send' }
  | { type: 'comment.reply'; commentId: number }
  | { type: 'comment.edit'; target: CommentTarget; text: string }
  | { type: 'answer.type'; text: string }
  | { type: 'answer.send' }
  | { type: 'answer.cancel' }
  | { type: 'comment.report'; target: CommentTarget }
  | { type: 'comment.delete'; target: CommentTarget }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

interface SaveInput {
  postId: number;
  text: string;
  target: CommentTarget | null;
}

/** What a reply or an edit sends: the answer being written, for its comment. */
const answerInput = ({ context }: { context: PostCommentsContext }): SaveInput => ({
  postId: context.postId,
  text: context.answer.trim(),
  target: context.target,
});

/**
 * The comments of a post (spec 001 §5, §6, §8): write with send disabled while blank, reply, edit one's own,
 * report ('Comentario Reportado'), delete after a confirmation. A failure shows the server's message.
 */
const postCommentsSetup = setup({
  types: machineTypes<PostCommentsContext, PostCommentsEvent, PostCommentsInput>(),
  actors: {
    saveComment: appProvided<void, SaveInput>('saveComment'),
    saveReply: appProvided<void, SaveInput>('saveReply'),
    saveEdit: appProvided<void, SaveInput>('saveEdit'),
    reportComment: appProvided<void, { category: number; target: CommentTarget }>('reportComment'),
    deleteComment: appProvided<void, CommentTarget>('deleteComment'),
  },
  guards: {
    hasDraft: ({ context }) => !isBlank(context.draft),
    hasAnswer: ({ context }) => !isBlank(context.answer),
  },
  actions: {
    clearMessages: assign({ notice: null, error: null }),
    keepAnswer: assign({
      answer: ({ event }) => (event.type === 'answer.type' ? event.text : ''),
    }),
    dropAnswer: assign({ target: null, answer: '' }),
  },
});

/** Writing a reply or an edit: the same keys, each sending through its own save. */
const writingAnswer = (sending: 'sendingReply' | 'savingEdit') =>
  postCommentsSetup.createStateConfig({
    on: {
      'answer.type': { actions: 'keepAnswer' },
      'answer.send': { guard: 'hasAnswer', target: sending },
      'answer.cancel': { target: '#postComments.browsing', actions: 'dropAnswer' },
    },
  });

/** Saving a reply or an edit; a failure goes back to writing it with the server's message. */
const savingAnswer = <TId extends 'saveReply' | 'saveEdit'>(id: TId, writing: 'reply' | 'edit') =>
  postCommentsSetup.createStateConfig({
    invoke: {
      id,
      src: id,
      input: answerInput,
      onDone: { target: '#postComments.browsing', actions: 'dropAnswer' },
      onError: { target: writing, actions: assign({ error: failureText }) },
    },
  });

export const postCommentsMachine = postCommentsSetup.createMachine({
  id: 'postComments',
  context: ({ input }) => ({ ...input, draft: '', answer: '', target: null, notice: null, error: null }),
  meta: {
    title: 'Comentarios de una publicación',
    area: 'Mundo Pride',
    description:
      'Los comentarios de una publicación (spec 001 §5, §6, §8): «Enviar» está desactivado mientras el texto ' +
      'está vacío o en blanco; se puede responder a un comentario, editar los propios, reportar los de otras ' +
      'personas (aviso «Comentario Reportado») y eliminar tras confirmar. Un fallo muestra el mensaje del servidor.',
    input: { postId: 7, category: 1 },
    samples: {
      'comment.type': [{ text: '¡Felicidades! 🎉' }],
      'comment.reply': [{ commentId: 3 }],
      'comment.edit': [{ target: { commentId: 3, subId: -1 }, text: 'Texto corregido' }],
      'answer.type': [{ text: 'Gracias 🙌' }],
      'comment.report': [{ target: { commentId: 3, subId: 5 } }],
      'comment.delete': [{ target: { commentId: 3, subId: -1 } }],
      'xstate.error.actor.saveComment': [{ error: { message: 'La publicación no existe' } }],
    },
  } satisfies MachineMeta<
    PostCommentsInput,
    MachineSamples<PostCommentsEvent, 'saveComment' | 'reportComment'>
  >,
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'comment.type': { actions: assign({ draft: ({ event }) => event.text }) },
        'comment.send': { guard: 'hasDraft', target: 'sending', actions: 'clearMessages' },
        'comment.reply': {
          target: 'answering.reply',
          actions: [
            'clearMessages',
            assign({ answer: '', target: ({ event }) => ({ commentId: event.commentId, subId: -1 }) }),
          ],
        },
        'comment.edit': {
          target: 'answering.edit',
          actions: [
            'clearMessages',
            assign({ answer: ({ event }) => event.text, target: ({ event }) => event.target }),
          ],
        },
        'comment.report': {
          target: 'reporting',
          actions: ['clearMessages', assign({ target: ({ event }) => event.target })],
        },
        'comment.delete': {
          target: 'confirmingDelete',
          actions: ['clearMessages', assign({ target: ({ event }) => event.target })],
        },
      },
    },
    sending: {
      invoke: {
        id: 'saveComment',
        src: 'saveComment',
        input: ({ context }) => ({ postId: context.postId, text: context.draft.trim(), target: null }),
        onDone: { target: 'browsing', actions: assign({ draft: '' }) },
        onError: { target: 'browsing', actions: assign({ error: failureText }) },
      },
    },
    answering: {
      initial: 'reply',
      states: {
        reply: writingAnswer('sendingReply'),
        edit: writingAnswer('savingEdit'),
        sendingReply: savingAnswer('saveReply', 'reply'),
        savingEdit: savingAnswer('saveEdit', 'edit'),
      },
    },
    reporting: {
      invoke: {
        id: 'reportComment',
        src: 'reportComment',
        input: ({ context }) => ({
          category: context.category,
          target: context.target ?? { commentId: 0, subId: -1 },
        }),
        onDone: { target: 'browsing', actions: assign({ target: null, notice: 'reported' }) },
        onError: {
          target: 'browsing',
          actions: assign({ target: null, error: failureText }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'browsing', actions: assign({ target: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteComment',
        src: 'deleteComment',
        input: ({ context }) => context.target ?? { commentId: 0, subId: -1 },
        onDone: { target: 'browsing', actions: assign({ target: null }) },
        onError: {
          target: 'browsing',
          actions: assign({ target: null, error: failureText }),
        },
      },
    },
  },
});
