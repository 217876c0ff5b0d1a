import { Button, List, Text, Title } from '@mantine/core';
import type { LiveSnapshotMessage } from '@/shared/inspection/inspection-messages';
import { studioMessages } from '../messages';
import { stateValueLabel } from '../model/labels';

const m = studioMessages.live;

interface LiveActorsPanelProps {
  actors: LiveSnapshotMessage[];
  knownIds: ReadonlySet<string>;
  selected: string | undefined;
  onSelect: (actor: LiveSnapshotMessage) => void;
}

/** Actors running in the app (development builds, any tab of this browser), by machine id. */
export function LiveActorsPanel({ actors, knownIds, selected, onSelect }: LiveActorsPanelProps) {
  return (
    <section aria-labelledby="studio-live-title">
      <Title order={2} size="h4" id="studio-live-title">
        {m.title}
      </Title>
      {actors.length === 0 ? (
        <Text size="sm">
          {m.noActors} (<code>npm run dev</code>) {m.noActorsWhere}
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none">
          {actors.map((actor) => (
            <List.Item key={actor.sessionId}>
              <Text size="sm" fw={600}>
                {actor.machineId}
              </Text>
              <Text size="xs">{stateValueLabel(actor.value)}</Text>
              {knownIds.has(actor.machineId) && (
                <Button
                  size="compact-xs"
                  variant={selected === actor.sessionId ? 'filled' : 'light'}
                  aria-pressed={selected === actor.sessionId}
                  aria-label={m.showNamed(actor.machineId, actor.sessionId)}
                  onClick={() => onSelect(actor)}
                >
                  {m.show}
                </Button>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
