import { Grid, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { BannerType, bannersQuery, countBannerView } from '@/shared/carousel';
import { useSession } from '@/shared/session';
import { talkCalls, talkQueries } from './api';
import { LatestBanner } from './components/latest-banner';
import { SeasonsList } from './components/seasons-list';
import { TalkViewer } from './components/talk-viewer';
import { UpcomingList } from './components/upcoming-list';
import type { TalkServices } from './flows/pride-talks.impl';
import { talkMessages as m } from './messages';

const HolidaySlider = lazy(() =>
  import('@/shared/carousel/holiday-slider').then((module) => ({ default: module.HolidaySlider })),
);

const services: TalkServices = {
  loadTalk: async (id) => ({ talk: (await talkCalls.load(id)).data, at: Date.now() }),
  recordView: talkCalls.recordView,
};

const requested = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /audience/{idAudience?}: Pride Talks (spec 001 §2); the parameter opens that talk on arrival. */
export default function AudiencePage() {
  const { idAudience } = useParams();
  const { userId } = useSession();
  const [now] = useState(() => Date.now());
  const latest = useQuery(talkQueries.latest(userId));
  const slider = useQuery(bannersQuery(BannerType.prideTalks));
  const latestTalk = latest.data;
  return (
    <TalkViewer requestedId={requested(idAudience)} services={services}>
      {(open) => (
        <Stack gap="lg">
          <Title order={1}>{m.title}</Title>
          {latestTalk ? <LatestBanner talk={latestTalk} now={now} onOpen={() => open(latestTalk)} /> : null}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Tabs defaultValue="seasons" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="seasons">{m.tabs.seasons}</Tabs.Tab>
                  <Tabs.Tab value="upcoming">{m.tabs.upcoming}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="seasons" pt="md">
                  <SeasonsList userId={userId} now={now} onOpen={open} />
                </Tabs.Panel>
                <Tabs.Panel value="upcoming" pt="md">
                  <UpcomingList userId={userId} now={now} onOpen={open} />
                </Tabs.Panel>
              </Tabs>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <aside aria-label={m.sliderLabel}>
                {slider.data && slider.data.length > 0 ? (
                  <Suspense fallback={null}>
                    <HolidaySlider
                      label={m.sliderLabel}
                      items={slider.data}
                      delay={2800}
                      duration={32}
                      width={1600}
                      height={690}
                      onOpen={(item) => countBannerView(item.companyHolidayId)}
                    />
                  </Suspense>
                ) : null}
              </aside>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </TalkViewer>
  );
}
