import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';

export interface ConsentGateProps {
  /** The service's name as the visitor knows it. */
  serviceLabel: string;
  /** The preview from the portal's own origin (never the video host's), or null. */
  image: string | null;
  onOnce: () => void;
  onAlways: () => void;
}

/**
 * The two-click placeholder: the preview image blurred, and a wrapper that names the service and
 * offers "Video laden" (this once) and "Immer laden" (remember). Nothing here touches the video host.
 */
export function ConsentGate({ serviceLabel, image, onOnce, onAlways }: ConsentGateProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <div className="ast-tv-consent" data-tv-consent="">
      {image ? (
        <img className="ast-tv-consent__preview" src={image} alt="" loading="lazy" />
      ) : (
        <span
          className="ast-tv-consent__preview ast-tv-consent__preview--empty"
          aria-hidden="true"
        />
      )}
      <div
        className="ast-tv-consent__wrapper"
        role="group"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <p id={titleId} className="ast-tv-consent__title">
          {t('anstoss.tv.consent.title')}
        </p>
        <p id={textId} className="ast-tv-consent__text">
          {t('anstoss.tv.consent.text', { service: serviceLabel })}
        </p>
        <div className="ast-tv-consent__actions">
          <button type="button" className="ast-button" onClick={onOnce}>
            {t('anstoss.tv.consent.once')}
          </button>
          <button type="button" className="ast-button ast-button--secondary" onClick={onAlways}>
            {t('anstoss.tv.consent.always')}
          </button>
        </div>
        <p className="ast-tv-consent__hint">
          {t('anstoss.tv.consent.hint', { service: serviceLabel })}
        </p>
      </div>
    </div>
  );
}
