import { AnswerTypeId } from '../../../../machines/survey-path';
import { ChoiceInput, FreeTextInput, ScaleGridInput, type InputProps } from './choice-inputs';
import { HeatMapInput } from './heat-map-input';
import { ImageInput } from './image-input';

/** The input for the question's answer type (spec 000 §3). */
export function QuestionInput(props: InputProps) {
  switch (props.question.surveyAnswerTypeId) {
    case AnswerTypeId.singleChoice:
      return <ChoiceInput {...props} />;
    case AnswerTypeId.scaleGrid:
      return <ScaleGridInput {...props} />;
    case AnswerTypeId.imageUpload:
      return <ImageInput {...props} />;
    case AnswerTypeId.heatMap:
      return <HeatMapInput {...props} />;
    default:
      return <FreeTextInput {...props} />;
  }
}
