import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { matchDestinatary, type NamedPerson } from '../domain/recognition';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export type RecognitionPayload = components['schemas']['AcknowledgmentPayload'];

/** The gateway's reply code and message: '00' created, '03' to oneself, anything else a failure. */
export interface RecognitionOutcome {
  responseCode: string;
  responseMessage: string;
}

export interface RecognitionInput {
  /** The destinatary list the collaborator must match (spec 000 §5). */
  destinataries: NamedPerson[];
}

export interface RecognitionContext extends RecognitionInput {
  typeId: number | null;
  collaboratorName: string;
  collaboratorId: number | null;
  text: string;
  /** Set by a submit with something missing, so the form shows what is required. */
  attempted: boolean;
  /** The server's message of the last failure. */
  failure: string;
}

export type RecognitionEvent =
  | { type: 'recognition.chooseCategory'; typeId: number }
  | { type: 'recognition.typeCollaborator'; name: string }
  | { type: 'recognition.writeMessage'; text: string }
  | { type: 'recognition.submit' }
  | { type: 'recognition.dismiss' };

const blank = (text: string) => text.trim() === '';

const recognitionSetup = setup({
  types: machineTypes<RecognitionContext, RecognitionEvent, RecognitionInput>(),
  actors: {
    saveRecognition: appProvided<RecognitionOutcome, RecognitionPayload>('saveRecognition'),
  },
  guards: {
    isBlankName: ({ event }) =>
      blank((event as Extract<RecognitionEvent, { type: 'recognition.typeCollaborator' }>).name),
    isKnownCollaborator: ({ context, event }) => {
      const { name } = event as Extract<RecognitionEvent, { type: 'recognition.typeCollaborator' }>;
      return matchDestinatary(name, context.destinataries) !== undefined;
    },
    hasText: ({ context }) => !blank(context.text),
    isBlankText: ({ event }) =>
      blank((event as Extract<RecognitionEvent, { type: 'recognition.writeMessage' }>).text),
    isCreated: ({ event }) =>
      (event as unknown as { output: RecognitionOutcome }).output.responseCode === '00',
    isToSelf: ({ event }) =>
      (event as unknown as { output: RecognitionOutcome }).output.responseCode === '03',
  },
  actions: {
    setCategory: assign({
      typeId: ({ event }) =>
        (event as Extract<RecognitionEvent, { type: 'recognition.chooseCategory' }>).typeId,
    }),
    /** Who was typed, and whether they are on the destinatary list. */
    setCollaborator: assign(({ context, event }) => {
      const { name } = event as Extract<RecognitionEvent, { type: 'recognition.typeCollaborator' }>;
      return {
        collaboratorName: name,
        collaboratorId: matchDestinatary(name, context.destinataries)?.userProfileId ?? null,
      };
    }),
    setMessage: assign({
      text: ({ event }) => (event as Extract<RecognitionEvent, { type: 'recognition.writeMessage' }>).text,
    }),
    markAttempted: assign({ attempted: true }),
    resetForm: assign({
      typeId: null,
      collaboratorName: '',
      collaboratorId: null,
      text: '',
      attempted: false,
    }),
    setFailure: assign({
      failure: ({ event }) => (event as unknown as { output: RecognitionOutcome }).output.responseMessage,
    }),
    clearFailure: assign({ failure: '' }),
    /** The board refreshes its rankings. */
    recognitionCreated: () => {},
  },
});

/**
 * Changing the category or the collaborator once past the category: a blank or unknown name goes to matching
 * the collaborator (`matching` is how that state is reached from here), a known one goes on as `known` says.
 */
const changingChoices = (
  matching: '.' | 'matchingCollaborator.',
  known: { target?: 'writingMessage' } = {},
) =>
  recognitionSetup.createStateConfig({
    on: {
      'recognition.chooseCategory': { actions: 'setCategory' },
      'recognition.typeCollaborator': [
        { guard: 'isBlankName', target: `${matching}empty`, actions: 'setCollaborator' },
        { guard: 'isKnownCollaborator', ...known, actions: 'setCollaborator' },
        { target: `${matching}invalid`, actions: 'setCollaborator' },
      ],
    },
  }).on;

export const recognitionMachine = recognitionSetup.createMachine({
  id: 'recognition',
  context: ({ input }) => ({
    ...input,
    typeId: null,
    collaboratorName: '',
    collaboratorId: null,
    text: '',
    attempted: false,
    failure: '',
  }),
  meta: {
    title: 'Agregar reconocimiento',
    area: 'Reconocimientos',
    description:
      'El formulario «Agregar reconocimiento» del tablero (spec 000 §4, §5, §8): primero se elige la categoría, ' +
      'luego el colaborador, que debe coincidir con un nombre de la lista de destinatarios («Colaborador ' +
      'invalido» si no), y después el mensaje; enviar sin un dato marca «*Campo requerido». Al enviar, el código ' +
      '00 muestra «Se ha generado el reconocimiento» y reinicia el formulario; 03 muestra «No es posible ' +
      'realizar un Reconocimiento a sí mismo» y cualquier otro fallo «No se pudo realizar el reconocimiento» (o ' +
      'el motivo del servidor), conservando lo escrito.',
    input: {
      destinataries: [{ userProfileId: 7, firstName: 'Carlos', middleName: null, lastName: 'Mendoza' }],
    },
    samples: {
      'recognition.chooseCategory': [{ typeId: 1 }],
      'recognition.typeCollaborator': [{ name: 'Carlos Mendoza' }, { name: 'Nadie Conocido' }, { name: '' }],
      'recognition.writeMessage': [{ text: 'Gracias por tu apoyo' }, { text: '   ' }],
      'xstate.done.actor.saveRecognition': [
        { output: { responseCode: '00', responseMessage: 'Se ha generado el reconocimiento' } },
        {
          output: {
            responseCode: '03',
            responseMessage: 'No es posible realizar un Reconocimiento a sí mismo',
          },
        },
        { output: { responseCode: '04', responseMessage: 'No se pudo realizar el reconocimiento' } },
      ],
      'xstate.error.actor.saveRecognition': [{ error: { message: 'Sin conexión' } }],
    },
  } satisfies MachineMeta<
    RecognitionInput,
    MachineSamples<RecognitionEvent, 'saveRecognition', { saveRecognition: RecognitionOutcome }>
  >,
  initial: 'choosingCategory',
  states: {
    choosingCategory: {
      on: {
        'recognition.chooseCategory': { target: 'matchingCollaborator', actions: 'setCategory' },
        'recognition.submit': { actions: 'markAttempted' },
      },
    },
    matchingCollaborator: {
      initial: 'empty',
      on: {
        ...changingChoices('.', { target: 'writingMessage' }),
        'recognition.submit': { actions: 'markAttempted' },
      },
      states: {
        empty: {},
        /** 'Colaborador invalido': the name is not on the destinatary list. */
        invalid: {},
      },
    },
    writingMessage: {
      initial: 'entering',
      on: changingChoices('matchingCollaborator.'),
      states: {
        /** A message written before the collaborator changed is kept. */
        entering: { always: [{ guard: 'hasText', target: 'written' }, { target: 'empty' }] },
        empty: {
          on: {
            'recognition.writeMessage': [
              { guard: 'isBlankText', actions: 'setMessage' },
              { target: 'written', actions: 'setMessage' },
            ],
            'recognition.submit': { actions: 'markAttempted' },
          },
        },
        written: {
          on: {
            'recognition.writeMessage': [
              { guard: 'isBlankText', target: 'empty', actions: 'setMessage' },
              { actions: 'setMessage' },
            ],
            'recognition.submit': '#recognition.submitting',
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'saveRecognition',
        src: 'saveRecognition',
        input: ({ context }) => ({
          acknowledgmentTypeId: context.typeId ?? 0,
          userProfileTo: context.collaboratorId ?? 0,
          text: context.text.trim(),
        }),
        onDone: [
          { guard: 'isCreated', target: 'created', actions: 'recognitionCreated' },
          { guard: 'isToSelf', target: 'toSelf' },
          { target: 'failed', actions: 'setFailure' },
        ],
        onError: { target: 'failed', actions: 'clearFailure' },
      },
    },
    /** '00' 'Se ha generado el reconocimiento'; the form starts again. */
    created: {
      on: {
        'recognition.dismiss': {
          target: 'choosingCategory',
          actions: 'resetForm',
        },
      },
    },
    /** '03' 'No es posible realizar un Reconocimiento a sí mismo'; the form keeps its values to pick someone else. */
    toSelf: { on: { 'recognition.dismiss': 'writingMessage.written' } },
    /** '99' 'No se pudo realizar el reconocimiento' (or the server's reason); the form keeps what was written. */
    failed: { on: { 'recognition.dismiss': 'writingMessage.written' } },
  },
});
