import { Alert, Anchor, Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { useJobLifecycle } from '../flows/job-lifecycle.impl';
import type { Job } from '../api';
import { jobMessages as m } from '../messages';
import { YesNoDialog } from './yes-no-dialog';

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
  const saved = state.matches('saved') || state.matches('approving') || state.matches('rejecting');
  const { status } = state.context;
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
          {state.matches('active') || (state.matches('toggling') && state.context.active) ? (
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
          {state.matches('inactive') || (state.matches('toggling') && !state.context.active) ? (
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
          <YesNoDialog
            opened={state.matches('confirmingDelete') || state.matches('deleting')}
            question={m.deleteQuestion}
            busy={state.matches('deleting')}
            onYes={() => send({ type: 'job.confirmDelete' })}
            onNo={() => send({ type: 'job.cancelDelete' })}
          />
        </>
      ) : null}
      {state.context.error ? (
        <Alert color="red" role="alert" title={m.errorTitle} w="100%">
          {state.context.error}
        </Alert>
      ) : null}
    </>
  );
}
