import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { Layer } from '@anstoss/ui';
import { useVideoConsent } from './consent.ts';
import {
  isPlayerEscape,
  playerUrl,
  qualityForWidth,
  serviceLabel,
  thumbnailUrl,
  type Quality,
} from './logic.ts';
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
  const { t, i18n } = useTranslation();
  const consent = useVideoConsent(props.service);
  const [open, setOpen] = useState(false);
  // Chosen when the popup opens (spec §9 TV: the device's default quality, with fallback), so a
  // resize while it plays never reloads the player.
  const [quality, setQuality] = useState<Quality | null>(null);
  const openPopup = () => {
    setQuality(qualityForWidth(window.innerWidth, props.qualities));
    setOpen(true);
  };
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
    quality,
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
          onClick={openPopup}
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
              openPopup();
            }}
            onAlways={() => {
              consent.loadAlways();
              openPopup();
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
        <h2 id={titleId} className="ast-video-popup__title" lang={portalTextLang(i18n.language)}>
          {props.title}
        </h2>
        <PopupPlayer src={src} title={props.title} onEscape={() => setOpen(false)} />
      </Layer>
    </div>
  );
}

/**
 * The player inside the popup. A cross-origin iframe keeps its keys to itself, so two bridges
 * keep the layer modal for keyboard users (issue 28):
 * - Tab past the player's last control leaves the iframe onto a sentinel after it, which hands
 *   focus to the layer's first control (the close button); reached backwards (Shift+Tab from the
 *   close button wraps there) it hands focus to the player.
 * - Escape pressed inside the player arrives as the player's message
 *   `{ type: 'anstoss:player-key', key: 'Escape' }` from the player's own window and origin
 *   (see the README), and closes the popup like Escape outside it.
 */
function PopupPlayer({
  src,
  title,
  onEscape,
}: {
  src: string;
  title: string;
  onEscape: () => void;
}) {
  const frameBox = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  // The iframe comes in a task after the layer's first paint: creating the frame (and styling and
  // laying it out for the dialog's focus) was about half of the opening click's main-thread time
  // (issue 31, interaction to next paint). The player's box (16:9, black) holds its place
  // meanwhile, so nothing moves when it arrives.
  const [framed, setFramed] = useState(false);
  useEffect(() => afterNextPaint(() => setFramed(true)), []);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      const frame = frameBox.current?.querySelector('iframe');
      if (!frame || event.source !== frame.contentWindow || event.origin !== origin) return;
      if (isPlayerEscape(event.data)) escape.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  const onSentinelFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const frame = frameBox.current?.querySelector('iframe');
    const dialog = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
    const from = event.relatedTarget;
    if (from && frame && from !== frame && dialog?.contains(from)) frame.focus();
    else dialog?.querySelector<HTMLElement>('button')?.focus();
  };

  return (
    <>
      <div ref={frameBox}>
        {framed ? <PlayerFrame src={src} title={title} /> : <div className="ast-tv-player" />}
      </div>
      <span
        tabIndex={0}
        className="ast-visually-hidden"
        data-focus-sentinel=""
        onFocus={onSentinelFocus}
      />
    </>
  );
}

/** Runs `run` in a task after the next frame has been painted; returns a cancel function. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
