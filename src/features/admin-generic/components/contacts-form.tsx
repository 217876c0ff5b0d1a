import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { genericQueries } from '../api';
import { addContact, type ContactDraft } from '../contact-list';
import { genericMessages } from '../messages';

const m = genericMessages.contacts;

export interface ContactsFormProps {
  value: ContactDraft[];
  onChange(list: ContactDraft[]): void;
  onRemove(index: number): void;
  error?: string | null;
}

/** The social-links and contacts sub-form (spec 002 §4, §5): the first contact is main, values are unique. */
export function ContactsForm({ value, onChange, onRemove, error }: ContactsFormProps) {
  const types = useQuery(genericQueries.contactTypes()).data ?? [];
  const [type, setType] = useState<string | null>(null);
  const [contactValue, setContactValue] = useState('');
  const [main, setMain] = useState(false);
  const [show, setShow] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const typeName = (id: number) => types.find((t) => t.value === id)?.label ?? '';
  const add = () => {
    const next = addContact(value, {
      contactTypeId: Number(type ?? 0),
      contactValue,
      mainContact: main,
      showValue: show,
    });
    if (typeof next === 'string') return setRefusal(next);
    setRefusal(null);
    setContactValue('');
    setMain(false);
    onChange(next);
  };
  return (
    <Fieldset legend={m.heading}>
      <Stack gap="sm">
        {refusal || error ? (
          <Alert color="red" role="alert">
            {refusal ?? error}
          </Alert>
        ) : null}
        <Group align="flex-end" wrap="wrap">
          <Select
            label={m.type}
            data={types.map((t) => ({ value: String(t.value), label: t.label }))}
            value={type}
            onChange={setType}
          />
          <TextInput
            label={m.value}
            value={contactValue}
            onChange={(e) => setContactValue(e.currentTarget.value)}
            style={{ flex: '1 1 14rem' }}
          />
        </Group>
        <Group>
          <Checkbox label={m.main} checked={main} onChange={(e) => setMain(e.currentTarget.checked)} />
          <Checkbox label={m.show} checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
          <Button variant="default" onClick={add}>
            {m.add}
          </Button>
        </Group>
        {value.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Tbody>
                {value.map((contact, index) => (
                  <Table.Tr key={`${contact.contactTypeId}:${contact.contactValue}`}>
                    <Table.Td>{typeName(contact.contactTypeId)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{contact.contactValue.slice(0, 50)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {contact.mainContact ? <Badge color="grape.9">{m.mainBadge}</Badge> : null}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" onClick={() => onRemove(index)}>
                        {m.remove(contact.contactValue)}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
