import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export type TalkData = components['schemas']['TalkData'];

/** A talk as the viewer opens it, with the moment it was opened (the live window is judged then). */
export interface OpenedTalk {
  talk: TalkData;
  at: number;
}

export interface PrideTalksInput {
  /** /audience/{idAudience}: the talk to open on arrival; null for the plain page. */
  requestedId: number | null;
}

interface PrideTalksContext extends PrideTalksInput {
  opened: OpenedTalk | null;
}

export type PrideTalksEvent = ({ type: 'talk.open' } & OpenedTalk) | { type: 'modal.closed' };

const onAir = ({ talk, at }: OpenedTalk) => Date.parse(talk.conferenceDate) <= at;
const live = ({ talk, at }: OpenedTalk) => onAir({ talk, at }) && at <= Date.parse(talk.endDate);

const sampleTalk: TalkData = {
  auditoriumId: 4,
  title: 'Identidad de género: preguntas frecuentes',
  conferenceDate: '2026-11-01T18:00:00.000Z',
  endDate: '2026-11-01T20:00:00.000Z',
  conferenceUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
};

/**
 * The Pride Talks page's video modal (spec 001 §2, §4, §9): opening a talk whose date has come records a view
 * and shows its video, marked live between conferenceDate and endDate; a talk still to come says when it
 * starts. /audience/{id} opens that talk on arrival.
 */
export const prideTalksMachine = setup({
  types: machineTypes<PrideTalksContext, PrideTalksEvent, PrideTalksInput>(),
  actors: {
    loadRequestedTalk: appProvided<OpenedTalk, { id: number }>('loadRequestedTalk'),
  },
  guards: {
    hasRequest: ({ context }) => context.requestedId !== null,
    isOnAir: ({ event }) => event.type === 'talk.open' && onAir(event),
    isLive: ({ context }) => context.opened !== null && live(context.opened),
    loadedOnAir: (_, output: OpenedTalk) => onAir(output),
  },
  actions: {
    /** Outward: POST /backend/Auditorium/InsertView/{id} (spec 000 §7: recorded when a conference is clicked). */
    recordView: (_, _talkId: number) => undefined,
  },
}).createMachine({
  id: 'prideTalks',
  context: ({ input }) => ({ ...input, opened: null }),
  meta: {
    title: 'Ver una conferencia de Pride Talks',
    area: 'Pride Talks',
    description:
      'El modal de video de Pride Talks (spec 001 §2, §4, §9): abrir una conferencia cuya fecha ya llegó registra ' +
      'una vista y muestra el video (marcado «Transmisión en vivo» entre conferenceDate y endDate); una ' +
      'conferencia por venir dice cuándo empieza. /audience/{id} abre esa conferencia al llegar; si no existe o ' +
      'no es para la persona, el modal lo dice.',
    input: { requestedId: 4 },
    samples: {
      'talk.open': [
        { talk: sampleTalk, at: Date.parse('2026-11-01T19:00:00.000Z') },
        { talk: sampleTalk, at: Date.parse('2026-11-02T19:00:00.000Z') },
        { talk: sampleTalk, at: Date.parse('2026-10-30T19:00:00.000Z') },
      ],
      'xstate.done.actor.loadRequestedTalk': [
        { output: { talk: sampleTalk, at: Date.parse('2026-11-05T10:00:00Z') } },
      ],
      'xstate.error.actor.loadRequestedTalk': [{ error: { message: 'El evento no existe' } }],
    },
  } satisfies MachineMeta<
    PrideTalksInput,
    MachineSamples<PrideTalksEvent, 'loadRequestedTalk', { loadRequestedTalk: OpenedTalk }>
  >,
  initial: 'arriving',
  states: {
    arriving: {
      always: [{ guard: 'hasRequest', target: 'opening' }, { target: 'browsing' }],
    },
    opening: {
      invoke: {
        id: 'loadRequestedTalk',
        src: 'loadRequestedTalk',
        input: ({ context }) => ({ id: context.requestedId ?? 0 }),
        onDone: [
          {
            guard: { type: 'loadedOnAir', params: ({ event }) => event.output },
            target: 'watching',
            actions: [
              assign({ opened: ({ event }) => event.output }),
              { type: 'recordView', params: ({ event }) => event.output.talk.auditoriumId },
            ],
          },
          { target: 'upcoming', actions: assign({ opened: ({ event }) => event.output }) },
        ],
        onError: 'missing',
      },
    },
    browsing: {
      on: {
        'talk.open': [
          {
            guard: 'isOnAir',
            target: 'watching',
            actions: [
              assign({ opened: ({ event }) => ({ talk: event.talk, at: event.at }) }),
              { type: 'recordView', params: ({ event }) => event.talk.auditoriumId },
            ],
          },
          {
            target: 'upcoming',
            actions: assign({ opened: ({ event }) => ({ talk: event.talk, at: event.at }) }),
          },
        ],
      },
    },
    watching: {
      tags: ['modal'],
      initial: 'judging',
      states: {
        judging: { always: [{ guard: 'isLive', target: 'live' }, { target: 'recorded' }] },
        live: {},
        recorded: {},
      },
      on: { 'modal.closed': { target: 'browsing', actions: assign({ opened: null }) } },
    },
    upcoming: {
      tags: ['modal'],
      on: { 'modal.closed': { target: 'browsing', actions: assign({ opened: null }) } },
    },
    missing: {
      tags: ['modal'],
      on: { 'modal.closed': 'browsing' },
    },
  },
});
