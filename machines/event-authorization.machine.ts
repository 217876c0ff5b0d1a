import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes, type Signals } from './shared/machine-types';
import { failureText } from './shared/failure';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export interface EventDecision {
  ticketsEventId: number;
  isApproved: boolean;
}

export interface EventAuthorizationContext {
  /** The event whose drawer is open. */
  eventId: number | null;
  /** The decision HR picked and is asked to confirm. */
  approve: boolean | null;
  failure: string | null;
}

export type EventAuthorizationEvent =
  | { type: 'drawer.open'; eventId: number }
  | { type: 'decision.choose'; approve: boolean }
  | Signals<'drawer.close' | 'decision.cancel' | 'decision.confirm'>;

/**
 * The side drawer of /course-view/approve-event (spec 001 §2, §4, §8): a card opens the event's details; HR
 * picks Rechazar or Autorizar, confirms 'Deseas autorizar/rechazar este evento? No podrás revertir esta
 * acción', and after the decision the drawer closes and the list reloads. A failure keeps the drawer open
 * with 'Error al autorizar/rechazar evento: {message}'.
 */
export const eventAuthorizationMachine = setup({
  types: machineTypes<EventAuthorizationContext, EventAuthorizationEvent>(),
  actors: {
    decideEvent: appProvided<void, EventDecision>('decideEvent'),
  },
  actions: {
    reloadList: () => {},
    notifyDecided: (_, _params: { approve: boolean }) => {},
  },
}).createMachine({
  id: 'eventAuthorization',
  context: { eventId: null, approve: null, failure: null },
  meta: {
    title: 'Autorizar eventos',
    area: 'Cartelera',
    description:
      'El panel lateral de /course-view/approve-event (spec 001 §2, §4, §8): una tarjeta abre el detalle del ' +
      'evento; Recursos Humanos elige Rechazar o Autorizar y confirma «Deseas autorizar/rechazar este evento? No ' +
      'podrás revertir esta acción». Al decidir, el panel se cierra, se avisa el resultado y la lista se recarga; ' +
      'si falla, el panel sigue abierto con «Error al autorizar/rechazar evento: {mensaje}».',
    samples: {
      'drawer.open': [{ eventId: 7 }],
      'decision.choose': [{ approve: true }, { approve: false }],
      'xstate.error.actor.decideEvent': [{ error: { message: 'Este evento ya fue autorizado o rechazado' } }],
    },
  } satisfies MachineMeta<undefined, MachineSamples<EventAuthorizationEvent, 'decideEvent'>>,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'drawer.open': {
          target: 'viewing',
          actions: assign({ eventId: ({ event }) => event.eventId, approve: null, failure: null }),
        },
      },
    },
    viewing: {
      on: {
        'drawer.close': { target: 'closed', actions: assign({ eventId: null }) },
        // A new choice starts over: the previous failure no longer applies.
        'decision.choose': {
          target: 'confirming',
          actions: assign({ approve: ({ event }) => event.approve, failure: null }),
        },
      },
    },
    confirming: {
      on: {
        'decision.cancel': { target: 'viewing', actions: assign({ approve: null }) },
        'decision.confirm': 'deciding',
      },
    },
    deciding: {
      invoke: {
        id: 'decideEvent',
        src: 'decideEvent',
        input: ({ context }) => ({
          ticketsEventId: context.eventId ?? 0,
          isApproved: context.approve === true,
        }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifyDecided', params: ({ context }) => ({ approve: context.approve === true }) },
            'reloadList',
            assign({ eventId: null, approve: null }),
          ],
        },
        onError: {
          target: 'viewing',
          actions: assign({ failure: failureText }),
        },
      },
    },
  },
});
