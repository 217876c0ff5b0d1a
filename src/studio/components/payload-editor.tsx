import { JsonInput } from '@mantine/core';
import { studioMessages } from '../messages';

const m = studioMessages.payload;

interface PayloadEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Editable JSON for an event payload, an actor's result or its error. */
export function PayloadEditor({ label, value, onChange }: PayloadEditorProps) {
  return (
    <JsonInput
      label={label}
      value={value}
      onChange={onChange}
      validationError={m.invalidJson}
      rows={3}
      size="xs"
    />
  );
}

/** Parses an editor's text as a JSON object; anything else is an error shown to the person. */
export function parsePayload(text: string): { payload?: Record<string, unknown>; error?: string } {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { error: m.notObject };
    }
    return { payload: value as Record<string, unknown> };
  } catch {
    return { error: m.notParsed };
  }
}

export const toJsonText = (value: unknown) => JSON.stringify(value, null, 2);
