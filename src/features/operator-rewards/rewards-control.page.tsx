import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ConsoleTabs } from '@/shared/admin';
import { paths, routePatterns } from '@/shared/routing';
import { matchPath } from 'react-router';
import { operatorCalls, operatorQueries } from './api';
import { CatalogueTab } from './components/catalogue-tab';
import { RewardsTab } from './components/rewards-tab';
import { operatorMessages as m } from './messages';

type Tab = 'rewards' | 'providers' | 'categories';
const o = routePatterns.operator;

/** Which tab a URL shows (decision 0145): its own path, or {tap} 1-3 on /operator/homeOps/{tap}. */
function tabOf(pathname: string, tap: string | undefined): Tab {
  if (matchPath(o.providers, pathname)) return 'providers';
  if (matchPath(o.categories, pathname)) return 'categories';
  if (matchPath(o.homeOps, pathname))
    return tap === '2' ? 'providers' : tap === '3' ? 'categories' : 'rewards';
  return 'rewards';
}

const tabPath: Record<Tab, string> = {
  rewards: paths.operator.controlReward(1),
  providers: paths.operator.providers(1),
  categories: paths.operator.categories(1),
};

const catalogueKinds = ['providers', 'categories'] as const;

/** Where a provider's or category's page is, and how one is deactivated. */
const catalogues = {
  providers: {
    detailsPath: paths.operator.rewardProviderDetails,
    deactivate: operatorCalls.deactivateProvider,
  },
  categories: {
    detailsPath: paths.operator.rewardCategoryDetails,
    deactivate: operatorCalls.deactivateCategory,
  },
};

/** A provider or a category as its tab lists it. */
const row = (id: number, name: string, image: string, active: boolean) => ({ id, name, image, active });

/** /operator: the rewards control, three tabs (rewards, providers, categories), 10 rows a page. */
export default function RewardsControlPage() {
  const { pathname } = useLocation();
  const { tap } = useParams();
  const navigate = useNavigate();
  const tab = tabOf(pathname, tap);
  const providers = useQuery(operatorQueries.providers());
  const categories = useQuery(operatorQueries.categories());
  const rows = {
    providers: providers.data?.map((p) => row(p.rewardProviderId, p.businessName, p.urlLogo, p.active)),
    categories: categories.data?.map((c) => row(c.rewardCategoryId, c.description, c.urlIcon, c.active)),
  };
  return (
    <Stack>
      <Title order={1}>{m.titles.control}</Title>
      <ConsoleTabs
        value={tab}
        onChange={(value) => value && navigate(tabPath[value as Tab])}
        tabs={[
          { value: 'rewards', label: m.tabs.rewards, panel: <RewardsTab /> },
          ...catalogueKinds.map((kind) => ({
            value: kind,
            label: m.tabs[kind],
            panel: <CatalogueTab label={m.tabs[kind]} rows={rows[kind]} {...catalogues[kind]} />,
          })),
        ]}
      />
    </Stack>
  );
}
