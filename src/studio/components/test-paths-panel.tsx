import { Anchor, Button, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { MachineEntry } from '../../../machines/registry';
import { studioMessages } from '../messages';
import { formatPaths } from '../model/path-format';
import { generatePaths, type PathReport, type PathStrategy } from '../model/test-paths';

const m = studioMessages.paths;

const strategyOptions = [
  { value: 'shortest', label: m.shortest },
  { value: 'simple', label: m.simple },
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
        {m.title}
      </Title>
      <Text size="sm">
        {m.listing} <code>docs/test-paths/{entry.id}.md</code> (<code>npm run paths -- {entry.id}</code>).
      </Text>
      <Group gap="sm" mt="xs" align="flex-end">
        <SegmentedControl
          aria-label={m.strategyLabel}
          data={strategyOptions}
          value={strategy}
          onChange={(value) => {
            setStrategy(value as PathStrategy);
            setReport(undefined);
          }}
        />
        <Button size="xs" onClick={() => setReport(generatePaths(entry.machine, strategy))}>
          {m.compute}
        </Button>
        {markdown && (
          <Anchor
            size="sm"
            href={`data:text/markdown;charset=utf-8,${encodeURIComponent(markdown)}`}
            download={`${entry.id}.md`}
          >
            {m.download}
          </Anchor>
        )}
      </Group>
      {report && (
        <Stack gap="xs" mt="xs">
          <Text size="sm" role="status">
            {m.summary({
              paths: report.paths.length,
              states: report.states.reached.length,
              allStates: report.states.total.length,
              transitions: report.transitions.reached.length,
              allTransitions: report.transitions.total.length,
            })}
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {report.paths.map((path, i) => (
              <List.Item key={i}>
                {m.reaches} <code>{path.target}</code>
                {path.steps.length === 0 ? m.initialState : ':'}
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
