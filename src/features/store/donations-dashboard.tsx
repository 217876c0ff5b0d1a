import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { components } from '@openapi/schema';
import { formatMoney } from '@/shared/format';
import { storeMessages } from './messages';

type Stats = components['schemas']['DonationStats'];
const c = storeMessages.caring;

/** The caring community's analytics dashboard: paid donations by month and by foundation. */
export default function DonationsDashboard({ stats }: { stats: Stats }) {
  const months = stats.byMonth.map((row) => ({
    month: dayjs(`${row.month}-01`).format('MMM YYYY'),
    [c.amount]: row.amount,
  }));
  const foundations = stats.byFoundation.map((row) => ({ name: row.name, [c.amount]: row.amount }));
  const series = [{ name: c.amount, color: 'grape.7' }];
  return (
    <Stack component="section" aria-labelledby="donations-dashboard" gap="md">
      <Title order={2} id="donations-dashboard">
        {c.dashboard}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <figure style={{ margin: 0 }}>
          <Title order={3} size="h5" component="figcaption" mb="xs">
            {c.byMonth}
          </Title>
          <BarChart h={240} data={months} dataKey="month" series={series} valueFormatter={formatMoney} />
        </figure>
        <figure style={{ margin: 0 }}>
          <Title order={3} size="h5" component="figcaption" mb="xs">
            {c.byFoundation}
          </Title>
          <BarChart
            h={240}
            data={foundations}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 160 }}
            series={series}
            valueFormatter={formatMoney}
          />
        </figure>
      </SimpleGrid>
    </Stack>
  );
}
