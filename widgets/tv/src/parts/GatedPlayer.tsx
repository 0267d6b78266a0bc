import { useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { useVideoConsent } from '../consent.ts';
import { ConsentGate } from './ConsentGate.tsx';
import { PlayerFrame } from './PlayerFrame.tsx';

export interface GatedPlayerProps {
  /** The player page's address, or null when the entry has no player (no video source). */
  src: string | null;
  title: string;
  /** The preview from the portal. */
  image: string | null;
  service: string;
  serviceLabel: string;
}

/**
 * The player in place: the iframe once the service is consented, the blurred preview with the
 * consent wrapper before (no request to the video host), a notice when there is no player.
 */
export function GatedPlayer({ src, title, image, service, serviceLabel }: GatedPlayerProps) {
  const { t } = useTranslation();
  const consent = useVideoConsent(service);
  // Focus follows the visitor's click into the player; a page that loads consented stays put.
  const [asked, setAsked] = useState(false);
  if (!src)
    return (
      <div className="ast-tv-stage ast-tv-stage--none">
        {image && <img className="ast-tv-stage__image" src={image} alt="" />}
        <p className="ast-tv-stage__notice">{t('anstoss.tv.noPlayer')}</p>
      </div>
    );
  return (
    <div className="ast-tv-stage">
      {consent.consented ? (
        <PlayerFrame src={src} title={title} autoFocus={asked} />
      ) : (
        <ConsentGate
          serviceLabel={serviceLabel}
          image={image}
          onOnce={() => {
            setAsked(true);
            consent.loadOnce();
          }}
          onAlways={() => {
            setAsked(true);
            consent.loadAlways();
          }}
        />
      )}
    </div>
  );
}
