import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { failureMessage } from './shared/failure';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

type Job = components['schemas']['Job'];

/** Step 1 as the form checked it (spec 001 §5 "Job form"). */
export interface JobDraft {
  title: string;
  companyName: string;
  location: string;
  direction: string;
  salary: number;
  description: string;
  email: string;
  phoneNumber: string;
  categoryIds: number[];
  logo: File | null;
}

export interface JobSectionDraft {
  jobSectionTypeId: number;
  description: string;
}

export interface JobFormInput {
  /** The job being edited; null registers a new one. */
  job: Job | null;
}

export interface JobFormContext {
  jobId: number | null;
  editing: boolean;
  draft: JobDraft | null;
  sections: JobSectionDraft[];
  error: string | null;
}

export type JobFormEvent =
  | { type: 'form.next'; draft: JobDraft }
  | { type: 'form.back' }
  | { type: 'form.save'; sections: JobSectionDraft[] }
  | { type: 'form.finish' };

/**
 * The two-step job form (spec 001 §2, §4, §8): step 1 the data (saved on 'Siguiente', which registers the
 * job the first time and updates it afterwards), step 2 the sections; 'Atrás' returns to the data. A new job
 * ends with 'Registro exitoso' (the team reviews it); an edit with its update messages.
 */
export const jobFormMachine = setup({
  types: machineTypes<JobFormContext, JobFormEvent, JobFormInput>(),
  actors: {
    // Only the saved job's id matters to the flow; the app's service returns the whole job.
    saveJob: appProvided<Pick<Job, 'jobId'>, { jobId: number | null; draft: JobDraft }>('saveJob'),
    saveSections: appProvided<unknown, { jobId: number; sections: JobSectionDraft[]; editing: boolean }>(
      'saveSections',
    ),
  },
  actions: {
    /** Keeps what the gateway said, for the page to show. */
    rememberError: assign({ error: failureMessage }),
    /** The step's success message ('Se ha registrado la oferta de trabajo', the update messages). */
    announceData: (_, _params: { editing: boolean }) => {},
    announceSections: (_, _params: { editing: boolean }) => {},
    openPublished: () => {},
  },
}).createMachine({
  id: 'jobForm',
  context: ({ input }) => ({
    jobId: input.job?.jobId ?? null,
    editing: input.job !== null,
    draft: null,
    sections: (input.job?.jobSection ?? []).map(({ jobSectionTypeId, description }) => ({
      jobSectionTypeId,
      description,
    })),
    error: null,
  }),
  meta: {
    title: 'Publicar o editar vacante',
    area: 'Bolsa de trabajo',
    description:
      'El formulario de dos pasos (spec 001 §2, §5, §8): paso 1 los datos (título, empresa, logo, ubicación, ' +
      'dirección, salario, correo, teléfono, categorías y descripción), que se guardan con «Siguiente»; paso 2 ' +
      'las secciones (al menos una con contenido); «Atrás» vuelve a los datos. Al registrar: «Se ha registrado la ' +
      'oferta de trabajo» y al final «Registro exitoso»; al editar: «Se ha actualizado la oferta de trabajo» y ' +
      '«Se han actualizado las secciones de trabajo».',
    input: { job: null },
    samples: {
      'form.next': [
        {
          draft: {
            title: 'Analista de datos',
            companyName: 'Muro Pride Demo',
            location: 'Guadalajara, Jal.',
            direction: 'Av. Vallarta 100',
            salary: 30000,
            description: 'Análisis de datos de clientes.',
            email: 'empleos@demo.muropride.mx',
            phoneNumber: '3312345678',
            categoryIds: [1],
            logo: null,
          },
        },
      ],
      'form.save': [{ sections: [{ jobSectionTypeId: 1, description: 'Reportes semanales' }] }],
      'xstate.done.actor.saveJob': [{ output: { jobId: 12 } }],
      'xstate.done.actor.saveSections': [{ output: null }],
      'xstate.error.actor.saveJob': [{ error: { message: 'Correo incorrecto, por favor revise.' } }],
    },
  } satisfies MachineMeta<
    JobFormInput,
    MachineSamples<
      JobFormEvent,
      'saveJob' | 'saveSections',
      { saveJob: Pick<Job, 'jobId'>; saveSections: unknown }
    >
  >,
  initial: 'data',
  states: {
    data: {
      on: {
        'form.next': {
          target: 'savingData',
          actions: assign({ draft: ({ event }) => event.draft, error: null }),
        },
      },
    },
    savingData: {
      invoke: {
        id: 'saveJob',
        src: 'saveJob',
        input: ({ context }) => ({ jobId: context.jobId, draft: context.draft as JobDraft }),
        onDone: {
          target: 'sections',
          actions: [
            {
              type: 'announceData',
              params: ({ context }) => ({ editing: context.editing || context.jobId !== null }),
            },
            assign({ jobId: ({ event }) => event.output.jobId }),
          ],
        },
        onError: { target: 'data', actions: 'rememberError' },
      },
    },
    sections: {
      on: {
        'form.back': { target: 'data', actions: assign({ error: null }) },
        'form.save': {
          target: 'savingSections',
          actions: assign({ sections: ({ event }) => event.sections, error: null }),
        },
      },
    },
    savingSections: {
      invoke: {
        id: 'saveSections',
        src: 'saveSections',
        input: ({ context }) => ({
          jobId: context.jobId as number,
          sections: context.sections,
          editing: context.editing,
        }),
        onDone: {
          target: 'done',
          actions: { type: 'announceSections', params: ({ context }) => ({ editing: context.editing }) },
        },
        onError: { target: 'sections', actions: 'rememberError' },
      },
    },
    done: { on: { 'form.finish': { actions: 'openPublished' } } },
  },
});
