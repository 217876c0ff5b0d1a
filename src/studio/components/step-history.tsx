import { Button, Group, List, Text, Title } from '@mantine/core';
import { studioMessages } from '../messages';
import type { Simulation } from '../model/simulation';
import { eventPayload } from '../model/snapshot-info';

const m = studioMessages.history;

interface StepHistoryProps {
  simulation: Simulation;
  onUndo: () => void;
  onReset: () => void;
}

function actionsNote(actions: string[]): string {
  return actions.length > 0 ? m.actions(actions.join(', ')) : '';
}

/** Every event sent so far and where it led; outward actions are listed, never run. */
export function StepHistory({ simulation, onUndo, onReset }: StepHistoryProps) {
  const { steps, initialActions } = simulation;
  return (
    <section aria-labelledby="studio-history-title">
      <Group justify="space-between">
        <Title order={4} id="studio-history-title">
          {m.title}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onUndo} disabled={steps.length === 0}>
            {m.undo}
          </Button>
          <Button size="xs" variant="default" onClick={onReset}>
            {m.reset}
          </Button>
        </Group>
      </Group>
      <Text size="sm">
        {m.start}
        {actionsNote(initialActions)}
      </Text>
      {steps.length > 0 && (
        <List type="ordered" size="sm" spacing={2}>
          {steps.map((step, i) => {
            const payload = eventPayload(step.event);
            return (
              <List.Item key={i}>
                <code>{step.event.type}</code>
                {Object.keys(payload).length > 0 && <code> {JSON.stringify(payload)}</code>}
                {step.changed ? ` → ${step.state}` : m.unchanged}
                {actionsNote(step.actions)}
              </List.Item>
            );
          })}
        </List>
      )}
    </section>
  );
}
