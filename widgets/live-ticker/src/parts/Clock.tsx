import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { clockSeconds, formatMatchClock } from '../logic.ts';
import { countRender } from '../renderStats.ts';
import { subscribeTick, tickNow } from '../tick.ts';

const noSubscribe = () => () => undefined;

export interface ClockProps {
  timePlayed: number | null;
  receivedAt: number;
  running: boolean;
  /** Last regular minute of the section: beyond it the clock shows added time (45:00 +1:23). */
  sectionEnd?: number | null;
}

/**
 * The match clock: m:ss, ticking every second while the game runs, '-:-' without a time. Only this
 * component subscribes to the tick, so a tick re-renders the clock and nothing else. role="timer"
 * is not live: screen readers are not told every second.
 */
export const Clock = memo(function Clock({
  timePlayed,
  receivedAt,
  running,
  sectionEnd = null,
}: ClockProps) {
  const { t } = useTranslation();
  const now = useSyncExternalStore(running ? subscribeTick : noSubscribe, tickNow, tickNow);
  countRender('clock');
  const text = formatMatchClock(
    clockSeconds(timePlayed, receivedAt, Math.max(now, receivedAt), running),
    sectionEnd,
  );
  return (
    <span
      className="ast-live-ticker__clock"
      role="timer"
      aria-label={t('anstoss.liveTicker.clock')}
    >
      {text}
    </span>
  );
});
