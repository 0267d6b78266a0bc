import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { DatePicker } from '@anstoss/ui';
import { YEAR_RANGE, type IsoDay } from '../logic.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';

interface PublishSectionProps {
  today: IsoDay;
  fillToday: boolean;
  min: IsoDay | null;
  max: IsoDay | null;
  problem: 'from' | 'to' | 'order' | null;
}

/**
 * Visibility and publisher dates (spec §2, §4 Date pickers, §9 date pickers): the checkbox
 * enables the two pickers; switching it on fills an empty start date with today (when the page
 * asks for it). Pickers: yyyy-MM-dd, year range 20, week numbers, week starting Sunday, one
 * calendar open at a time (the DatePicker's own rule), days outside min/max refused.
 */
export function PublishSection({ today, fillToday, min, max, problem }: PublishSectionProps) {
  const { t } = useTranslation();
  const ids = useId();
  const store = useStoreApi();
  const visible = useSelect((s) => s.article.visible);
  const from = useSelect((s) => s.article.publishFrom);
  const to = useSelect((s) => s.article.publishTo);
  const common = {
    format: 'yyyy-MM-dd' as const,
    weekStartsOn: 0 as const,
    weekNumbers: true,
    yearRange: YEAR_RANGE,
    clearable: true,
    today,
    min,
    max,
    disabled: !visible,
  };
  return (
    <fieldset className="ast-article-editor__section">
      <legend>{t('anstoss.articleEditor.publishLegend')}</legend>
      <label className="ast-article-editor__check">
        <input
          type="checkbox"
          checked={visible}
          onChange={(e) => store.getState().setVisible(e.target.checked, today, fillToday)}
        />
        {t('anstoss.articleEditor.visible')}
      </label>
      <div className="ast-article-editor__dates">
        <DatePicker
          {...common}
          label={t('anstoss.articleEditor.publishFrom')}
          name="publishFrom"
          value={from}
          onChange={(day) => store.getState().setDate('publishFrom', day)}
        />
        <DatePicker
          {...common}
          label={t('anstoss.articleEditor.publishTo')}
          name="publishTo"
          value={to}
          onChange={(day) => store.getState().setDate('publishTo', day)}
        />
      </div>
      {problem && (
        <p id={`${ids}-error`} className="ast-article-editor__error" role="alert">
          {t(
            problem === 'order'
              ? 'anstoss.articleEditor.dateOrder'
              : 'anstoss.articleEditor.dateInvalid',
          )}
        </p>
      )}
    </fieldset>
  );
}
