import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { notifyOk } from '@/shared/ui';
import { candidateDecisionMachine } from '../../../../machines/candidate-decision.machine';
import { useJobServices } from '../job-services';
import type { Candidate } from '../api';
import { jobMessages } from '../messages';

/** The decision on one candidate; the company's name goes with it for the candidate's e-mail. */
export function useCandidateDecision(candidate: Candidate, companyName: string) {
  const services = useJobServices();
  const [machine] = useState(() =>
    candidateDecisionMachine.provide({
      actors: {
        decide: fromPromise(({ input }) => services.decideCandidate({ ...input, companyName })),
      },
      actions: {
        announce: (_, { approved }) =>
          notifyOk(approved ? jobMessages.candidate.approved : jobMessages.candidate.rejected),
      },
    }),
  );
  return useMachine(machine, {
    input: { postulantId: candidate.postulantId, fullName: candidate.fullName, status: candidate.status },
    inspect: devInspector,
  });
}
