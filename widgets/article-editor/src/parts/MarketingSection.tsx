import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { useSelect, useStoreApi } from '../storeContext.ts';

/** The marketing section (spec §2): shown or hidden by a disclosure button. */
export function MarketingSection() {
  const { t } = useTranslation();
  const ids = useId();
  const store = useStoreApi();
  const open = useSelect((s) => s.marketingOpen);
  const marketing = useSelect((s) => s.article.marketing);
  const panelId = `${ids}-panel`;
  return (
    <section className="ast-article-editor__section" aria-labelledby={`${ids}-head`}>
      <h3 id={`${ids}-head`} className="ast-article-editor__section-head">
        <button
          type="button"
          className="ast-article-editor__disclosure"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => store.getState().toggleMarketing()}
        >
          {t('anstoss.articleEditor.marketingLegend')}
        </button>
      </h3>
      <div id={panelId} hidden={!open}>
        <label className="ast-article-editor__check">
          <input
            type="checkbox"
            checked={marketing.enabled}
            onChange={(e) => store.getState().setMarketing({ enabled: e.target.checked })}
          />
          {t('anstoss.articleEditor.marketingEnabled')}
        </label>
        <label htmlFor={`${ids}-note`}>{t('anstoss.articleEditor.marketingNote')}</label>
        <textarea
          id={`${ids}-note`}
          rows={2}
          maxLength={500}
          value={marketing.note}
          onChange={(e) => store.getState().setMarketing({ note: e.target.value })}
        />
      </div>
    </section>
  );
}
