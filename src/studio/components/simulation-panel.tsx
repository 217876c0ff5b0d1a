import { Alert, Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import type { SimulationControls } from '../hooks/use-simulation';
import { stateValueLabel } from '../model/labels';
import { defaultPayload, type MachineSamples } from '../model/machine-samples';
import { activeInvokes, activeTimers, possibleEventTypes } from '../model/snapshot-info';
import { ActorControls } from './actor-controls';
import { EventSender } from './event-sender';
import { StepHistory } from './step-history';

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
        Estado actual: {stateValueLabel(snapshot.value)}
        {finished ? ' (estado final: la máquina terminó)' : ''}
      </Text>
      {snapshot.status === 'error' && (
        <Alert color="red" title="La máquina se detuvo por un error" role="alert">
          {snapshot.error instanceof Error ? snapshot.error.message : String(snapshot.error)}. Si necesita
          datos de entrada, decláralos en <code>meta.input</code> de la máquina.
        </Alert>
      )}
      {error && (
        <Alert color="red" title="No se pudo enviar el evento" role="alert">
          {error}
        </Alert>
      )}
      <Title order={4}>Eventos posibles</Title>
      {events.length === 0 ? (
        <Text size="sm">Ningún evento cambia este estado.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="xs">
          {events.map((type) => (
            <EventSender
              key={`${type}:${stepKey}`}
              type={type}
              initialPayload={defaultPayload(samples, type)}
              editorLabel={`Datos de ${type}`}
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
      <Title order={4}>Contexto</Title>
      <Code block aria-label="Contexto de la máquina">
        {JSON.stringify(snapshot.context, null, 2)}
      </Code>
      <StepHistory simulation={simulation} onUndo={undo} onReset={reset} />
    </Stack>
  );
}
