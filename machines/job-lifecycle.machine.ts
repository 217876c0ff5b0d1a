import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes, type Signals } from './shared/machine-types';
import { firstThatHolds } from './shared/routing';
import { failureMessage } from './shared/failure';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

type Job = components['schemas']['Job'];

export interface JobLifecycleInput {
  jobId: number;
  status: Job['status'];
  active: boolean;
}

export interface JobLifecycleContext extends JobLifecycleInput {
  /** What the gateway said when the last change failed. */
  error: string | null;
}

export type JobLifecycleEvent = Signals<
  | 'job.approve'
  | 'job.reject'
  | 'job.deactivate'
  | 'job.reactivate'
  | 'job.delete'
  | 'job.confirm'
  | 'job.cancel'
>;

/**
 * One job's life (spec 001 §4): saved as 'Guardado' until HR approves or rejects it; an approved job is
 * active or inactive ('Dar de baja' / 'Reactivar'); any job may be deleted. Approval, rejection, 'Dar de baja'
 * and deletion each wait for a confirmation (docs/decisions/0299). Every change comes back through `routing`,
 * which shows the state the job is in now.
 */
const jobLifecycleSetup = setup({
  types: machineTypes<JobLifecycleContext, JobLifecycleEvent, JobLifecycleInput>(),
  actors: {
    decideJob: appProvided<Job, { jobId: number; approve: boolean }>('decideJob'),
    toggleActive: appProvided<Job, { jobId: number }>('toggleActive'),
    deleteJob: appProvided<void, { jobId: number }>('deleteJob'),
  },
  guards: {
    isSaved: ({ context }) => context.status === 'Guardado',
    isRejected: ({ context }) => context.status === 'Rechazado',
    isActive: ({ context }) => context.active,
  },
  actions: {
    /** Keeps what the gateway said, for the page to show. */
    rememberError: assign({ error: failureMessage }),
    /** Tells the person (and refreshes the lists) after a change the gateway accepted. */
    announce: (
      _,
      _params: { message: 'approved' | 'rejected' | 'deactivated' | 'reactivated' | 'deleted' },
    ) => {},
  },
});

/** Waiting for the confirmation of a change; cancelling shows the job as it is. */
const confirming = (changing: 'approving' | 'rejecting' | 'toggling' | 'deleting') =>
  jobLifecycleSetup.createStateConfig({
    on: {
      'job.confirm': { target: changing, actions: assign({ error: null }) },
      'job.cancel': 'routing',
    },
  });

/** HR's approval or rejection of a saved job. */
const deciding = (approve: boolean) =>
  jobLifecycleSetup.createStateConfig({
    invoke: {
      id: 'decideJob',
      src: 'decideJob',
      input: ({ context }) => ({ jobId: context.jobId, approve }),
      onDone: {
        target: 'routing',
        actions: [
          assign(approve ? { status: 'Aprobado' as const, active: true } : { status: 'Rechazado' as const }),
          { type: 'announce', params: { message: approve ? 'approved' : 'rejected' } },
        ],
      },
      onError: { target: 'routing', actions: 'rememberError' },
    },
  });

export const jobLifecycleMachine = jobLifecycleSetup.createMachine({
  id: 'jobLifecycle',
  context: ({ input }) => ({ ...input, error: null }),
  meta: {
    title: 'Vida de una vacante',
    area: 'Bolsa de trabajo',
    description:
      'Una vacante (spec 001 §4): se guarda como «Guardado» hasta que Recursos Humanos la aprueba («El trabajo ha ' +
      'sido aprobado») o la rechaza («El trabajo ha sido rechazado»); aprobada está activa o inactiva («Dar de ' +
      'baja» / «Reactivar»); cualquier vacante puede eliminarse («Trabajo eliminado correctamente»). Aprobar, ' +
      'rechazar, dar de baja y eliminar piden confirmación antes. Un fallo deja la vacante como estaba y ' +
      'muestra el mensaje del gateway.',
    input: { jobId: 7, status: 'Guardado', active: true },
    samples: {
      'xstate.error.actor.decideJob': [{ error: { message: 'La vacante ya fue revisada.' } }],
    },
  } satisfies MachineMeta<
    JobLifecycleInput,
    MachineSamples<JobLifecycleEvent, 'decideJob' | 'toggleActive' | 'deleteJob'>
  >,
  initial: 'routing',
  states: {
    routing: {
      always: firstThatHolds({ isSaved: 'saved', isRejected: 'rejected', isActive: 'active' }, 'inactive'),
    },
    saved: {
      on: {
        'job.approve': 'confirmingApproval',
        'job.reject': 'confirmingRejection',
        'job.delete': 'confirmingDelete',
      },
    },
    confirmingApproval: confirming('approving'),
    confirmingRejection: confirming('rejecting'),
    approving: deciding(true),
    rejecting: deciding(false),
    rejected: { on: { 'job.delete': 'confirmingDelete' } },
    active: {
      on: {
        'job.deactivate': 'confirmingDeactivation',
        'job.delete': 'confirmingDelete',
      },
    },
    confirmingDeactivation: confirming('toggling'),
    inactive: {
      on: {
        'job.reactivate': { target: 'toggling', actions: assign({ error: null }) },
        'job.delete': 'confirmingDelete',
      },
    },
    toggling: {
      invoke: {
        id: 'toggleActive',
        src: 'toggleActive',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: {
          target: 'routing',
          actions: [
            {
              type: 'announce',
              params: ({ context }) => ({ message: context.active ? 'deactivated' : 'reactivated' }),
            },
            assign({ active: ({ context }) => !context.active }),
          ],
        },
        onError: { target: 'routing', actions: 'rememberError' },
      },
    },
    confirmingDelete: confirming('deleting'),
    deleting: {
      invoke: {
        id: 'deleteJob',
        src: 'deleteJob',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: { target: 'deleted', actions: { type: 'announce', params: { message: 'deleted' } } },
        onError: { target: 'routing', actions: 'rememberError' },
      },
    },
    deleted: { type: 'final' },
  },
});
