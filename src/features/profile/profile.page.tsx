import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/shared/session';
import { QueryState } from '@/shared/ui';
import { CompleteProfileBanner } from './components/complete-profile-banner';
import { FullProfile } from './components/full-profile';
import { PrivacyCards } from './components/privacy-cards';
import { profileMessages } from './messages';
import { profileQueries, type UserProfile } from './api';
import { isIncomplete } from './profile-rules';
import { useProfileServices } from './profile-services';
import { OnboardingWizard } from './wizard/onboarding-wizard';

function MemberProfile({ profile }: { profile: UserProfile }) {
  // Decided once: the wizard stays until the person leaves its last step, even after the profile is complete.
  const [wizard, setWizard] = useState(() => isIncomplete(profile));
  const queryClient = useQueryClient();
  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: profileQueries.all });
    setWizard(false);
  };
  return (
    <Stack>
      {isIncomplete(profile) ? <CompleteProfileBanner /> : null}
      {wizard ? (
        <>
          <Title order={1}>{profileMessages.title}</Title>
          <OnboardingWizard profile={profile} onFinish={() => void finish()} />
          <PrivacyCards profile={profile} />
        </>
      ) : (
        <FullProfile profile={profile} />
      )}
    </Stack>
  );
}

/** /profile (spec 000 §2): the onboarding wizard while the profile is incomplete, the full profile otherwise. */
export default function ProfilePage() {
  const { signedIn } = useSession();
  const services = useProfileServices();
  const profile = useQuery({ ...profileQueries.own(services), enabled: signedIn });
  if (!signedIn) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="lg" radius="md">
          <Title order={1}>{profileMessages.title}</Title>
          <Text fw={700} mt="sm">
            {profileMessages.visitor.title}
          </Text>
          <Text mt="xs">{profileMessages.visitor.text}</Text>
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      <QueryState query={profile} loading={profileMessages.loading} failed={profileMessages.loadFailed}>
        {(data) => <MemberProfile profile={data} />}
      </QueryState>
    </Container>
  );
}
