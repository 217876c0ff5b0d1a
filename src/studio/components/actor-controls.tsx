import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AnyEventObject } from 'xstate';
import { studioMessages } from '../messages';
import { defaultPayload, type MachineSamples } from '../model/machine-samples';
import type { ActiveInvoke, ActiveTimer } from '../model/snapshot-info';
import { EventSender } from './event-sender';

const m = studioMessages.actors;

interface ActorControlsProps {
  invokes: ActiveInvoke[];
  timers: ActiveTimer[];
  samples: MachineSamples;
  onSend: (event: AnyEventObject) => void;
}

/** Sends the actor's success with its result, or its failure with its error, as edited. */
function OutcomeSender({
  actorId,
  failed = false,
  samples,
  onSend,
}: {
  actorId: string;
  failed?: boolean;
  samples: MachineSamples;
  onSend: (event: AnyEventObject) => void;
}) {
  const type = `xstate.${failed ? 'error' : 'done'}.actor.${actorId}`;
  return (
    <EventSender
      key={`${type}-${failed ? 'error' : 'ok'}`}
      type={type}
      initialPayload={defaultPayload(samples, type)}
      editorLabel={failed ? m.errorLabel(actorId) : m.resultLabel(actorId)}
      buttonText={failed ? m.fail : m.resolve}
      buttonName={failed ? m.failNamed(actorId) : m.resolveNamed(actorId)}
      onSend={onSend}
      color={failed ? 'red.9' : 'teal.9'}
    />
  );
}

/**
 * Invoked actors never run in the studio: the person decides whether each one succeeds (with the result
 * in the editor) or fails. Timers fire when asked instead of after their delay.
 */
export function ActorControls({ invokes, timers, samples, onSend }: ActorControlsProps) {
  if (invokes.length === 0 && timers.length === 0) return null;
  return (
    <Stack gap="xs">
      {invokes.length > 0 && <Title order={4}>{m.title}</Title>}
      {invokes.map((actor) => (
        <Card key={`${actor.stateId}:${actor.id}`} withBorder padding="xs">
          <Text size="sm" fw={600}>
            {actor.src}{' '}
            <Text span size="xs" c="dimmed">
              {m.where(actor.id, actor.stateId)}
            </Text>
          </Text>
          <Group align="flex-start" grow mt={4}>
            <OutcomeSender actorId={actor.id} samples={samples} onSend={onSend} />
            <OutcomeSender actorId={actor.id} failed samples={samples} onSend={onSend} />
          </Group>
        </Card>
      ))}
      {timers.length > 0 && <Title order={4}>{m.timers}</Title>}
      <Group gap="xs">
        {timers.map((timer) => (
          <Button
            key={timer.eventType}
            size="xs"
            variant="outline"
            onClick={() => onSend({ type: timer.eventType })}
          >
            {m.fire(timer.label)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
