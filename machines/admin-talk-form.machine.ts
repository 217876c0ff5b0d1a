import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export type AdminTalkFormEvent = { type: 'talk.submit' } | { type: 'talk.cancel' };

/**
 * HR's Pride Talks form (spec 002 §4, §5, §8): a form that passed its rules is saved (create or update);
 * success returns to the list with 'Se creó exitosamente el evento' or 'Se actualizó exitosamente el evento',
 * a refusal stays on the form with the server's reason ('Ocurrió un error' when it gives none). Cancel goes back.
 */
export const adminTalkFormMachine = setup({
  types: machineTypes<{ reason: string | null }, AdminTalkFormEvent>(),
  actors: {
    saveTalk: appProvided<string, void>('saveTalk'),
  },
  actions: {
    /** Outward: the success message and the list. */
    finish: (_, _message: string) => undefined,
    /** Outward: back to the list without saving. */
    leave: () => undefined,
  },
}).createMachine({
  id: 'adminTalkForm',
  meta: {
    title: 'Formulario de eventos de Pride Talks',
    area: 'Pride Talks',
    description:
      'El formulario de eventos de Pride Talks de Recursos Humanos (spec 002 §4, §5, §8): un formulario que ' +
      'cumple sus reglas se guarda (alta o cambio); al guardarse vuelve a la lista con «Se creó exitosamente el ' +
      'evento» o «Se actualizó exitosamente el evento»; si el gateway lo rechaza se queda en el formulario con ' +
      'el motivo («Ocurrió un error» cuando no da uno). Cancelar vuelve a la lista.',
    samples: {
      'talk.submit': [{}],
      'talk.cancel': [{}],
      'xstate.error.actor.saveTalk': [{ error: { message: 'Debes subir una imagen para el evento' } }],
    },
  } satisfies MachineMeta<undefined, MachineSamples<AdminTalkFormEvent, 'saveTalk'>>,
  context: { reason: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'talk.submit': 'saving', 'talk.cancel': { target: 'left', actions: 'leave' } },
    },
    saving: {
      invoke: {
        id: 'saveTalk',
        src: 'saveTalk',
        onDone: { target: 'saved', actions: { type: 'finish', params: ({ event }) => event.output } },
        onError: {
          target: 'refused',
          actions: assign({
            reason: ({ event }) =>
              event.error instanceof Error && event.error.message ? event.error.message : null,
          }),
        },
      },
    },
    refused: {
      on: { 'talk.submit': 'saving', 'talk.cancel': { target: 'left', actions: 'leave' } },
    },
    saved: { type: 'final' },
    left: { type: 'final' },
  },
});
