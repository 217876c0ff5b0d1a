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

/**
 * Invoked actors never run in the studio: the person decides whether each one succeeds (with the result
 * in the editor) or fails. Timers fire when asked instead of after their delay.
 */
export function ActorControls({ invokes, timers, samples, onSend }: ActorControlsProps) {
  if (invokes.length === 0 && timers.length === 0) return null;
  return (
    <Stack gap="xs">
      {invokes.length > 0 && <Title order={4}>{m.title}</Title>}
      {invokes.map((actor) => {
        const done = `xstate.done.actor.${actor.id}`;
        const failed = `xstate.error.actor.${actor.id}`;
        return (
          <Card key={`${actor.stateId}:${actor.id}`} withBorder padding="xs">
            <Text size="sm" fw={600}>
              {actor.src}{' '}
              <Text span size="xs" c="dimmed">
                {m.where(actor.id, actor.stateId)}
              </Text>
            </Text>
            <Group align="flex-start" grow mt={4}>
              <EventSender
                key={`${done}-ok`}
                type={done}
                initialPayload={defaultPayload(samples, done)}
                editorLabel={m.resultLabel(actor.id)}
                buttonText={m.resolve}
                buttonName={m.resolveNamed(actor.id)}
                onSend={onSend}
                color="teal.9"
              />
              <EventSender
                key={`${failed}-error`}
                type={failed}
                initialPayload={defaultPayload(samples, failed)}
                editorLabel={m.errorLabel(actor.id)}
                buttonText={m.fail}
                buttonName={m.failNamed(actor.id)}
                onSend={onSend}
                color="red.9"
              />
            </Group>
          </Card>
        );
      })}
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
