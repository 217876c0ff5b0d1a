import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes, type Signals } from './shared/machine-types';
import { failureText } from './shared/failure';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

type CompanyPostModel = components['schemas']['CompanyPostModel'];

/** What the article or gallery form sends: the model and the new files chosen. */
export interface PostDraft {
  model: CompanyPostModel;
  images: File[];
  files: File[];
}

export interface PostFormContext {
  /** The post being edited; null while adding one. */
  editingId: number | null;
  /** The post asked to be deactivated. */
  deactivatingId: number | null;
  error: string | null;
}

export type PostFormEvent =
  | { type: 'form.open'; id: number | null }
  | { type: 'form.submit'; draft: PostDraft }
  | { type: 'post.deactivate'; id: number }
  | Signals<'form.cancel' | 'deactivate.confirm' | 'deactivate.cancel'>;

/**
 * The Mundo Pride administration of articles and galleries (spec 002 §4, §5, §8): the table, the add or edit
 * form (create mode with no id), saving with 'Publicación actualizada con éxito', and deactivation after a
 * confirmation with 'Publicación eliminada con éxito'. A failure keeps the form with the server's message.
 */
export const postFormMachine = setup({
  types: machineTypes<PostFormContext, PostFormEvent>(),
  actors: {
    savePost: appProvided<void, { id: number | null; draft: PostDraft }>('savePost'),
    deactivatePost: appProvided<void, number>('deactivatePost'),
  },
  actions: {
    notifySaved: () => {},
    notifyDeactivated: () => {},
  },
}).createMachine({
  id: 'postForm',
  context: { editingId: null, deactivatingId: null, error: null },
  meta: {
    title: 'Artículos y galerías',
    area: 'Mundo Pride',
    description:
      'La administración de Mundo Pride (spec 002 §4, §5, §8): la tabla, el formulario para agregar (sin id) o ' +
      'editar, guardar con «Publicación actualizada con éxito» y desactivar tras confirmar con «Publicación ' +
      'eliminada con éxito». Si guardar falla, el formulario sigue abierto con el mensaje.',
    samples: {
      'form.open': [{ id: null }, { id: 4 }],
      'post.deactivate': [{ id: 4 }],
      'xstate.error.actor.savePost': [{ error: { message: 'No hay una imagen para la publicación' } }],
    },
  } satisfies MachineMeta<undefined, MachineSamples<PostFormEvent, 'savePost' | 'deactivatePost'>>,
  initial: 'list',
  states: {
    list: {
      on: {
        'form.open': {
          target: 'editing',
          actions: assign({ editingId: ({ event }) => event.id, error: null }),
        },
        'post.deactivate': {
          target: 'confirmingDeactivate',
          actions: assign({ deactivatingId: ({ event }) => event.id, error: null }),
        },
      },
    },
    editing: {
      on: {
        'form.submit': 'saving',
        'form.cancel': 'list',
      },
    },
    saving: {
      invoke: {
        id: 'savePost',
        src: 'savePost',
        input: ({ context, event }) => ({
          id: context.editingId,
          draft: (event as Extract<PostFormEvent, { type: 'form.submit' }>).draft,
        }),
        onDone: { target: 'list', actions: 'notifySaved' },
        onError: { target: 'editing', actions: assign({ error: failureText }) },
      },
    },
    confirmingDeactivate: {
      on: {
        'deactivate.confirm': 'deactivating',
        'deactivate.cancel': { target: 'list', actions: assign({ deactivatingId: null }) },
      },
    },
    deactivating: {
      invoke: {
        id: 'deactivatePost',
        src: 'deactivatePost',
        input: ({ context }) => context.deactivatingId ?? 0,
        onDone: { target: 'list', actions: ['notifyDeactivated', assign({ deactivatingId: null })] },
        onError: {
          target: 'list',
          actions: assign({ deactivatingId: null, error: failureText }),
        },
      },
    },
  },
});
