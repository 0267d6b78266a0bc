import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { charCountMessage, crossedThreshold, remainingChars } from './charCount.ts';
import { useOptionalAnnounce } from './status/StatusRegion.tsx';

export interface CharCounterProps {
  /** The field's maxlength. */
  maxLength: number;
  /** The field's current value. */
  value: string;
  /** Id of the visible counter; point the field's `aria-describedby` at it. */
  id?: string;
  /** Quiet time after the last change before the count is announced; default 1000 ms. */
  announceDelayMs?: number;
  /**
   * Speak only when typing passes one of these remaining counts (and when the text becomes too
   * long), at once instead of after a pause: `COUNTER_THRESHOLDS` is [100, 50, 20, 10, 0].
   */
  thresholds?: readonly number[];
  className?: string;
}

/**
 * Shows the remaining characters of a field. Screen readers hear the count politely once typing
 * pauses, not on every keystroke, and never for the initial value.
 */
export function CharCounter({
  maxLength,
  value,
  id,
  announceDelayMs = 1000,
  thresholds,
  className,
}: CharCounterProps) {
  const { t } = useTranslation();
  const remaining = remainingChars(maxLength, value);
  const { key, count } = charCountMessage(remaining);
  const text = t(key, { count });
  const [announcement, setAnnouncement] = useState('');
  // Inside a widget's <StatusRegion> the count is spoken there (one region per widget).
  const shared = useOptionalAnnounce();
  // The text last announced (at first the initial one, which is not announced at all).
  const spokenText = useRef(text);

  const previous = useRef(remaining);

  useEffect(() => {
    if (!thresholds) return;
    const before = previous.current;
    previous.current = remaining;
    if (crossedThreshold(before, remaining, thresholds) === null) return;
    spokenText.current = text;
    if (shared) return shared(text);
    // Own region: spoken after this commit, like the paused announcement below.
    const timer = setTimeout(() => setAnnouncement(text), 0);
    return () => clearTimeout(timer);
  }, [remaining, text, thresholds, shared]);

  useEffect(() => {
    if (thresholds || text === spokenText.current) return;
    const timer = setTimeout(() => {
      spokenText.current = text;
      if (shared) shared(text);
      else setAnnouncement(text);
    }, announceDelayMs);
    return () => clearTimeout(timer);
  }, [text, announceDelayMs, shared, thresholds]);

  const classes = [
    'ast-char-counter',
    remaining < 0 ? 'ast-char-counter--over' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <span id={id} className={classes}>
        {text}
      </span>
      {!shared && (
        <span className="ast-visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </span>
      )}
    </>
  );
}
