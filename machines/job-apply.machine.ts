import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes, type Signals } from './shared/machine-types';
import { failureMessage } from './shared/failure';
import { fileProblem } from '../domain/file-checks';
import { uploadRules } from '../domain/upload-rules';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

const cvRule = uploadRules.applyToJob.Curriculum;
/** Under 10 MB (spec 001 §5, §9): 10 485 760 bytes is already too much. */
export const CV_MAX_BYTES = cvRule.maxBytes + 1;

export interface JobApplyInput {
  jobId: number;
}

/** What the rules read of the chosen file; the page hands over the File it got from the input. */
export type ChosenFile = Pick<File, 'name' | 'size'>;

/** The CV's problem as far as the browser can tell, by the rule the gateway and the uploader use. */
const problemOf = (file: ChosenFile | null) => (file ? fileProblem(cvRule, file) : null);

export interface JobApplyContext extends JobApplyInput {
  file: ChosenFile | null;
  /** Which rule the chosen file broke, shown under the input. */
  problem: 'size' | 'format' | null;
  /** The gateway's message when the application failed. */
  error: string | null;
}

export type JobApplyEvent =
  { type: 'apply.choose'; file: ChosenFile } | Signals<'apply.open' | 'apply.submit' | 'apply.close'>;

/**
 * Applying to a job (spec 001 §4, §5, §8): the form opens, the chosen CV is checked (size under 10 MB, pdf,
 * doc or docx; the gateway checks the real content again), then sent. Success goes to /applicant-sent;
 * a failure shows 'Error al postularse' with the gateway's message; both close the form.
 */
export const jobApplyMachine = setup({
  types: machineTypes<JobApplyContext, JobApplyEvent, JobApplyInput>(),
  actors: {
    apply: appProvided<void, { jobId: number; file: ChosenFile }>('apply'),
  },
  guards: {
    isTooLarge: ({ context }) => problemOf(context.file) === 'tooLarge',
    isWrongFormat: ({ context }) => problemOf(context.file) === 'notAllowed',
  },
  actions: {
    openApplicantSent: () => {},
  },
}).createMachine({
  id: 'jobApply',
  context: ({ input }) => ({ ...input, file: null, problem: null, error: null }),
  meta: {
    title: 'Postularse a una vacante',
    area: 'Bolsa de trabajo',
    description:
      '«Aplicar ahora» (spec 001 §4, §5, §8) abre el formulario; el CV elegido se revisa (menor a 10 MB: «El ' +
      'tamaño debe ser menor a 10MB»; pdf, doc o docx: «Formato no válido») y se envía; el gateway revisa su ' +
      'contenido real. El éxito lleva a /applicant-sent («¡Se envió tu postulación!»); un fallo muestra «Error ' +
      'al postularse» con el mensaje del gateway. Ambos cierran el formulario.',
    input: { jobId: 7 },
    samples: {
      'apply.choose': [
        { file: { name: 'curriculum.pdf', size: 120_000 } },
        { file: { name: 'curriculum.pdf', size: CV_MAX_BYTES } },
        { file: { name: 'foto.png', size: 80_000 } },
      ],
      'xstate.error.actor.apply': [{ error: { message: 'Formato no válido' } }],
    },
  } satisfies MachineMeta<JobApplyInput, MachineSamples<JobApplyEvent, 'apply'>>,
  initial: 'closed',
  states: {
    closed: {
      on: { 'apply.open': { target: 'open', actions: assign({ file: null, problem: null, error: null }) } },
    },
    open: {
      initial: 'choosing',
      on: {
        'apply.close': '#jobApply.closed',
        'apply.choose': { target: '.checking', actions: assign({ file: ({ event }) => event.file }) },
      },
      states: {
        choosing: {},
        checking: {
          always: [
            { guard: 'isTooLarge', target: 'invalid', actions: assign({ problem: 'size' as const }) },
            { guard: 'isWrongFormat', target: 'invalid', actions: assign({ problem: 'format' as const }) },
            { target: 'ready', actions: assign({ problem: null }) },
          ],
        },
        invalid: {},
        ready: { on: { 'apply.submit': '#jobApply.submitting' } },
      },
    },
    submitting: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ jobId: context.jobId, file: context.file as ChosenFile }),
        onDone: { target: 'sent', actions: 'openApplicantSent' },
        onError: { target: 'failed', actions: assign({ error: failureMessage }) },
      },
    },
    failed: { on: { 'apply.close': 'closed' } },
    sent: { type: 'final' },
  },
});
