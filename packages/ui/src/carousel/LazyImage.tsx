import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Retries after a failed load (spec §9 carousel: 3). */
  retries?: number;
  /** ms between retries (spec §9 carousel: 500). */
  retryDelay?: number;
  className?: string;
  /** Called once when the placeholder replaces the image (after the last retry). */
  onFail?: () => void;
}

/**
 * An image loaded when it nears the viewport. A failed load is retried (a fresh <img> each time);
 * after the last retry a placeholder of the same size says so, so nothing around it moves.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  retries = 3,
  retryDelay = 500,
  className,
  onFail,
}: LazyImageProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const [forSrc, setForSrc] = useState(src);
  if (forSrc !== src) {
    setForSrc(src);
    setAttempt(0);
    setFailedAt(null);
  }

  useEffect(() => {
    if (failedAt === null || failedAt >= retries) return;
    const timer = window.setTimeout(() => {
      setAttempt(failedAt + 1);
      setFailedAt(null);
    }, retryDelay);
    return () => window.clearTimeout(timer);
  }, [failedAt, retries, retryDelay]);

  const failed = failedAt !== null && failedAt >= retries;
  const onFailRef = useRef(onFail);
  useEffect(() => {
    onFailRef.current = onFail;
  });
  useEffect(() => {
    if (failed) onFailRef.current?.();
  }, [failed]);

  const classes = ['ast-lazy-image', className ?? ''].filter(Boolean).join(' ');
  if (failedAt !== null && failedAt >= retries)
    return (
      <span
        className={`${classes} ast-lazy-image--failed`}
        // A decorative picture (alt '') stays decorative when it fails: no nameless role="img".
        {...(alt
          ? { role: 'img', 'aria-label': `${alt}: ${t('anstoss.ui.carousel.imageFailed')}` }
          : { 'aria-hidden': true })}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <span aria-hidden="true">{t('anstoss.ui.carousel.imageFailed')}</span>
      </span>
    );
  return (
    <img
      key={attempt}
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      data-attempt={attempt}
      onError={() => setFailedAt(attempt)}
    />
  );
}
