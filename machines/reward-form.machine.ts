import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { failureText } from './shared/failure';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

/** What the gateway answers a saved reward (spec 002 §7): whether the image measures 600x600. */
export interface RewardSaved {
  rewardProductId: number;
  isValidSize: boolean;
  restriction: string;
}

/** The form's values as the app sends them (a FormData built by the page). */
export type RewardFormEvent = { type: 'reward.submit'; form: FormData } | { type: 'reward.acknowledge' };

/**
 * The operator's reward form (spec 002 §4, §5, §8): saving sends the fields and files; a reward whose image
 * is not 600x600 is saved all the same and a warning ('La imagen del producto no cumple con las medidas
 * necesarias' and the restriction) is shown before going to the list; a failure shows 'Error al guardar,
 * revise los campos y archivos.' with the reason over the form, to save again.
 */
export const rewardFormMachine = setup({
  types: machineTypes<
    { form: FormData | null; restriction: string; error: string | null },
    RewardFormEvent
  >(),
  actors: {
    saveReward: appProvided<RewardSaved, FormData>('saveReward'),
  },
  actions: {
    keepForm: assign({
      form: ({ event }) => (event.type === 'reward.submit' ? event.form : null),
    }),
    /** Back to the rewards list; provided by the app. */
    goToList: () => undefined,
  },
  guards: {
    isWrongSize: (_, params: { saved: RewardSaved }) => !params.saved.isValidSize,
  },
}).createMachine({
  id: 'rewardForm',
  context: { form: null, restriction: '', error: null },
  meta: {
    title: 'Formulario de recompensa',
    area: 'Operaciones',
    description:
      'Guardar una recompensa en la consola de operaciones (spec 002 §4, §5, §8): al guardar se envían los ' +
      'campos, la imagen y el PDF. Si la imagen no mide 600 x 600 se guarda igual y aparece la advertencia «La ' +
      'imagen del producto no cumple con las medidas necesarias» antes de volver a la lista; un error muestra ' +
      '«Error al guardar, revise los campos y archivos.» y regresa al formulario.',
    input: undefined,
    samples: {
      'xstate.done.actor.saveReward': [
        { output: { rewardProductId: 4, isValidSize: true, restriction: '' } },
        {
          output: {
            rewardProductId: 4,
            isValidSize: false,
            restriction: 'La imagen debe tener las medidas de 600 x 600.',
          },
        },
      ],
      'xstate.error.actor.saveReward': [{ error: { message: 'El peso del archivo excede los 2MB' } }],
    },
  } satisfies MachineMeta<
    undefined,
    MachineSamples<RewardFormEvent, 'saveReward', { saveReward: RewardSaved }>
  >,
  initial: 'editing',
  states: {
    editing: { on: { 'reward.submit': { target: 'saving', actions: 'keepForm' } } },
    saving: {
      invoke: {
        id: 'saveReward',
        src: 'saveReward',
        input: ({ context }) => context.form ?? new FormData(),
        onDone: [
          {
            guard: { type: 'isWrongSize', params: ({ event }) => ({ saved: event.output }) },
            target: 'warned',
            actions: assign({ restriction: ({ event }) => event.output.restriction }),
          },
          { target: 'saved' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: failureText }),
        },
      },
    },
    warned: { on: { 'reward.acknowledge': 'saved' } },
    // The form stays open with the reason; saving again is the way on.
    failed: { on: { 'reward.submit': { target: 'saving', actions: 'keepForm' } } },
    saved: { type: 'final', entry: 'goToList' },
  },
});
