import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

const COLORS = ['grape.7', 'pink.7', 'indigo.7', 'teal.8', 'orange.8', 'cyan.8', 'red.8', 'lime.9'];

export interface ChartRows {
  keys: string[];
  rows: Record<string, string | number>[];
}

/**
 * A pie for General and grouped bars for the other groupings (spec 002 §2), with the same numbers as a table
 * for screen readers. Loaded on its own so the charts library stays out of every other route.
 */
export default function ResultsChart({
  data,
  general,
  label,
}: {
  data: ChartRows;
  general: boolean;
  label: string;
}) {
  // Mantine adds 80 px around the pie for outside labels: a smaller pie keeps a phone's page from scrolling.
  const phone = useMediaQuery('(max-width: 36em)');
  const pie = data.rows.map((row, i) => ({
    name: String(row.answer),
    value: Number(row[data.keys[0] ?? 'Total'] ?? 0),
    color: COLORS[i % COLORS.length] as string,
  }));
  return (
    <>
      {/* inert: the table below carries the numbers; the drawing stays out of the keyboard and screen readers. */}
      <div inert>
        {general ? (
          <PieChart
            data={pie}
            withLabels
            withLegend
            withTooltip={false}
            size={phone ? 160 : 260}
            mx="auto"
            pieChartProps={{ accessibilityLayer: false }}
          />
        ) : (
          <BarChart
            h={300}
            data={data.rows}
            dataKey="answer"
            series={data.keys.map((key, i) => ({ name: key, color: COLORS[i % COLORS.length] as string }))}
            withLegend
            withTooltip={false}
            // The table below carries the numbers; a focusable chart inside aria-hidden would trap keyboards.
            barChartProps={{ accessibilityLayer: false }}
          />
        )}
      </div>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{label}</Table.Th>
            {data.keys.map((key) => (
              <Table.Th key={key} scope="col">
                {key}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={String(row.answer)}>
              <Table.Th scope="row">{String(row.answer)}</Table.Th>
              {data.keys.map((key) => (
                <Table.Td key={key}>{Number(row[key] ?? 0)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
