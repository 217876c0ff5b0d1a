import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { rewardsMessages as m } from '../messages';
import { useDayRange } from '../use-day-range';
import { DateRangeFilter } from './date-range-filter';
import { MembersOnly } from './members-only';

interface RangedPageProps {
  title: string;
  /** The page's table for a 'start|end' range (spec 000 §7). */
  table(dateRange: string): ReactNode;
}

function Ranged({ title, table }: RangedPageProps) {
  const { range, dateRange, setRange } = useDayRange();
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{title}</Title>
      <Anchor component={Link} to={paths.rewards}>
        {m.links.rewards}
      </Anchor>
      {range && dateRange ? (
        <>
          <DateRangeFilter value={range} onChange={setRange} />
          {table(dateRange)}
        </>
      ) : null}
    </Stack>
  );
}

/** A member's page of point movements in a date range: its title, the way back to rewards, the range, the table. */
export function RangedPage(props: RangedPageProps) {
  return (
    <MembersOnly title={props.title}>
      <Ranged {...props} />
    </MembersOnly>
  );
}
