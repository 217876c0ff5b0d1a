import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { onboardingMachine, type OnboardingProfile } from '../../../../machines/onboarding.machine';
import { CLEARED } from '../profile-rules';
import { profileQueries, type ProfileForm } from '../api';
import { useProfileServices } from '../profile-services';
import { devInspector } from '@/shared/inspection/dev-inspector';

/** The whole profile form from the profile as it is, with a step's changes on top. */
function formOf(profile: OnboardingProfile, changes: Partial<ProfileForm>): ProfileForm {
  return {
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName ?? '',
    birthday: profile.birthday ?? '',
    pronoun: (profile.pronoun ?? '') as ProfileForm['pronoun'],
    nickname: profile.nickname || CLEARED,
    ...(profile.genderIdentityId ? { GenderIdentityId: profile.genderIdentityId } : {}),
    ...(profile.urlProfileImage ? { urlProfileImage: profile.urlProfileImage } : {}),
    ...changes,
  };
}

export function useOnboarding(profile: OnboardingProfile) {
  const services = useProfileServices();
  const queryClient = useQueryClient();
  // Each saved step refreshes the profile, so the page's 'Completa tu perfil' goes once nothing is missing.
  const refreshed = <T>(save: Promise<T>) =>
    save.then((saved) => {
      void queryClient.invalidateQueries({ queryKey: profileQueries.all });
      return saved;
    });
  const [machine] = useState(() =>
    onboardingMachine.provide({
      actors: {
        savePersonal: fromPromise(({ input }) =>
          refreshed(
            services.saveProfile(
              formOf(input.profile, {
                ...input.changes,
                pronoun: input.changes.pronoun as ProfileForm['pronoun'],
              }),
              null,
            ),
          ),
        ),
        savePhoto: fromPromise(({ input }) =>
          refreshed(
            services.saveProfile(
              formOf(input.profile, { nickname: input.changes.nickname.trim() || CLEARED }),
              input.changes.photo,
            ),
          ),
        ),
        saveFlag: fromPromise(async ({ input }) => {
          await refreshed(services.saveFlag(input.changes.genderIdentityId));
          return { ...input.profile, genderIdentityId: input.changes.genderIdentityId };
        }),
      },
      actions: {
        markContentStepComplete: () => services.contentStep.mark(),
        clearContentStepComplete: () => services.contentStep.clear(),
      },
    }),
  );
  return useMachine(machine, {
    input: { profile, contentStepComplete: services.contentStep.read() },
    inspect: devInspector,
  });
}
