import { Alert, Anchor, Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { ConfirmDialog } from '@/shared/ui';
import { useJobLifecycle } from '../flows/job-lifecycle.impl';
import type { Job } from '../api';
import { jobMessages as m } from '../messages';

type Asking = 'approve' | 'reject' | 'deactivate' | 'delete';
type LifecycleState = Parameters<ReturnType<typeof useJobLifecycle>[0]['matches']>[0];

/** The decision the person is being asked to confirm, or is carrying out, in each state. */
const asking: Array<[Asking, readonly LifecycleState[]]> = [
  ['approve', ['confirmingApproval', 'approving']],
  ['reject', ['confirmingRejection', 'rejecting']],
  ['deactivate', ['confirmingDeactivation']],
  ['delete', ['confirmingDelete', 'deleting']],
];

/**
 * What may happen to one job now, by its lifecycle: HR approves or rejects a 'Guardado' job (`canDecide`);
 * in the employer's own list (`canManage`) it is edited, deactivated, reactivated or deleted.
 */
export function JobActions({
  job,
  canDecide,
  canManage,
}: {
  job: Job;
  canDecide: boolean;
  canManage: boolean;
}) {
  const [state, send] = useJobLifecycle(job);
  const busy = (['approving', 'rejecting', 'toggling', 'deleting'] as const).some((s) => state.matches(s));
  if (state.matches('deleted')) return <Text role="status">{m.done.deleted}</Text>;
  const saved = (
    ['saved', 'confirmingApproval', 'confirmingRejection', 'approving', 'rejecting'] as const
  ).some((s) => state.matches(s));
  const { status, active } = state.context;
  const shown = asking.find(([, states]) => states.some((s) => state.matches(s)))?.[0];
  return (
    <>
      <Badge variant="outline" color={status === 'Rechazado' ? 'red.9' : 'grape.9'}>
        {m.status[status]}
      </Badge>
      {canDecide && saved ? (
        <>
          <Button
            size="xs"
            color="teal.9"
            loading={state.matches('approving')}
            disabled={busy}
            onClick={() => send({ type: 'job.approve' })}
          >
            {m.actions.approve}
          </Button>
          <Button
            size="xs"
            color="red.9"
            loading={state.matches('rejecting')}
            disabled={busy}
            onClick={() => send({ type: 'job.reject' })}
          >
            {m.actions.reject}
          </Button>
        </>
      ) : null}
      {canManage ? (
        <>
          <Anchor component={Link} to={paths.editJob(job.jobId)} size="sm">
            {m.actions.edit}
          </Anchor>
          {state.matches('active') ||
          state.matches('confirmingDeactivation') ||
          (state.matches('toggling') && active) ? (
            <Button
              size="xs"
              variant="outline"
              color="grape.9"
              loading={state.matches('toggling')}
              onClick={() => send({ type: 'job.deactivate' })}
            >
              {m.actions.deactivate}
            </Button>
          ) : null}
          {state.matches('inactive') || (state.matches('toggling') && !active) ? (
            <Button
              size="xs"
              variant="outline"
              color="grape.9"
              loading={state.matches('toggling')}
              onClick={() => send({ type: 'job.reactivate' })}
            >
              {m.actions.reactivate}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            disabled={busy}
            onClick={() => send({ type: 'job.delete' })}
          >
            {m.actions.delete}
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        opened={shown !== undefined}
        title={m.confirm[shown ?? 'delete']}
        warning={shown === 'deactivate' ? m.confirm.deactivateNote : undefined}
        confirmLabel={m.actions.yes}
        cancelLabel={m.actions.no}
        tone={shown === 'approve' ? 'positive' : 'danger'}
        busy={busy}
        onConfirm={() => send({ type: 'job.confirm' })}
        onCancel={() => send({ type: 'job.cancel' })}
      />
      {state.context.error ? (
        <Alert color="red" role="alert" title={m.errorTitle} w="100%">
          {state.context.error}
        </Alert>
      ) : null}
    </>
  );
}
