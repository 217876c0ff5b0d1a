import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveStatus, useHub } from '@/shared/live';
import { useSession } from '@/shared/session';
import { VisitorBlocker } from '@/shared/ui';
import { recognitionQueries } from './api';
import { CategoryList } from './components/category-list';
import { RankingList } from './components/ranking-list';
import { RecognitionForm } from './components/recognition-form';
import { RewardsPanel } from './components/rewards-panel';
import { recognitionMessages as m } from './messages';

function Loading() {
  return (
    <Group role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{m.loading}</Text>
    </Group>
  );
}

function Failure({ error }: { error: Error | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  ) : null;
}

/** The selected category's top 10, with the whole ranking in the 'Ver todos' dialog. */
function Ranking({ typeId, title }: { typeId: number; title: string }) {
  const [all, setAll] = useState(false);
  const top = useQuery(recognitionQueries.topTen(typeId));
  const whole = useQuery({ ...recognitionQueries.wholeRanking(typeId), enabled: all });
  return (
    <Paper component="section" aria-label={m.ranking(title)} withBorder p="md" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {m.ranking(title)}
          </Title>
          <Button variant="outline" onClick={() => setAll(true)} aria-haspopup="dialog">
            {m.seeAll}
          </Button>
        </Group>
        {top.isPending ? <Loading /> : null}
        <Failure error={top.error} />
        {top.data ? <RankingList entries={top.data} label={m.ranking(title)} /> : null}
      </Stack>
      <Modal
        opened={all}
        onClose={() => setAll(false)}
        title={m.allRanking(title)}
        closeButtonProps={{ 'aria-label': m.close }}
        size="lg"
      >
        {whole.isPending ? <Loading /> : null}
        <Failure error={whole.error} />
        {whole.data ? <RankingList entries={whole.data} label={m.allRanking(title)} /> : null}
      </Modal>
    </Paper>
  );
}

/** Refreshes the board when anyone in the company is recognised, so rankings move without a reload. */
function LiveBoard() {
  const queryClient = useQueryClient();
  const status = useHub('notification', {
    rankingChanged: () => void queryClient.invalidateQueries({ queryKey: recognitionQueries.all }),
  });
  return <LiveStatus status={status} />;
}

/** /board, the recognition board (spec 000 "Recognition board"). */
export default function BoardPage() {
  const { signedIn } = useSession();
  const categories = useQuery({ ...recognitionQueries.categories(), enabled: signedIn });
  const destinataries = useQuery({ ...recognitionQueries.destinataries(), enabled: signedIn });
  const mine = useQuery({ ...recognitionQueries.mine(), enabled: signedIn });
  const tops = useQuery({ ...recognitionQueries.topOnes(), enabled: signedIn });
  const [picked, setPicked] = useState<number | null>(null);
  const list = categories.data ?? [];
  // Until one is chosen, the first category that already has a ranking is shown.
  const ranked = new Set(tops.data?.map((t) => t.acknowledgmentTypeId));
  const selected =
    list.find((c) => c.acknowledgmentTypeId === picked) ??
    list.find((c) => ranked.has(c.acknowledgmentTypeId)) ??
    list[0];

  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>{m.title}</Title>
        <Text>{m.intro}</Text>
        {signedIn ? <LiveBoard /> : <VisitorBlocker />}
        {signedIn ? (
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack>
                <Title order={2} size="h3">
                  {m.categories}
                </Title>
                {categories.isPending ? <Loading /> : null}
                <Failure error={categories.error} />
                {categories.data ? (
                  <CategoryList
                    categories={list}
                    selected={selected?.acknowledgmentTypeId ?? null}
                    onSelect={setPicked}
                  />
                ) : null}
                {selected ? (
                  <Ranking typeId={selected.acknowledgmentTypeId} title={selected.title} />
                ) : (
                  <Text>{m.chooseCategoryHint}</Text>
                )}
                <Failure error={destinataries.error} />
                {categories.data && destinataries.data ? (
                  <RecognitionForm categories={list} destinataries={destinataries.data} />
                ) : null}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              {mine.isPending ? <Loading /> : null}
              <Failure error={mine.error} />
              {mine.data ? <RewardsPanel mine={mine.data} /> : null}
            </Grid.Col>
          </Grid>
        ) : null}
      </Stack>
    </Container>
  );
}
