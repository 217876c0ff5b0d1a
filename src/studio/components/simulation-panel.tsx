import { Alert, Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import type { SimulationControls } from '../hooks/use-simulation';
import { studioMessages } from '../messages';
import { stateValueLabel } from '../model/labels';
import { defaultPayload, type MachineSamples } from '../model/machine-samples';
import { activeInvokes, activeTimers, possibleEventTypes } from '../model/snapshot-info';
import { ActorControls } from './actor-controls';
import { EventSender } from './event-sender';
import { StepHistory } from './step-history';

const m = studioMessages.simulation;

interface SimulationPanelProps {
  machine: AnyStateMachine;
  samples: MachineSamples;
  controls: SimulationControls;
}

/** Sends events to the machine by hand and shows where it is, what it holds and how it got there. */
export function SimulationPanel({ machine, samples, controls }: SimulationPanelProps) {
  const { simulation, error, send, undo, reset } = controls;
  const { snapshot } = simulation;
  const events = possibleEventTypes(snapshot);
  const finished = snapshot.status === 'done';
  // Editors start from the sample again after each step, so keys include the step count.
  const stepKey = simulation.steps.length;
  return (
    <Stack gap="sm">
      <Text role="status" fw={600}>
        {m.currentState(stateValueLabel(snapshot.value))}
        {finished ? m.finished : ''}
      </Text>
      {snapshot.status === 'error' && (
        <Alert color="red" title={m.stopped} role="alert">
          {snapshot.error instanceof Error ? snapshot.error.message : String(snapshot.error)}. {m.inputHint}{' '}
          <code>meta.input</code> {m.inputHintWhere}
        </Alert>
      )}
      {error && (
        <Alert color="red" title={m.sendFailed} role="alert">
          {error}
        </Alert>
      )}
      <Title order={4}>{m.events}</Title>
      {events.length === 0 ? (
        <Text size="sm">{m.noEvents}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="xs">
          {events.map((type) => (
            <EventSender
              key={`${type}:${stepKey}`}
              type={type}
              initialPayload={defaultPayload(samples, type)}
              editorLabel={m.payloadLabel(type)}
              buttonText={type}
              onSend={send}
            />
          ))}
        </SimpleGrid>
      )}
      <ActorControls
        key={stepKey}
        invokes={activeInvokes(snapshot)}
        timers={activeTimers(machine, snapshot)}
        samples={samples}
        onSend={send}
      />
      <Title order={4}>{m.context}</Title>
      <Code block aria-label={m.contextLabel}>
        {JSON.stringify(snapshot.context, null, 2)}
      </Code>
      <StepHistory simulation={simulation} onUndo={undo} onReset={reset} />
    </Stack>
  );
}
