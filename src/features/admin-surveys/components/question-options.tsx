import { surveyCalls, type AdminQuestion, type AnswerConfigPayload } from '../api';
import { adminSurveyMessages as m } from '../messages';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { OptionEditor } from './option-editor';

const QUICK = 1500;

interface Props {
  question: AdminQuestion;
  later: AdminQuestion[];
  locked: boolean;
  /** Reloads the survey after a change. */
  onChanged(): Promise<unknown>;
}

/** The option editor wired to the gateway: create, update and deactivate with the spec's messages (§8). */
export function QuestionOptions({ question, later, locked, onChanged }: Props) {
  const save = async (payload: AnswerConfigPayload & { surveyAnswerConfigId?: number }) => {
    const { surveyAnswerConfigId } = payload;
    try {
      if (surveyAnswerConfigId) await surveyCalls.updateOption({ ...payload, surveyAnswerConfigId });
      else await surveyCalls.createOption(payload);
      notifyOk(surveyAnswerConfigId ? m.answerUpdated : m.answerCreated, QUICK);
      await onChanged();
      return true;
    } catch (error) {
      notifyFailed(m.createFailed, error);
      return false;
    }
  };
  return (
    <OptionEditor
      key={question.answers.length}
      question={question}
      later={later}
      locked={locked}
      onSave={save}
      onDeactivate={async (option) => {
        try {
          await surveyCalls.deactivateOption(option.surveyAnswerConfigId);
          notifyOk(m.recordDeactivated, QUICK);
          await onChanged();
        } catch (error) {
          notifyFailed(m.createFailed, error);
        }
      }}
    />
  );
}
