import { Button, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { auditActionName, auditAreaName } from '@domain/messages/audit';
import { formatDateTime } from '@/shared/format/dates';
import type { AuditEntry } from './api';
import { auditLogMessages as m } from './messages';

function Values({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {value === null || value === undefined ? (
        <Text size="sm">{m.none}</Text>
      ) : (
        <Code block>{JSON.stringify(value, null, 2)}</Code>
      )}
    </Stack>
  );
}

/** One entry of the log whole: who, when, from where, and the values before and after the act. */
export function AuditDetail({ entry, onClose }: { entry: AuditEntry | null; onClose(): void }) {
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={m.detailTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {entry ? (
        <Stack>
          <Text size="sm">
            {formatDateTime(entry.at)} · {auditAreaName(entry.area)} · {auditActionName(entry.action)} (
            {entry.action})
          </Text>
          <Text size="sm">
            {[entry.actorName, entry.actorEmail, entry.actorRole, entry.address]
              .filter(Boolean)
              .join(' · ') || m.nobody}
          </Text>
          {entry.entity ? <Text size="sm">{entry.entity}</Text> : null}
          <Values title={m.before} value={entry.before} />
          <Values title={m.after} value={entry.after} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{m.close}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
