import { useState } from 'react';
import { useStore } from 'zustand';
import { sanitizeToFragment } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { consentStore, type WidgetProps } from '@anstoss/runtime/widget';
import { Layer, useResource } from '@anstoss/ui';
import { fetchSurveyHtml, markSurveyShown, wasSurveyShown } from './api.ts';
import { hasVisibleContent, isFillingIn, surveyTextProblem, surveyUrl } from './logic.ts';
import type { SurveyLayerProps } from './props.ts';
import { createSurveyStore } from './store.ts';
import { SurveyContent } from './parts/SurveyContent.tsx';
import './surveyLayer.css';

/** Layer id named by spec §2 Layers and overlays. */
export const SURVEY_LAYER_ID = 'survey-layer';

/**
 * View root: unless the survey's cookie says it was shown, loads the fragment for this page and
 * shows it once in a modal layer, unless the visitor is filling in a form right then. The cookie is set when the layer opens, so a reload (or another
 * tab) does not show it again even if the visitor never closes it.
 */
export function SurveyLayer({ props }: WidgetProps<SurveyLayerProps>) {
  const { t } = useTranslation();
  const [store] = useState(createSurveyStore);
  const status = useStore(store, (s) => s.status);
  const content = useStore(store, (s) => s.content);
  // Two modal layers at once would fight over focus: the survey waits for the cookie layer.
  const consentPending = useStore(consentStore, (s) => !s.dismissed) && hasConsentLayer();

  const wanted = !consentPending && !wasSurveyShown(props.name);
  useResource({
    key: wanted ? surveyUrl(props.url, window.location.pathname) : null,
    load: async (url, { signal }) => {
      store.getState().load();
      return fetchSurveyHtml(url, signal);
    },
    onData: (html, url) => {
      // Validated before anything is shown: junk never opens the layer.
      const problem = surveyTextProblem(html);
      const fragment = problem ? null : sanitizeToFragment(html);
      if (!fragment || !hasVisibleContent(fragment)) {
        if (problem === 'junk') console.warn('[anstoss] survey-layer: not a survey fragment', url);
        store.getState().close();
        return;
      }
      // Someone already writing (a comment, a login, an upload's title) is not interrupted: no
      // layer and no cookie on this page, so the next page asks again.
      if (isFillingIn(document.activeElement)) {
        store.getState().close();
        return;
      }
      markSurveyShown(props.name);
      store.getState().open(fragment);
    },
    onError: (error, url) => {
      // A survey is optional: when it cannot load the page simply goes on without it.
      console.warn('[anstoss] survey-layer: could not load', url, error);
      store.getState().close();
    },
  });

  const close = () => store.getState().close();

  return (
    <Layer
      open={status === 'open' && content !== null}
      id={SURVEY_LAYER_ID}
      className="ast-survey-layer"
      label={props.label ?? t('anstoss.surveyLayer.label')}
      closeLabel={t('anstoss.surveyLayer.close')}
      onClose={close}
    >
      {content && <SurveyContent content={content} onClose={close} />}
    </Layer>
  );
}

function hasConsentLayer(): boolean {
  return document.querySelector('[data-widget="cookie-consent"]') !== null;
}
