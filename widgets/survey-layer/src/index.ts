import { defineWidget } from '@anstoss/runtime/widget';
import { SurveyLayer } from './SurveyLayer.tsx';
import { surveyLayerProps } from './props.ts';

export default defineWidget({
  name: 'survey-layer',
  props: surveyLayerProps,
  Component: SurveyLayer,
});
