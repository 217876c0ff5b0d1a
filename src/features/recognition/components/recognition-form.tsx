import { Autocomplete, Button, Modal, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { personName, type NamedPerson } from '@domain/recognition';
import { useRecognitionFlow } from '../flows/recognition.impl';
import { recognitionMessages } from '../messages';

const m = recognitionMessages.form;
const o = recognitionMessages.outcome;

export interface RecognitionFormProps {
  categories: { acknowledgmentTypeId: number; title: string }[];
  destinataries: NamedPerson[];
}

/**
 * 'Agregar reconocimiento' (spec 000 §4, §5, §8), driven by the recognition statechart: a category first,
 * then a collaborator matched from the destinatary list, then the message.
 */
export function RecognitionForm({ categories, destinataries }: RecognitionFormProps) {
  const [state, send] = useRecognitionFlow(destinataries);
  const { context } = state;
  const titleId = useId();
  const [draft, setDraft] = useState(context.collaboratorName);
  useEffect(() => setDraft(context.collaboratorName), [context.collaboratorName]);

  const submitting = state.matches('submitting');
  const canPickCollaborator = !state.matches('choosingCategory') && !submitting;
  const canWrite = state.matches('writingMessage');
  const required = (missing: boolean) => (context.attempted && missing ? m.required : undefined);
  const collaboratorError = state.matches({ matchingCollaborator: 'invalid' })
    ? m.invalidCollaborator
    : required(state.matches({ matchingCollaborator: 'empty' }));
  const outcome = state.matches('created')
    ? o.created
    : state.matches('toSelf')
      ? o.toSelf
      : state.matches('failed')
        ? context.failure || o.failed
        : null;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'recognition.submit' });
        }}
      >
        <Stack>
          <Title id={titleId} order={2} size="h3">
            {m.title}
          </Title>
          <Select
            label={m.category}
            placeholder={m.categoryPlaceholder}
            data={categories.map((c) => ({ value: String(c.acknowledgmentTypeId), label: c.title }))}
            value={context.typeId === null ? null : String(context.typeId)}
            onChange={(value) => value && send({ type: 'recognition.chooseCategory', typeId: Number(value) })}
            allowDeselect={false}
            disabled={submitting}
            error={required(state.matches('choosingCategory'))}
            withAsterisk
          />
          <Autocomplete
            label={m.collaborator}
            placeholder={m.collaboratorPlaceholder}
            data={[...new Set(destinataries.map(personName))]}
            value={draft}
            onChange={setDraft}
            onOptionSubmit={(name) => send({ type: 'recognition.typeCollaborator', name })}
            onBlur={() => send({ type: 'recognition.typeCollaborator', name: draft })}
            limit={8}
            disabled={!canPickCollaborator}
            error={collaboratorError}
            withAsterisk
          />
          <Textarea
            label={m.message}
            placeholder={m.messagePlaceholder}
            value={context.text}
            onChange={(event) => send({ type: 'recognition.writeMessage', text: event.currentTarget.value })}
            disabled={!canWrite}
            error={required(state.matches({ writingMessage: 'empty' }))}
            maxLength={500}
            rows={3}
            withAsterisk
          />
          <Button type="submit" loading={submitting} loaderProps={{ 'aria-label': m.sending }}>
            {m.submit}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={outcome !== null}
        onClose={() => send({ type: 'recognition.dismiss' })}
        title={m.title}
        closeButtonProps={{ 'aria-label': recognitionMessages.close }}
        centered
      >
        <Stack>
          <Text role={state.matches('created') ? 'status' : 'alert'}>{outcome}</Text>
          <Button onClick={() => send({ type: 'recognition.dismiss' })}>{m.accept}</Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
