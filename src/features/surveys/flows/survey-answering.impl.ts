import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { paths } from '@/shared/routing';
import { surveyAnsweringMachine } from '../../../../machines/survey-answering.machine';
import { useSurveyServices } from '../survey-services';
import { devInspector } from '@/shared/inspection/dev-inspector';

/** The answering statechart with the gateway (or the test's fakes) behind its actors and actions. */
export function useSurveyAnswering(surveyId: number) {
  const services = useSurveyServices();
  const [machine] = useState(() =>
    surveyAnsweringMachine.provide({
      actors: {
        loadSurvey: fromPromise(({ input }) => services.loadSurvey(input.surveyId)),
        saveAnswer: fromPromise(({ input }) => services.saveAnswer(input)),
      },
      actions: {
        reloadPage: () => services.reloadPage(),
        openSurveyAdmin: () => services.openPage(paths.admin.surveys),
      },
    }),
  );
  return useMachine(machine, { input: { surveyId }, inspect: devInspector });
}
