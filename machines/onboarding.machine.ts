import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { failureMessage } from './shared/failure';
import { firstThatHolds } from './shared/routing';
import {
  DEFAULT_AVATAR,
  newcomer,
  withPersonal,
  withPhoto,
  type OnboardingProfile,
} from './onboarding-profile';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export { type OnboardingProfile } from './onboarding-profile';

export interface PersonalValues {
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthday: string;
  pronoun: string;
}

export interface OnboardingInput {
  profile: OnboardingProfile;
  /** The browser's "content step complete" flag: step 2 was saved earlier. */
  contentStepComplete: boolean;
}

interface OnboardingContext extends OnboardingInput {
  /** What the last failed save said, shown on the step. */
  error: string | null;
}

export type OnboardingEvent =
  | { type: 'personal.submit'; values: PersonalValues }
  | { type: 'photo.submit'; nickname: string; photo: Blob | null }
  | { type: 'flag.submit'; genderIdentityId: number }
  | { type: 'wizard.back' };

/** What a save gets: the profile as it is and the step's changes. */
interface SaveInput<TChanges> {
  profile: OnboardingProfile;
  changes: TChanges;
}

/** Steps 1 and 2 are done when these hold (spec 000 §2 /profile). */
const hasPersonalInfo = (p: OnboardingProfile) =>
  !!p.firstName?.trim() &&
  !!(p.lastName?.trim() || p.middleName?.trim()) &&
  !!p.birthday &&
  !Number.isNaN(Date.parse(p.birthday)) &&
  !!p.pronoun;
export const hasOwnPhoto = (p: OnboardingProfile) =>
  !!p.urlProfileImage && p.urlProfileImage !== DEFAULT_AVATAR;

const failure = { error: { message: 'El servicio no se encuentra disponible temporalmente' } };

const onboardingSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    tags: 'saving',
    input: {} as OnboardingInput,
  },
  actors: {
    savePersonal: appProvided<OnboardingProfile, SaveInput<PersonalValues>>('savePersonal'),
    savePhoto: appProvided<OnboardingProfile, SaveInput<{ nickname: string; photo: Blob | null }>>(
      'savePhoto',
    ),
    saveFlag: appProvided<OnboardingProfile, SaveInput<{ genderIdentityId: number }>>('saveFlag'),
  },
  guards: {
    needsPersonalInfo: ({ context }) => !hasPersonalInfo(context.profile),
    needsPhoto: ({ context }) => !hasOwnPhoto(context.profile) && !context.contentStepComplete,
  },
  actions: {
    /** Sets the browser's "content step complete" flag. */
    markContentStepComplete: () => {},
    /** Clears that flag once the flag step is saved. */
    clearContentStepComplete: () => {},
  },
});

type SaveInvoke = Exclude<
  NonNullable<Parameters<typeof onboardingSetup.createStateConfig>[0]['invoke']>,
  readonly unknown[]
>;

/**
 * A wizard step: its form, then its save under the 'saving' tag. A failed save goes back to the form with the
 * gateway's message; `back` is the earlier step 'Atrás' returns to.
 */
const wizardStep = (
  submit: 'personal.submit' | 'photo.submit' | 'flag.submit',
  back: '#onboarding.personal' | '#onboarding.photo' | null,
  save: SaveInvoke extends infer T ? (T extends SaveInvoke ? Omit<T, 'onError'> : never) : never,
) =>
  onboardingSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          [submit]: 'saving',
          ...(back && { 'wizard.back': { target: back, actions: assign({ error: null }) } }),
        },
      },
      saving: {
        tags: ['saving'],
        invoke: { ...save, onError: { target: 'editing', actions: assign({ error: failureMessage }) } },
      },
    },
  });

export const onboardingMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ ...input, error: null }),
  meta: {
    title: 'Configura tu perfil',
    area: 'Perfil',
    description:
      'El asistente «Configura tu perfil» de /profile (spec 000 §2): 1 información personal, 2 apodo y foto, ' +
      '3 bandera, 4 listo. Empieza en la información personal hasta que hay nombre, un apellido, una fecha de ' +
      'nacimiento válida y un pronombre; luego en la foto hasta que hay una foto distinta de la predeterminada o ' +
      'el navegador recuerda el paso completado; luego en la bandera. Guardar la foto marca ese paso; guardar la ' +
      'bandera lo desmarca. Foto y bandera tienen «Atrás»; si guardar falla se queda en el paso con el mensaje.',
    input: { profile: newcomer, contentStepComplete: false },
    samples: {
      'personal.submit': [
        {
          values: {
            firstName: 'Luis Ángel',
            middleName: '',
            lastName: 'Torres Méndez',
            birthday: '1999-09-09',
            pronoun: 'Él',
          },
        },
      ],
      'photo.submit': [{ nickname: 'Luis', photo: null }],
      'flag.submit': [{ genderIdentityId: 1 }],
      'xstate.done.actor.savePersonal': [{ output: withPersonal }],
      'xstate.done.actor.savePhoto': [{ output: withPhoto }],
      'xstate.done.actor.saveFlag': [{ output: { ...withPhoto, genderIdentityId: 1 } }],
      'xstate.error.actor.savePersonal': [failure],
      'xstate.error.actor.savePhoto': [failure],
      'xstate.error.actor.saveFlag': [failure],
    },
  } satisfies MachineMeta<
    OnboardingInput,
    MachineSamples<
      OnboardingEvent,
      'savePersonal' | 'savePhoto' | 'saveFlag',
      { savePersonal: OnboardingProfile; savePhoto: OnboardingProfile; saveFlag: OnboardingProfile }
    >
  >,
  initial: 'deciding',
  states: {
    deciding: {
      always: firstThatHolds({ needsPersonalInfo: 'personal', needsPhoto: 'photo' }, 'flag'),
    },
    personal: wizardStep('personal.submit', null, {
      id: 'savePersonal',
      src: 'savePersonal',
      input: ({ context, event }) => ({
        profile: context.profile,
        changes: (event as Extract<OnboardingEvent, { type: 'personal.submit' }>).values,
      }),
      onDone: {
        target: '#onboarding.deciding',
        actions: assign({ profile: ({ event }) => event.output, error: null }),
      },
    }),
    photo: wizardStep('photo.submit', '#onboarding.personal', {
      id: 'savePhoto',
      src: 'savePhoto',
      input: ({ context, event }) => {
        const { nickname, photo } = event as Extract<OnboardingEvent, { type: 'photo.submit' }>;
        return { profile: context.profile, changes: { nickname, photo } };
      },
      onDone: {
        target: '#onboarding.flag',
        actions: [
          assign({ profile: ({ event }) => event.output, contentStepComplete: true, error: null }),
          'markContentStepComplete',
        ],
      },
    }),
    flag: wizardStep('flag.submit', '#onboarding.photo', {
      id: 'saveFlag',
      src: 'saveFlag',
      input: ({ context, event }) => ({
        profile: context.profile,
        changes: {
          genderIdentityId: (event as Extract<OnboardingEvent, { type: 'flag.submit' }>).genderIdentityId,
        },
      }),
      onDone: {
        target: '#onboarding.done',
        actions: [
          assign({ profile: ({ event }) => event.output, contentStepComplete: false, error: null }),
          'clearContentStepComplete',
        ],
      },
    }),
    done: { type: 'final' },
  },
});
