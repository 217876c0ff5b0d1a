import { Alert, Button, Grid, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { OnboardingProfile } from '../../../../machines/onboarding.machine';
import { useOnboarding } from '../flows/onboarding.impl';
import { failureText, profileMessages } from '../messages';
import { profileQueries } from '../api';
import { progressColor, stepProgress } from '../profile-rules';
import { useProfileServices } from '../profile-services';
import { FlagStep } from './flag-step';
import { PersonalStep } from './personal-step';
import { PhotoStep } from './photo-step';
import { WizardStepsNav } from './wizard-steps-nav';

const w = profileMessages.wizard;
const steps = ['personal', 'photo', 'flag', 'done'] as const;

/** 'Configura tu perfil': the three-step onboarding of spec 000 §2, driven by the onboarding statechart. */
export function OnboardingWizard({ profile, onFinish }: { profile: OnboardingProfile; onFinish(): void }) {
  const services = useProfileServices();
  const flags = useQuery(profileQueries.flags(services));
  const [snapshot, send] = useOnboarding(profile);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps.find((name) => snapshot.matches(name)) ?? 'personal';
  const current = steps.indexOf(step);
  const progress = stepProgress[step];
  const saving = snapshot.hasTag('saving');
  const { context } = snapshot;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2}>{w.title}</Title>
        <Progress
          value={progress}
          color={progressColor(progress)}
          size="lg"
          aria-label={w.progress(progress)}
        />
        <Text size="sm">{w.progress(progress)}</Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <WizardStepsNav current={current} onCurrentClick={() => heading.current?.focus()} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <Title order={3} ref={heading} tabIndex={-1}>
                {step === 'done' ? w.doneTitle : w.steps[current]}
              </Title>
              {context.error ? (
                <Alert color="red" role="alert">
                  {failureText(new Error(context.error))}
                </Alert>
              ) : null}
              {step === 'personal' ? (
                <PersonalStep
                  profile={context.profile}
                  saving={saving}
                  onSubmit={(values) => send({ type: 'personal.submit', values })}
                />
              ) : null}
              {step === 'photo' ? (
                <PhotoStep
                  profile={context.profile}
                  saving={saving}
                  onBack={() => send({ type: 'wizard.back' })}
                  onSubmit={(nickname, photo) => send({ type: 'photo.submit', nickname, photo })}
                />
              ) : null}
              {step === 'flag' ? (
                <FlagStep
                  flags={flags.data ?? []}
                  initial={context.profile.genderIdentityId ?? null}
                  saving={saving}
                  onBack={() => send({ type: 'wizard.back' })}
                  onSubmit={(genderIdentityId) => send({ type: 'flag.submit', genderIdentityId })}
                />
              ) : null}
              {step === 'done' ? (
                <Stack align="flex-start">
                  <Text role="status">{w.doneText}</Text>
                  <Button onClick={onFinish}>{w.toProfile}</Button>
                </Stack>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
