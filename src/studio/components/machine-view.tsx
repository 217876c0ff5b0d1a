import { Alert, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { MachineEntry } from '../../../machines/registry';
import type { LiveSnapshotMessage } from '@/shared/inspection/inspection-messages';
import { useChartLayout } from '../hooks/use-chart-layout';
import { useSimulation } from '../hooks/use-simulation';
import { buildChartModel } from '../model/chart-model';
import { stateValueLabel } from '../model/labels';
import { readSamples } from '../model/machine-samples';
import { activeStateIds } from '../model/snapshot-info';
import { stateValueIds } from '../model/state-value-ids';
import { DiagramViewport } from './diagram-viewport';
import { SimulationPanel } from './simulation-panel';
import { TestPathsPanel } from './test-paths-panel';

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
          Archivo: <code>{entry.source}</code> · id <code>{entry.id}</code>
        </Text>
        {live && (
          <Text size="sm" c="grape.9">
            Estado en vivo ({live.sessionId}): {stateValueLabel(live.value)}
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
          {layout.status === 'loading' && <Loader aria-label="Dibujando el diagrama" />}
          {layout.status === 'failed' && (
            <Alert color="red" title="No se pudo dibujar el diagrama">
              {layout.message}
            </Alert>
          )}
          <Text size="xs" mt={4}>
            Borde verde grueso y ▶: estado de la simulación. Morado punteado: estado en vivo. Recuadro
            punteado: región paralela (‖). Punto negro: estado inicial. Doble borde: estado final.
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Title order={3}>Simulación</Title>
          <SimulationPanel machine={entry.machine} samples={samples} controls={controls} />
        </Grid.Col>
      </Grid>
      <TestPathsPanel entry={entry} />
    </Stack>
  );
}
