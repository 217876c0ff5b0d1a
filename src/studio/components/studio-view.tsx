import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { MachineEntry } from '../../../machines/registry';
import type { LiveSnapshotMessage } from '@/shared/inspection/inspection-messages';
import { useLiveActors } from '../hooks/use-live-actors';
import { studioMessages } from '../messages';
import { LiveActorsPanel } from './live-actors-panel';
import { MachineNav } from './machine-nav';
import { MachineView } from './machine-view';

const m = studioMessages.view;

/** The studio for a list of machines: the page passes the registry, tests pass fixtures. */
export function StudioView({ entries }: { entries: MachineEntry[] }) {
  const [selectedId, setSelectedId] = useState(entries[0]?.id);
  const [liveSession, setLiveSession] = useState<string>();
  const liveActors = useLiveActors();
  const knownIds = useMemo(() => new Set(entries.map((e) => e.machine.id)), [entries]);
  const entry = entries.find((e) => e.id === selectedId);
  const live = liveActors.find(
    (actor) => actor.sessionId === liveSession && actor.machineId === entry?.machine.id,
  );
  const showLive = (actor: LiveSnapshotMessage) => {
    const match = entries.find((e) => e.machine.id === actor.machineId);
    if (match) setSelectedId(match.id);
    setLiveSession(actor.sessionId);
  };
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <div>
          <Title order={1}>{m.title}</Title>
          <Text size="sm">{m.intro}</Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
            <Stack gap="lg">
              {entries.length === 0 ? (
                <Text>{m.noMachines}</Text>
              ) : (
                <MachineNav entries={entries} selectedId={selectedId} onSelect={setSelectedId} />
              )}
              <LiveActorsPanel
                actors={liveActors}
                knownIds={knownIds}
                selected={liveSession}
                onSelect={showLive}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
            <main>{entry && <MachineView key={entry.id} entry={entry} live={live} />}</main>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
