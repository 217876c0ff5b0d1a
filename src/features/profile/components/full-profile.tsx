import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifyOk } from '@/shared/ui';
import { failureText, profileMessages } from '../messages';
import { profileQueries, type UserProfile } from '../api';
import { useProfileServices } from '../profile-services';
import { ProfileTabs } from '../tabs/profile-tabs';
import { EditProfileDrawer, type EditSubmission } from './edit-profile-drawer';
import { LevelsCard } from './levels-card';
import { MyFlagCard } from './my-flag-card';
import { PrivacyCards } from './privacy-cards';
import { ProfileHeaderCard } from './profile-header-card';

/** Width from which the flag card comes before the tables (spec 000 §2 /profile; Mantine's md). */
const WIDE = '(min-width: 62em)';

/**
 * The complete profile: header card, recognition levels, edit drawer, 'My Flag' card, the three tabs and 'Mis
 * datos'.
 */
export function FullProfile({ profile }: { profile: UserProfile }) {
  const services = useProfileServices();
  const queryClient = useQueryClient();
  const flags = useQuery(profileQueries.flags(services));
  const wide = useMediaQuery(WIDE, true);
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileQueries.all });
  const flag = useMutation({
    mutationFn: (id: number) => services.saveFlag(id),
    onSuccess: () => {
      notifyOk(profileMessages.notices.flagSaved);
      return refresh();
    },
    onError: (error) => notifyError(failureText(error)),
  });
  const save = async ({ form, photo }: EditSubmission): Promise<unknown> => {
    try {
      await services.saveProfile(form, photo);
    } catch (error) {
      notifyError(failureText(error));
      return error;
    }
    notifyOk(profileMessages.notices.saved);
    await refresh();
    return null;
  };
  const saveAdditionalEmail = async (additionalEmail: string, currentPassword: string): Promise<unknown> => {
    try {
      notifyOk(await services.saveAdditionalEmail(additionalEmail, currentPassword));
    } catch (error) {
      notifyError(failureText(error));
      return error;
    }
    await refresh();
    return null;
  };
  const flagCard = (
    <MyFlagCard
      profile={profile}
      flags={flags.data ?? []}
      saving={flag.isPending}
      onSave={(id) =>
        flag.mutateAsync(id).then(
          () => true,
          () => false,
        )
      }
    />
  );
  const tabs = <ProfileTabs userId={profile.userId} />;
  return (
    <Stack>
      <ProfileHeaderCard profile={profile} onEdit={() => setEditing(true)} />
      <LevelsCard />
      {wide ? flagCard : tabs}
      {wide ? tabs : flagCard}
      <PrivacyCards profile={profile} />
      {editing ? (
        <EditProfileDrawer
          profile={profile}
          opened
          onClose={() => setEditing(false)}
          onSave={save}
          onSaveAdditionalEmail={saveAdditionalEmail}
        />
      ) : null}
    </Stack>
  );
}
