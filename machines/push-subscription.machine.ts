import { setup, type DoneActorEvent } from 'xstate';
import { appProvided } from './shared/app-provided';
import { firstThatHolds } from './shared/routing';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

/**
 * Where this browser stands with Web Push: it cannot receive it, the person blocked notifications, it is not
 * subscribed, or it is subscribed and registered on the gateway.
 */
export type PushStatus = 'unsupported' | 'denied' | 'off' | 'on';

export type PushSubscriptionEvent =
  { type: 'push.enable' } | { type: 'push.disable' } | { type: 'push.retry' };

const hasStatus =
  (status: PushStatus) =>
  ({ event }: { event: unknown }) =>
    (event as DoneActorEvent<PushStatus>).output === status;

const statusSamples: { output: PushStatus }[] = [
  { output: 'on' },
  { output: 'off' },
  { output: 'denied' },
  { output: 'unsupported' },
];

/**
 * Push notifications on this device (spec 000 §4, §9; docs/decisions/0177-push-consent.md). The browser is only
 * asked for permission when the person turns the switch on; a refusal is respected and explained, and turning
 * it off unsubscribes the browser and forgets it on the gateway.
 */
export const pushSubscriptionMachine = setup({
  types: { events: {} as PushSubscriptionEvent },
  actors: {
    readPushStatus: appProvided<PushStatus>('readPushStatus'),
    enablePush: appProvided<PushStatus>('enablePush'),
    disablePush: appProvided<void>('disablePush'),
  },
  guards: {
    isOn: hasStatus('on'),
    isDenied: hasStatus('denied'),
    isUnsupported: hasStatus('unsupported'),
  },
}).createMachine({
  id: 'pushSubscription',
  meta: {
    title: 'Notificaciones push',
    area: 'Notificaciones',
    description:
      'El interruptor «Notificaciones push en este dispositivo» del panel de la campana (spec 000 §4, §9). Al ' +
      'abrir el panel se revisa el navegador: sin soporte o sin service worker lo dice; si la persona bloqueó ' +
      'las notificaciones lo explica; si ya está suscrito lo vuelve a registrar en el gateway. El permiso solo ' +
      'se pide al encender el interruptor; aceptar suscribe con la llave VAPID del gateway y guarda la ' +
      'suscripción, rechazar lleva a bloqueado y cerrar la pregunta deja todo apagado. Apagarlo borra la ' +
      'suscripción en el gateway y en el navegador. Un error ofrece «Reintentar», que vuelve a revisar.',
    samples: {
      'push.enable': [{}],
      'push.disable': [{}],
      'push.retry': [{}],
      'xstate.done.actor.readPushStatus': statusSamples,
      'xstate.done.actor.enablePush': statusSamples.slice(0, 3),
      'xstate.done.actor.disablePush': [{ output: undefined }],
      'xstate.error.actor.enablePush': [{ error: { message: 'Sin conexión' } }],
      'xstate.error.actor.disablePush': [{ error: { message: 'Sin conexión' } }],
    },
  } satisfies MachineMeta<
    undefined,
    MachineSamples<
      PushSubscriptionEvent,
      'enablePush' | 'disablePush',
      { readPushStatus: PushStatus; enablePush: PushStatus; disablePush: undefined }
    >
  >,
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readPushStatus',
        src: 'readPushStatus',
        onDone: firstThatHolds(
          { isOn: 'subscribed', isDenied: 'denied', isUnsupported: 'unsupported' },
          'off',
        ),
        // A browser whose worker or push service cannot be read is treated as one without push.
        onError: 'unsupported',
      },
    },
    unsupported: {},
    denied: {},
    off: { on: { 'push.enable': 'asking' } },
    asking: {
      invoke: {
        id: 'enablePush',
        src: 'enablePush',
        // 'off': the person closed the browser's question without answering, nothing changes.
        onDone: firstThatHolds({ isOn: 'subscribed', isDenied: 'denied' }, 'off'),
        onError: 'failed',
      },
    },
    subscribed: { on: { 'push.disable': 'leaving' } },
    leaving: {
      invoke: { id: 'disablePush', src: 'disablePush', onDone: 'off', onError: 'failed' },
    },
    failed: { on: { 'push.retry': 'checking' } },
  },
});
