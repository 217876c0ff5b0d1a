import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { notifyOk } from '@/shared/ui';
import { jobLifecycleMachine } from '../../../../machines/job-lifecycle.machine';
import { jobQueries, type Job } from '../api';
import { useJobServices } from '../job-services';
import { jobMessages } from '../messages';

/** One job's lifecycle with the gateway behind it; every accepted change refreshes the job bank's lists. */
export function useJobLifecycle(job: Job) {
  const services = useJobServices();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    jobLifecycleMachine.provide({
      actors: {
        decideJob: fromPromise(({ input }) => services.decideJob(input)),
        toggleActive: fromPromise(({ input }) => services.toggleActive(input)),
        deleteJob: fromPromise(({ input }) => services.deleteJob(input)),
      },
      actions: {
        announce: (_, { message }) => {
          notifyOk(jobMessages.done[message]);
          void queryClient.invalidateQueries({ queryKey: jobQueries.all });
        },
      },
    }),
  );
  return useMachine(machine, {
    input: { jobId: job.jobId, status: job.status, active: job.active },
    inspect: devInspector,
  });
}
