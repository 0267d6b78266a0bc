import { useEffect, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';

export interface PlayerFrameProps {
  src: string;
  title: string;
  /** Move focus into the player (after the visitor asked for it to load). */
  autoFocus?: boolean;
}

/** The video player page in an iframe, 16:9, sized before it loads. */
export function PlayerFrame({ src, title, autoFocus = false }: PlayerFrameProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div className="ast-tv-player">
      <iframe
        ref={ref}
        className="ast-tv-player__frame"
        src={src}
        title={t('anstoss.tv.playerTitle', { title })}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation"
        data-tv-player=""
      />
    </div>
  );
}
