import { useTranslation } from '@anstoss/i18n';
import type { ConsentChoice } from '../api.ts';
import type { ConsentCategory } from '../logic.ts';
import { CategoryOption } from './CategoryOption.tsx';
import { RememberedServices } from './RememberedServices.tsx';

export interface ConsentPanelProps {
  titleId: string;
  textId: string;
  draft: ConsentChoice;
  /** Already checked with safeUrl; null hides the link. */
  privacyUrl: string | null;
  onToggle: (category: ConsentCategory, value: boolean) => void;
  onAcceptAll: () => void;
  onAcceptNecessary: () => void;
  onSave: () => void;
}

/**
 * The layer's content: text, the categories and the three actions. "Alle akzeptieren" and
 * "Nur notwendige" look the same, so rejecting is as easy as accepting (TDDDG §25, GDPR).
 */
export function ConsentPanel({
  titleId,
  textId,
  draft,
  privacyUrl,
  onToggle,
  onAcceptAll,
  onAcceptNecessary,
  onSave,
}: ConsentPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="ast-cookie-consent__panel">
      <h2 id={titleId} className="ast-cookie-consent__title">
        {t('anstoss.cookieConsent.title')}
      </h2>
      <p id={textId} className="ast-cookie-consent__text">
        {t('anstoss.cookieConsent.text')}
        {privacyUrl && (
          <>
            {' '}
            <a className="ast-link" href={privacyUrl}>
              {t('anstoss.cookieConsent.privacyLink')}
            </a>
          </>
        )}
      </p>
      <fieldset className="ast-cookie-consent__categories">
        <legend className="ast-visually-hidden">{t('anstoss.cookieConsent.categories')}</legend>
        <CategoryOption
          label={t('anstoss.cookieConsent.necessary.label')}
          description={t('anstoss.cookieConsent.necessary.description')}
          checked
        />
        <CategoryOption
          label={t('anstoss.cookieConsent.functional.label')}
          description={t('anstoss.cookieConsent.functional.description')}
          checked={draft.functional}
          onChange={(value) => onToggle('functional', value)}
        />
        <CategoryOption
          label={t('anstoss.cookieConsent.marketing.label')}
          description={t('anstoss.cookieConsent.marketing.description')}
          checked={draft.marketing}
          onChange={(value) => onToggle('marketing', value)}
        />
      </fieldset>
      <RememberedServices />
      <div className="ast-cookie-consent__actions">
        <button type="button" className="ast-button" onClick={onAcceptAll}>
          {t('anstoss.cookieConsent.acceptAll')}
        </button>
        <button type="button" className="ast-button" onClick={onAcceptNecessary}>
          {t('anstoss.cookieConsent.acceptNecessary')}
        </button>
        <button type="button" className="ast-button ast-button--secondary" onClick={onSave}>
          {t('anstoss.cookieConsent.save')}
        </button>
      </div>
    </div>
  );
}
