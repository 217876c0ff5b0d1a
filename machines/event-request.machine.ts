import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes, type Signals } from './shared/machine-types';
import { failureText } from './shared/failure';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

/** What the form hands over when it submits: the multipart fields as the contract names them. */
export type EventRequestPayload = Record<string, string | Blob>;

export interface EventRequestContext {
  /** The gateway's message after a failed submit, shown as 'Error al crear evento: {message}'. */
  failure: string | null;
}

export type EventRequestEvent =
  | { type: 'request.submit'; payload: EventRequestPayload }
  | Signals<'request.next' | 'request.back' | 'request.finish'>;

/**
 * The four-step event request of /course-view/new-event (spec 001 §2, §4): what the event is about, when and
 * where, about the host, where to deposit; then the submit and the success screen with 'Terminar'. The form
 * checks each step's fields before it sends 'request.next' or 'request.submit'.
 */
export const eventRequestMachine = setup({
  types: machineTypes<EventRequestContext, EventRequestEvent>(),
  actors: {
    createEvent: appProvided<void, EventRequestPayload>('createEvent'),
  },
  actions: {
    openBillboard: () => {},
  },
}).createMachine({
  id: 'eventRequest',
  context: { failure: null },
  meta: {
    title: 'Publicar un evento',
    area: 'Cartelera',
    description:
      'La solicitud de evento de /course-view/new-event (spec 001 §2, §4, §5) en cuatro pasos: de qué trata el ' +
      'evento, cuándo y dónde, sobre quien organiza y dónde depositar. Cada paso revisa sus campos antes de ' +
      'avanzar; «Regresar» vuelve al paso anterior (en el primero, a la cartelera). En el último paso se envía; ' +
      'si falla se queda ahí con «Error al crear evento: {mensaje}», si sale bien muestra el aviso de éxito y ' +
      '«Terminar» vuelve a /course-view.',
    samples: {
      'request.submit': [{ payload: { eventName: 'Festival de la diversidad' } }],
      'xstate.error.actor.createEvent': [{ error: { message: 'La CLABE no es válida' } }],
    },
  } satisfies MachineMeta<undefined, MachineSamples<EventRequestEvent, 'createEvent'>>,
  initial: 'about',
  states: {
    about: {
      on: {
        'request.next': 'whenAndWhere',
        'request.back': { actions: 'openBillboard' },
      },
    },
    whenAndWhere: {
      on: { 'request.next': 'host', 'request.back': 'about' },
    },
    host: {
      on: { 'request.next': 'deposit', 'request.back': 'whenAndWhere' },
    },
    deposit: {
      on: {
        'request.back': { target: 'host', actions: assign({ failure: null }) },
        'request.submit': { target: 'submitting', actions: assign({ failure: null }) },
      },
    },
    submitting: {
      invoke: {
        id: 'createEvent',
        src: 'createEvent',
        input: ({ event }) => (event as Extract<EventRequestEvent, { type: 'request.submit' }>).payload,
        onDone: 'sent',
        onError: { target: 'deposit', actions: assign({ failure: failureText }) },
      },
    },
    sent: {
      on: { 'request.finish': { actions: 'openBillboard' } },
    },
  },
});
