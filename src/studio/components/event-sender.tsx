import { Button, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AnyEventObject } from 'xstate';
import type { EventPayload } from '../model/machine-samples';
import { makeEvent } from '../model/snapshot-info';
import { parsePayload, PayloadEditor, toJsonText } from './payload-editor';

interface EventSenderProps {
  type: string;
  initialPayload: EventPayload;
  editorLabel: string;
  /** The button's visible text; its accessible name is `buttonName` when given. */
  buttonText: ReactNode;
  buttonName?: string;
  onSend: (event: AnyEventObject) => void;
  color?: string;
}

/** A button that sends one event, with the JSON of its payload editable right above it. */
export function EventSender(props: EventSenderProps) {
  const { type, initialPayload, editorLabel, buttonText, buttonName, onSend, color } = props;
  const [text, setText] = useState(() => toJsonText(initialPayload));
  const [error, setError] = useState<string>();
  const send = () => {
    const parsed = parsePayload(text);
    if (!parsed.payload) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    onSend(makeEvent(type, parsed.payload));
  };
  return (
    <Stack gap={4}>
      <PayloadEditor label={editorLabel} value={text} onChange={setText} />
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
      <Button
        size="xs"
        onClick={send}
        aria-label={buttonName}
        color={color}
        style={{ alignSelf: 'flex-start' }}
      >
        {buttonText}
      </Button>
    </Stack>
  );
}
