import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
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

export type JobLifecycleEvent =
  | { type: 'job.approve' }
  | { type: 'job.reject' }
  | { type: 'job.deactivate' }
  | { type: 'job.reactivate' }
  | { type: 'job.delete' }
  | { type: 'job.confirm' }
  | { type: 'job.cancel' };

/**
 * One job's life (spec 001 §4): saved as 'Guardado' until HR approves or rejects it; an approved job is
 * active or inactive ('Dar de baja' / 'Reactivar'); any job may be deleted. Approval, rejection, 'Dar de baja'
 * and deletion each wait for a confirmation (docs/decisions/0299). Every change comes back through `routing`,
 * which shows the state the job is in now.
 */
export const jobLifecycleMachine = setup({
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
}).createMachine({
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
      always: [
        { guard: 'isSaved', target: 'saved' },
        { guard: 'isRejected', target: 'rejected' },
        { guard: 'isActive', target: 'active' },
        { target: 'inactive' },
      ],
    },
    saved: {
      on: {
        'job.approve': 'confirmingApproval',
        'job.reject': 'confirmingRejection',
        'job.delete': 'confirmingDelete',
      },
    },
    confirmingApproval: {
      on: {
        'job.confirm': { target: 'approving', actions: assign({ error: null }) },
        'job.cancel': 'routing',
      },
    },
    confirmingRejection: {
      on: {
        'job.confirm': { target: 'rejecting', actions: assign({ error: null }) },
        'job.cancel': 'routing',
      },
    },
    approving: {
      invoke: {
        id: 'decideJob',
        src: 'decideJob',
        input: ({ context }) => ({ jobId: context.jobId, approve: true }),
        onDone: {
          target: 'routing',
          actions: [
            assign({ status: 'Aprobado' as const, active: true }),
            { type: 'announce', params: { message: 'approved' } },
          ],
        },
        onError: { target: 'routing', actions: 'rememberError' },
      },
    },
    rejecting: {
      invoke: {
        id: 'decideJob',
        src: 'decideJob',
        input: ({ context }) => ({ jobId: context.jobId, approve: false }),
        onDone: {
          target: 'routing',
          actions: [
            assign({ status: 'Rechazado' as const }),
            { type: 'announce', params: { message: 'rejected' } },
          ],
        },
        onError: { target: 'routing', actions: 'rememberError' },
      },
    },
    rejected: { on: { 'job.delete': 'confirmingDelete' } },
    active: {
      on: {
        'job.deactivate': 'confirmingDeactivation',
        'job.delete': 'confirmingDelete',
      },
    },
    confirmingDeactivation: {
      on: {
        'job.confirm': { target: 'toggling', actions: assign({ error: null }) },
        'job.cancel': 'routing',
      },
    },
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
    confirmingDelete: {
      on: {
        'job.confirm': { target: 'deleting', actions: assign({ error: null }) },
        'job.cancel': 'routing',
      },
    },
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
