import { Alert, Checkbox, ScrollArea, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormActions, QueryState } from '@/shared/ui';
import type { ChatGroupPayload } from '../../../../machines/chat-dock.machine';
import { chatQueries } from '../api';
import { useChatServices } from '../chat-services';
import { chatMessages as m } from '../messages';

const g = m.group;

/** 'Nuevo grupo' (HR): name and at least one participant are required, the expiry is optional. */
export function GroupForm({
  saving,
  attempted,
  failure,
  onSave,
  onCancel,
}: {
  saving: boolean;
  attempted: boolean;
  failure: string;
  onSave(group: ChatGroupPayload): void;
  onCancel(): void;
}) {
  const services = useChatServices();
  const contacts = useQuery({ queryKey: chatQueries.contacts(), queryFn: services.contacts });
  const [name, setName] = useState('');
  const [participants, setParticipants] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name: name.trim(), participants: participants.map(Number), expirationDate: expiry || null });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {g.title}
        </Title>
        <TextInput
          label={g.name}
          required
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={attempted && name.trim() === '' ? g.nameRequired : undefined}
          disabled={saving}
        />
        <QueryState query={contacts} loading={m.lists.loading}>
          {(list) => (
            <Checkbox.Group
              label={g.participants}
              withAsterisk
              value={participants}
              onChange={setParticipants}
              error={attempted && participants.length === 0 ? g.participantsRequired : undefined}
            >
              <ScrollArea.Autosize mah={220} type="auto">
                <Stack gap={6} py={4}>
                  {list.map((contact) => (
                    <Checkbox
                      key={contact.contactId}
                      value={String(contact.contactId)}
                      label={contact.name}
                      disabled={saving}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
          )}
        </QueryState>
        <TextInput
          type="date"
          label={g.expiry}
          value={expiry}
          onChange={(event) => setExpiry(event.currentTarget.value)}
          disabled={saving}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormActions
          back={{ label: g.cancel, onClick: onCancel }}
          submitLabel={g.save}
          busy={saving}
          color="grape.9"
          gap="xs"
        />
      </Stack>
    </form>
  );
}
