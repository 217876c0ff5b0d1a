import { Button, Group, Stack, Textarea } from '@mantine/core';
import { COMMENT_MAX, isBlank } from '@domain/post-rules';
import { EmojiPicker } from './emoji-picker';

/** A text box with the emoji picker and its send button, disabled while the text is blank (spec 001 §5). */
export function CommentEditor({
  label,
  value,
  onChange,
  onSend,
  sendLabel,
  busy,
  onCancel,
  cancelLabel,
}: {
  label: string;
  value: string;
  onChange(text: string): void;
  onSend(): void;
  sendLabel: string;
  busy: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={3}
        maxLength={COMMENT_MAX}
      />
      <Group justify="space-between">
        <EmojiPicker onPick={(emoji) => onChange(`${value}${emoji}`)} />
        <Group gap="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button onClick={onSend} disabled={isBlank(value)} loading={busy}>
            {sendLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
