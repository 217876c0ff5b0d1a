import { Anchor, Button, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { MachineEntry } from '../../../machines/registry';
import { formatPaths } from '../model/path-format';
import { generatePaths, type PathReport, type PathStrategy } from '../model/test-paths';

const strategyOptions = [
  { value: 'shortest', label: 'Más cortas' },
  { value: 'simple', label: 'Simples' },
];

function stepText(type: string, payload: Record<string, unknown>, state: string): string {
  const data = Object.keys(payload).length > 0 ? ` ${JSON.stringify(payload)}` : '';
  return `${type}${data} → ${state}`;
}

/** The QA test paths of a machine, computed in the browser with the same code as `npm run paths`. */
export function TestPathsPanel({ entry }: { entry: MachineEntry }) {
  const [strategy, setStrategy] = useState<PathStrategy>('shortest');
  const [report, setReport] = useState<PathReport>();
  const markdown = report ? formatPaths(report, 'md', [`# Test paths: ${entry.title}`, '']) : undefined;
  return (
    <section aria-labelledby={`paths-${entry.id}`}>
      <Title order={3} id={`paths-${entry.id}`}>
        Rutas de prueba
      </Title>
      <Text size="sm">
        Listado para QA en el repositorio: <code>docs/test-paths/{entry.id}.md</code> (
        <code>npm run paths -- {entry.id}</code>).
      </Text>
      <Group gap="sm" mt="xs" align="flex-end">
        <SegmentedControl
          aria-label="Estrategia de rutas"
          data={strategyOptions}
          value={strategy}
          onChange={(value) => {
            setStrategy(value as PathStrategy);
            setReport(undefined);
          }}
        />
        <Button size="xs" onClick={() => setReport(generatePaths(entry.machine, strategy))}>
          Calcular rutas
        </Button>
        {markdown && (
          <Anchor
            size="sm"
            href={`data:text/markdown;charset=utf-8,${encodeURIComponent(markdown)}`}
            download={`${entry.id}.md`}
          >
            Descargar rutas (.md)
          </Anchor>
        )}
      </Group>
      {report && (
        <Stack gap="xs" mt="xs">
          <Text size="sm" role="status">
            {report.paths.length} rutas · estados alcanzados {report.states.reached.length} de{' '}
            {report.states.total.length} · transiciones cubiertas {report.transitions.reached.length} de{' '}
            {report.transitions.total.length}
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {report.paths.map((path, i) => (
              <List.Item key={i}>
                Llega a <code>{path.target}</code>
                {path.steps.length === 0 ? ' (estado inicial)' : ':'}
                {path.steps.length > 0 && (
                  <List type="ordered" size="xs" withPadding>
                    {path.steps.map((step, j) => (
                      <List.Item key={j}>
                        <code>{stepText(step.type, step.payload, step.state)}</code>
                      </List.Item>
                    ))}
                  </List>
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </section>
  );
}
