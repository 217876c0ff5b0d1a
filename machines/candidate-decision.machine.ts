import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes, type Signals } from './shared/machine-types';
import { firstThatHolds } from './shared/routing';
import { failureMessage } from './shared/failure';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

type Candidate = components['schemas']['Candidate'];

export interface CandidateDecisionInput {
  postulantId: number;
  fullName: string;
  status: Candidate['status'];
}

export interface CandidateDecisionContext extends CandidateDecisionInput {
  error: string | null;
}

export type CandidateDecisionEvent = Signals<
  'candidate.approve' | 'candidate.reject' | 'candidate.confirm' | 'candidate.cancel'
>;

/**
 * The decision on one candidate (spec 001 §4, §8): only 'EnProceso' offers Aprobar and Rechazar, each after
 * '¿Desea seleccionar a {name}?' / '¿Desea rechazar a {name}?' (Si/No); then 'Postulante aprobado' or
 * 'Postulante rechazado'. The gateway tells the candidate by e-mail and a notification.
 */
const candidateDecisionSetup = setup({
  types: machineTypes<CandidateDecisionContext, CandidateDecisionEvent, CandidateDecisionInput>(),
  actors: {
    decide: appProvided<void, { postulantId: number; approve: boolean }>('decide'),
  },
  guards: {
    isInProcess: ({ context }) => context.status === 'EnProceso',
    isApproved: ({ context }) => context.status === 'Aprobado',
  },
  actions: {
    /** Keeps what the gateway said, for the page to show. */
    rememberError: assign({ error: failureMessage }),
    announce: (_, _params: { approved: boolean }) => {},
  },
});

/** Asking '¿Desea seleccionar a {name}?' or '¿Desea rechazar a {name}?' before the decision goes out. */
const confirming = (deciding: 'approving' | 'rejecting') =>
  candidateDecisionSetup.createStateConfig({
    on: { 'candidate.confirm': deciding, 'candidate.cancel': 'inProcess' },
  });

/** Sending the decision; the candidate shows its new status, a failure goes back with the gateway's message. */
const deciding = (approve: boolean) =>
  candidateDecisionSetup.createStateConfig({
    invoke: {
      id: 'decide',
      src: 'decide',
      input: ({ context }) => ({ postulantId: context.postulantId, approve }),
      onDone: {
        target: approve ? 'approved' : 'rejected',
        actions: [
          assign({ status: approve ? ('Aprobado' as const) : ('Rechazado' as const) }),
          { type: 'announce', params: { approved: approve } },
        ],
      },
      onError: { target: 'inProcess', actions: 'rememberError' },
    },
  });

export const candidateDecisionMachine = candidateDecisionSetup.createMachine({
  id: 'candidateDecision',
  context: ({ input }) => ({ ...input, error: null }),
  meta: {
    title: 'Decisión sobre un candidato',
    area: 'Bolsa de trabajo',
    description:
      'Un candidato en proceso (EnProceso, spec 001 §4, §8) puede aprobarse o rechazarse tras «¿Desea ' +
      'seleccionar a {nombre}?» o «¿Desea rechazar a {nombre}?» (Si/No); después «Postulante aprobado» o ' +
      '«Postulante rechazado», y la persona recibe un correo y una notificación. Los decididos ya no ofrecen ' +
      'acciones.',
    input: { postulantId: 3, fullName: 'Alejandro Cruz Navarro', status: 'EnProceso' },
    samples: {
      'xstate.error.actor.decide': [{ error: { message: 'La postulación ya fue resuelta.' } }],
    },
  } satisfies MachineMeta<CandidateDecisionInput, MachineSamples<CandidateDecisionEvent, 'decide'>>,
  initial: 'routing',
  states: {
    routing: {
      always: firstThatHolds({ isInProcess: 'inProcess', isApproved: 'approved' }, 'rejected'),
    },
    inProcess: {
      on: {
        'candidate.approve': { target: 'confirmingApproval', actions: assign({ error: null }) },
        'candidate.reject': { target: 'confirmingRejection', actions: assign({ error: null }) },
      },
    },
    confirmingApproval: confirming('approving'),
    confirmingRejection: confirming('rejecting'),
    approving: deciding(true),
    rejecting: deciding(false),
    approved: {},
    rejected: {},
  },
});
