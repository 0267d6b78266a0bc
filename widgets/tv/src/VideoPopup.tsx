import { useId, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { Layer } from '@anstoss/ui';
import { useVideoConsent } from './consent.ts';
import { playerUrl, serviceLabel, thumbnailUrl } from './logic.ts';
import type { VideoPopupProps } from './props.ts';
import { ConsentGate } from './parts/ConsentGate.tsx';
import { PlayerFrame } from './parts/PlayerFrame.tsx';
import './tv.css';

/**
 * The video popup (spec §2 Layers and overlays): a preview that opens a modal layer with the
 * player iframe and the title, only once the video service is consented. Before that the preview
 * is blurred and the consent wrapper offers "Video laden" and "Immer laden". Withdrawing the
 * consent closes an open popup.
 */
export function VideoPopup({ props }: WidgetProps<VideoPopupProps>) {
  const { t } = useTranslation();
  const consent = useVideoConsent(props.service);
  const [open, setOpen] = useState(false);
  // State, not a ref: the trigger appears only after consent, in the render that opens the layer.
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const titleId = useId();
  const base = document.baseURI;
  const image = props.image
    ? thumbnailUrl({ folder: '', src: { medium: props.image } }, base)
    : null;
  const src = playerUrl(
    { url: props.playerUrl, thirdParty: props.thirdParty },
    props.videoId,
    null,
    base,
  );
  const label = serviceLabel({ url: props.playerUrl }, props.serviceName, base);
  // The layer opens once the trigger exists, so focus has a place to return to on close.
  const showPlayer = open && consent.consented && src !== null && trigger !== null;
  // Consent taken back while the popup is open: the player goes, focus back to the preview.
  // (State adjusted while rendering, so it never opens again by itself when consent returns.)
  if (open && !consent.consented) setOpen(false);

  if (!src) return null;
  return (
    <div className="ast-widget ast-tv ast-video-popup">
      {consent.consented ? (
        <button
          ref={setTrigger}
          type="button"
          className="ast-video-popup__trigger"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          {image ? (
            <img className="ast-video-popup__image" src={image} alt="" loading="lazy" />
          ) : (
            <span className="ast-video-popup__image" aria-hidden="true" />
          )}
          <span className="ast-video-popup__play" aria-hidden="true">
            ▶
          </span>
          <span className="ast-video-popup__label">
            {t('anstoss.tv.play', { title: props.title })}
          </span>
        </button>
      ) : (
        <div className="ast-tv-stage">
          <ConsentGate
            serviceLabel={label}
            image={image}
            onOnce={() => {
              consent.loadOnce();
              setOpen(true);
            }}
            onAlways={() => {
              consent.loadAlways();
              setOpen(true);
            }}
          />
        </div>
      )}
      <Layer
        open={showPlayer}
        labelledBy={titleId}
        onClose={() => setOpen(false)}
        closeLabel={t('anstoss.tv.close')}
        returnFocusTo={trigger}
        className="ast-video-popup__layer"
        portal
      >
        <h2 id={titleId} className="ast-video-popup__title">
          {props.title}
        </h2>
        <PlayerFrame src={src} title={props.title} />
      </Layer>
    </div>
  );
}
