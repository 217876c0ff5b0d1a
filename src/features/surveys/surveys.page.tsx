import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/shared/session';
import { QueryState } from '@/shared/ui';
import { PendingSurveys, ResolvedSurveys } from './components/survey-lists';
import { SurveySlider } from './components/survey-slider';
import { surveyMessages as m } from './messages';
import type { SurveySummary } from './api';
import { useSurveyServices } from './survey-services';

/** /surveys, 'Tu opinión' (spec 000 §2): pending surveys, recently completed ones and the answering slider. */
export default function SurveysPage() {
  const { signedIn, userId } = useSession();
  const services = useSurveyServices();
  const [open, setOpen] = useState<SurveySummary | null>(null);
  const surveys = useQuery({
    queryKey: ['surveys', 'profile', userId ?? 0],
    queryFn: () => services.listSurveys(),
    enabled: signedIn,
  });
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{m.title}</Title>
        {/* The promise of anonymity is made only when every survey offered keeps it. */}
        <Text>{surveys.data?.pendingSurveys.some((s) => !s.isAnonymous) ? m.introMixed : m.intro}</Text>
        {!signedIn ? <Alert color="grape">{m.visitor}</Alert> : null}
        {signedIn ? (
          <QueryState query={surveys} loading={m.loadingList}>
            {(data) => (
              <Grid>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <PendingSurveys surveys={data.pendingSurveys} onOpen={setOpen} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <ResolvedSurveys surveys={data.resolvedSurveys} />
                </Grid.Col>
              </Grid>
            )}
          </QueryState>
        ) : null}
      </Stack>
      {open ? <SurveySlider surveyId={open.surveyId} title={open.title} /> : null}
    </Container>
  );
}
