import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { BannerType, bannersQuery, countBannerView } from '@/shared/carousel';
import { widgetsQuery } from '@/shared/home';
import { useSession } from '@/shared/session';
import { HydrateWhenNear } from '@/shared/ui/hydrate-when-near';
import { BannerArea } from './components/banner-area';
import classes from './components/home.module.css';
import { LinkBoxes } from './components/link-boxes';
import { NewEpisodeCard } from './components/new-episode-card';
import { RewardsTeaser } from './components/rewards-teaser';
import { homeMessages as m } from './messages';

/** Spec 000 §9: banner fade 1000 ms with autoplay; side adverts autoplay 2800 ms at 800 ms. */
const BANNER = { delay: 5000, duration: 40 };
const ADVERT = { delay: 2800, duration: 32 };
const open = (item: { companyHolidayId: number }) => countBannerView(item.companyHolidayId);
const loadHomeWidgets = () => import('./components/home-widgets');
const HomeWidgets = lazy(() => loadHomeWidgets().then((module) => ({ default: module.HomeWidgets })));

/** /home: the public home wall (spec 000 "/home"). */
export default function HomePage() {
  const { signedIn, userId } = useSession();
  const banners = useQuery(bannersQuery(BannerType.homeBanner));
  const adverts = useQuery(bannersQuery(BannerType.advert));
  const widgets = useQuery(widgetsQuery(userId));
  const now = Date.now();
  // Members only: fetched beside their widgets' call, so a visitor's page never carries it.
  useEffect(() => {
    if (signedIn) void loadHomeWidgets();
  }, [signedIn]);
  return (
    <Stack gap="lg">
      <VisuallyHidden>
        <Title order={1}>{m.title}</Title>
      </VisuallyHidden>
      <BannerArea
        label={m.bannerLabel}
        items={banners.data ?? []}
        pending={banners.isPending}
        {...BANNER}
        fade
        width={1600}
        height={690}
        priority
        onOpen={open}
      />
      <div className={classes.layout}>
        {widgets.isPending ? (
          // The column arrives whole, so nothing in it moves when the episode card lands at its top.
          <div className={classes.pendingColumn} />
        ) : (
          <Stack gap="lg">
            {widgets.data ? <NewEpisodeCard talk={widgets.data.auditoriumWidget.data} now={now} /> : null}
            <LinkBoxes />
            {signedIn && widgets.data ? <RewardsTeaser points={widgets.data.rewardWidget.points} /> : null}
            {signedIn && widgets.data ? (
              <Suspense fallback={null}>
                <HomeWidgets widgets={widgets.data} now={now} />
              </Suspense>
            ) : null}
          </Stack>
        )}
        <aside aria-label={m.advertLabel} className={classes.aside}>
          <HydrateWhenNear>
            <BannerArea
              label={m.advertLabel}
              items={adverts.data ?? []}
              pending={adverts.isPending}
              {...ADVERT}
              width={400}
              height={900}
              onOpen={open}
            />
          </HydrateWhenNear>
        </aside>
      </div>
    </Stack>
  );
}
