import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { paths } from '@/shared/routing';
import { jobApplyMachine } from '../../../../machines/job-apply.machine';
import { jobQueries } from '../api';
import { useJobServices } from '../job-services';

/** Applying to one job, with the gateway behind the submission. */
export function useJobApply(jobId: number) {
  const services = useJobServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    jobApplyMachine.provide({
      actors: {
        // The apply panel sends the File the input gave it; the machine only reads its name and size.
        apply: fromPromise(({ input }) => services.apply({ jobId: input.jobId, file: input.file as File })),
      },
      actions: {
        openApplicantSent: () => {
          void queryClient.invalidateQueries({ queryKey: jobQueries.all });
          navigate(paths.applicantSent);
        },
      },
    }),
  );
  return useMachine(machine, { input: { jobId }, inspect: devInspector });
}
