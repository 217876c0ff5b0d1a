import { Alert, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { MachineEntry } from '../../../machines/registry';
import type { LiveSnapshotMessage } from '@/shared/inspection/inspection-messages';
import { useChartLayout } from '../hooks/use-chart-layout';
import { useSimulation } from '../hooks/use-simulation';
import { studioMessages } from '../messages';
import { buildChartModel } from '../model/machine-chart';
import { stateValueLabel } from '../model/labels';
import { readSamples } from '../model/machine-samples';
import { activeStateIds } from '../model/snapshot-info';
import { stateValueIds } from '../model/state-value-ids';
import { DiagramViewport } from './diagram-viewport';
import { SimulationPanel } from './simulation-panel';
import { TestPathsPanel } from './test-paths-panel';

const m = studioMessages.machine;

interface MachineViewProps {
  entry: MachineEntry;
  live: LiveSnapshotMessage | undefined;
}

/** One machine: its diagram, its simulation and its test paths. */
export function MachineView({ entry, live }: MachineViewProps) {
  const model = useMemo(() => buildChartModel(entry.machine), [entry.machine]);
  const samples = useMemo(() => readSamples(entry.machine), [entry.machine]);
  const layout = useChartLayout(model);
  const controls = useSimulation(entry.machine);
  const activeIds = useMemo(
    () => new Set(activeStateIds(controls.simulation.snapshot)),
    [controls.simulation.snapshot],
  );
  const liveIds = useMemo(
    () => new Set(live ? stateValueIds(entry.machine, live.value) : []),
    [live, entry.machine],
  );
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{entry.title}</Title>
        <Text size="sm">{entry.description}</Text>
        <Text size="sm">
          {m.file} <code>{entry.source}</code> · {m.id} <code>{entry.id}</code>
        </Text>
        {live && (
          <Text size="sm" c="grape.9">
            {m.liveState(live.sessionId, stateValueLabel(live.value))}
          </Text>
        )}
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {layout.status === 'ready' && (
            <DiagramViewport
              layouts={layout.layouts}
              machineId={entry.id}
              title={entry.title}
              activeIds={activeIds}
              liveIds={liveIds}
            />
          )}
          {layout.status === 'loading' && <Loader aria-label={m.drawing} />}
          {layout.status === 'failed' && (
            <Alert color="red" title={m.drawFailed}>
              {layout.message}
            </Alert>
          )}
          <Text size="xs" mt={4}>
            {m.legend}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Title order={3}>{m.simulation}</Title>
          <SimulationPanel machine={entry.machine} samples={samples} controls={controls} />
        </Grid.Col>
      </Grid>
      <TestPathsPanel entry={entry} />
    </Stack>
  );
}
