import { AnswerType } from '@domain/answer-types';
import { ChoiceInput, FreeTextInput, ScaleGridInput, type InputProps } from './choice-inputs';
import { HeatMapInput } from './heat-map-input';
import { ImageInput } from './image-input';

/** The input for the question's answer type (spec 000 §3). */
export function QuestionInput(props: InputProps) {
  switch (props.question.surveyAnswerTypeId) {
    case AnswerType.singleChoice:
      return <ChoiceInput {...props} />;
    case AnswerType.scaleGrid:
      return <ScaleGridInput {...props} />;
    case AnswerType.imageUpload:
      return <ImageInput {...props} />;
    case AnswerType.heatMap:
      return <HeatMapInput {...props} />;
    default:
      return <FreeTextInput {...props} />;
  }
}
