import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { paths } from '@/shared/routing';
import { notifyOk } from '@/shared/ui';
import { jobFormMachine } from '../../../../machines/job-form.machine';
import { jobQueries, type Job } from '../api';
import { useJobServices } from '../job-services';
import { jobMessages } from '../messages';

/** The two-step job form with the gateway behind its steps. */
export function useJobForm(job: Job | null) {
  const services = useJobServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    jobFormMachine.provide({
      actors: {
        saveJob: fromPromise(({ input }) => services.saveJob(input)),
        saveSections: fromPromise(({ input }) => services.saveSections(input)),
      },
      actions: {
        announceData: (_, { editing }) =>
          notifyOk(editing ? jobMessages.done.updated : jobMessages.done.registered),
        announceSections: (_, { editing }) => {
          if (editing) notifyOk(jobMessages.done.sectionsUpdated);
          void queryClient.invalidateQueries({ queryKey: jobQueries.all });
        },
        openPublished: () => navigate(paths.jobsPublished),
      },
    }),
  );
  return useMachine(machine, { input: { job }, inspect: devInspector });
}
