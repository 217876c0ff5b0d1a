import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { ConfirmDialog, notifyFailed, saveFile } from '@/shared/ui';
import { useCandidateDecision } from '../flows/candidate-decision.impl';
import { useJobServices } from '../job-services';
import type { Candidate } from '../api';
import { jobMessages as m } from '../messages';

/** Opens the CV the gateway sends only to the job's creator and HR. */
function useCvDownload(candidate: Candidate) {
  const services = useJobServices();
  return async () => {
    try {
      saveFile(`cv-${candidate.postulantId}`, await services.curriculum(candidate.postulantId));
    } catch (error) {
      notifyFailed(m.errorTitle, error);
    }
  };
}

/**
 * One candidate: name, date, status, the CV and, while 'EnProceso', Aprobar and Rechazar; a table row on a
 * desktop, a card in the list a phone shows.
 */
export function CandidateRow({
  candidate,
  companyName,
  card = false,
}: {
  candidate: Candidate;
  companyName: string;
  card?: boolean;
}) {
  const [state, send] = useCandidateDecision(candidate, companyName);
  const download = useCvDownload(candidate);
  const { status, fullName, error } = state.context;
  const pending = !state.matches('approved') && !state.matches('rejected');
  const asking = state.matches('confirmingApproval') || state.matches('approving');
  const rejecting = state.matches('confirmingRejection') || state.matches('rejecting');
  const date = formatDate(candidate.postulationDate);
  const badge = (
    <Badge
      variant="outline"
      color={status === 'Rechazado' ? 'red.9' : status === 'Aprobado' ? 'teal.9' : 'grape.9'}
    >
      {m.status[status]}
    </Badge>
  );
  const actions = (
    <>
      <Group gap="xs" wrap={card ? 'wrap' : 'nowrap'}>
        <Button
          size="xs"
          variant="outline"
          color="grape.9"
          onClick={download}
          aria-label={`${m.actions.download} de ${fullName}`}
        >
          {m.actions.download}
        </Button>
        {pending ? (
          <>
            <Button size="xs" color="teal.9" onClick={() => send({ type: 'candidate.approve' })}>
              {m.actions.approve}
            </Button>
            <Button size="xs" color="red.9" onClick={() => send({ type: 'candidate.reject' })}>
              {m.actions.reject}
            </Button>
          </>
        ) : null}
      </Group>
      {error ? (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={asking || rejecting}
        title={asking ? m.candidate.select(fullName) : m.candidate.reject(fullName)}
        confirmLabel={m.actions.yes}
        cancelLabel={m.actions.no}
        tone={asking ? 'positive' : 'danger'}
        busy={state.matches('approving') || state.matches('rejecting')}
        onConfirm={() => send({ type: 'candidate.confirm' })}
        onCancel={() => send({ type: 'candidate.cancel' })}
      />
    </>
  );
  if (card)
    return (
      <Paper component="li" withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{fullName}</Text>
            {badge}
          </Group>
          <Text size="sm">
            {m.candidate.date}: {date}
          </Text>
          {actions}
        </Stack>
      </Paper>
    );
  return (
    <Table.Tr>
      <Table.Td>{fullName}</Table.Td>
      <Table.Td>{date}</Table.Td>
      <Table.Td>{badge}</Table.Td>
      <Table.Td>{actions}</Table.Td>
    </Table.Tr>
  );
}
