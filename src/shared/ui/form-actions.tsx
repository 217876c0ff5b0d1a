import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';

interface FormActionsProps {
  submitLabel: string;
  busy: boolean;
  /** The way out ('Cancelar', 'Regresar'), shown first and held while the submit is busy. */
  back?: { label: string; onClick(): void };
  /** The way back of a step stands on the left; a dialog's cancel keeps to the right with the submit. */
  apart?: boolean;
  color?: MantineColor;
  gap?: MantineSpacing;
  /** For a step without its own form; otherwise the button submits the form it stands in. */
  onSubmit?(): void;
}

/** A form's closing row: the way out, then the submit button, which shows the save under way. */
export function FormActions(props: FormActionsProps) {
  const { submitLabel, busy, back, apart = false, color, gap, onSubmit } = props;
  return (
    <Group justify={apart ? 'space-between' : 'flex-end'} gap={gap}>
      {back ? (
        <Button variant="default" onClick={back.onClick} disabled={busy}>
          {back.label}
        </Button>
      ) : null}
      <Button type={onSubmit ? 'button' : 'submit'} color={color} loading={busy} onClick={onSubmit}>
        {submitLabel}
      </Button>
    </Group>
  );
}
