import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, Loader, spreadMarks, useElementWidth } from '@anstoss/ui';
import type { TickerResponse } from '../api.ts';
import {
  currentSectionTypeId,
  eventLog,
  foldSections,
  formatKickoff,
  gameIsRunning,
  goalScorers,
  matchPhase,
  newGoals,
  progressSegments,
  scoreOf,
  scoreType,
  sectionEndMinute,
  shootoutScore,
  tickerEnabled,
  type EventLogEntry,
  type ProgressSegment,
  type Score,
} from '../logic.ts';
import { countRender } from '../renderStats.ts';
import { useSelect } from '../storeContext.ts';
import { Clock } from './Clock.tsx';
import { eventLabel, phaseLabel, sectionEndLabel, sectionStartLabel } from './labels.ts';

export interface TickerViewProps {
  onSelectTicker: (tickerId: string) => void;
  /** Loads the ticker again now (the first load failed). */
  onRetry?: () => void;
}

/**
 * The ticker's view. It subscribes to data, stale and failed only; an unchanged poll writes
 * nothing to the store, so it does not render. The clock renders on its own.
 */
export const TickerView = memo(function TickerView({ onSelectTicker, onRetry }: TickerViewProps) {
  const { t } = useTranslation();
  const data = useSelect((s) => s.data);
  const receivedAt = useSelect((s) => s.receivedAt);
  const stale = useSelect((s) => s.stale);
  const failed = useSelect((s) => s.failed);
  const tickerId = useSelect((s) => s.tickerId);
  countRender('view');

  if (!data) {
    if (failed)
      return <ErrorText message={{ key: 'anstoss.liveTicker.failed' }} onRetry={onRetry} />;
    return <Loader label={t('anstoss.liveTicker.loading')} />;
  }
  if (!tickerEnabled(data)) {
    return (
      <p className="ast-live-ticker__inactive" data-state="inactive">
        {t('anstoss.liveTicker.inactive')}
      </p>
    );
  }
  return (
    <TickerContent
      data={data}
      receivedAt={receivedAt}
      stale={stale}
      tickerId={tickerId}
      onSelectTicker={onSelectTicker}
    />
  );
});

interface ContentProps {
  data: TickerResponse;
  receivedAt: number;
  stale: boolean;
  tickerId: string;
  onSelectTicker: (tickerId: string) => void;
}

function TickerContent({ data, receivedAt, stale, tickerId, onSelectTicker }: ContentProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const selectId = useId();
  const derived = useMemo(() => {
    const sections = data.duration_sections === 1 ? 1 : 2;
    const events = foldSections(data.events, sections);
    const declared = data.section_type_id ?? null;
    const phase = matchPhase(data, events);
    const running = data.time_running ?? gameIsRunning(events, declared);
    const section = currentSectionTypeId(events, declared);
    const shootout = shootoutScore(data, events);
    return {
      events,
      phase,
      score: scoreOf(data),
      running: running && phase.kind === 'running',
      section,
      sectionEnd:
        section === null
          ? null
          : sectionEndMinute(section, data.duration, sections, data.extratime_duration),
      scoreType: scoreType(events, declared),
      shootout: shootout ? `${shootout.home}:${shootout.away}` : null,
      scorers: goalScorers(data),
      segments: progressSegments(data, data.timeplayed),
      log: eventLog(events, data),
    };
  }, [data]);
  // "Today" is the day the answer arrived (the server's Date header would do as well).
  const kickoff = formatKickoff(data.kickoff, new Date(receivedAt));
  const { phase } = derived;
  const announcement = useGoalAnnouncement(derived.score, data);
  const { score } = derived;
  const show = (n: number | null) => (n === null ? '-' : String(n));

  return (
    <section className="ast-widget ast-live-ticker" aria-labelledby={titleId}>
      <h2 id={titleId} className="ast-live-ticker__title">
        {t('anstoss.liveTicker.title')}
      </h2>
      {data.tickers.length > 1 && (
        <div className="ast-live-ticker__switch">
          <label htmlFor={selectId}>{t('anstoss.liveTicker.chooseTicker')}</label>
          <select
            id={selectId}
            value={tickerId}
            onChange={(e) => onSelectTicker(e.currentTarget.value)}
          >
            {data.tickers.map((ticker, index) => (
              <option key={String(ticker.id)} value={String(ticker.id)}>
                {ticker.name ?? t('anstoss.liveTicker.tickerOption', { n: index + 1 })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="ast-live-ticker__scoreboard" data-running={derived.running ? '1' : '0'}>
        <span className="ast-live-ticker__team ast-live-ticker__team--home" lang="de">
          {data.home_team.name}
        </span>
        <span className="ast-live-ticker__score" data-testid="live-score">
          <span className="ast-visually-hidden">{t('anstoss.liveTicker.score')} </span>
          {phase.kind === 'scheduled' ? '-:-' : `${show(score.home)}:${show(score.away)}`}
          {derived.scoreType !== null && (
            <span className="ast-live-ticker__score-note">
              {' '}
              <abbr title={t('anstoss.liveTicker.afterExtraTimeLong')}>
                {t('anstoss.liveTicker.afterExtraTime')}
              </abbr>
              {derived.shootout && phase.kind === 'finished' && (
                <>
                  {', '}
                  {derived.shootout}{' '}
                  <abbr title={t('anstoss.liveTicker.afterPenaltiesLong')}>
                    {t('anstoss.liveTicker.afterPenalties')}
                  </abbr>
                </>
              )}
            </span>
          )}
        </span>
        <span className="ast-live-ticker__team ast-live-ticker__team--away" lang="de">
          {data.guest_team.name}
        </span>
        <span className="ast-live-ticker__meta" data-phase={phase.kind}>
          <span className="ast-live-ticker__phase">
            {phaseLabel(t, phase, data.duration_sections, {
              kickoff,
              shootout: derived.shootout,
            })}
          </span>
          {phase.kind === 'running' && (
            <>
              {' · '}
              <Clock
                timePlayed={data.timeplayed}
                receivedAt={receivedAt}
                running={derived.running}
                sectionEnd={derived.sectionEnd}
              />
            </>
          )}
          {data.score_halftime &&
            !(phase.kind === 'break' && phase.after === 2) &&
            phase.kind !== 'scheduled' && (
              <span className="ast-live-ticker__halftime">
                {' · '}
                {t('anstoss.liveTicker.halftime', { score: data.score_halftime })}
              </span>
            )}
        </span>
      </div>
      {stale && (
        <p className="ast-live-ticker__stale" role="status">
          {t('anstoss.liveTicker.stale')}
        </p>
      )}
      <div className="ast-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <div className="ast-live-ticker__scorers">
        <h3 className="ast-visually-hidden">{t('anstoss.liveTicker.scorers')}</h3>
        {(['home', 'away'] as const).map((side) => (
          <ul
            key={side}
            className={`ast-live-ticker__scorer-list ast-live-ticker__scorer-list--${side}`}
          >
            {derived.scorers[side].map((s, i) => (
              <li key={`${s.minute}-${i}`}>
                {s.name || '–'} {t('anstoss.liveTicker.minute', { minute: s.minute })}
                {s.ownGoal && (
                  <abbr title={t('anstoss.liveTicker.event.ownGoal')}>
                    {' '}
                    ({t('anstoss.liveTicker.ownGoalMark')})
                  </abbr>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
      <div className="ast-live-ticker__progress" aria-hidden="true">
        {derived.segments.map((segment) => (
          <ProgressBarSegment key={segment.sectionTypeId} segment={segment} />
        ))}
      </div>
      {/* The log scrolls, so it takes keyboard focus (axe: scrollable-region-focusable). */}
      <div
        role="log"
        aria-label={t('anstoss.liveTicker.events')}
        className="ast-live-ticker__log"
        tabIndex={0}
      >
        <ul className="ast-live-ticker__events">
          {derived.log.map((e, i) => (
            <li
              key={`${derived.log.length - i}`}
              className={`ast-live-ticker__event ast-live-ticker__event--${e.kind}${
                e.eventClass ? ` is-${e.eventClass.replace(' ', ' is-')}` : ''
              }`}
            >
              <span className="ast-live-ticker__minute">
                {e.minute ? t('anstoss.liveTicker.minute', { minute: e.minute }) : ''}
              </span>
              {e.minute ? ' ' : ''}
              <strong>{entryLabel(t, e)}</strong>
              {e.kind === 'kick' && <> {e.score}</>}
              {e.player &&
                (e.replaced ? (
                  <>
                    {' – '}
                    {t('anstoss.liveTicker.substitutionFor', { in: e.player, out: e.replaced })}
                  </>
                ) : (
                  <> – {e.player}</>
                ))}
              {e.team && <span className="ast-live-ticker__event-team"> ({e.team})</span>}
              {e.text && <span className="ast-live-ticker__event-text"> {e.text}</span>}
              {e.image && (
                <img
                  className="ast-live-ticker__player"
                  src={e.image}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The bold part of a log line: one text per event. */
function entryLabel(t: ReturnType<typeof useTranslation>['t'], e: EventLogEntry): string {
  switch (e.kind) {
    case 'sectionStart':
      return sectionStartLabel(t, e.sectionTypeId);
    case 'sectionEnd':
      return sectionEndLabel(t, e.end);
    case 'kick':
      return e.scored ? t('anstoss.liveTicker.kick.scored') : t('anstoss.liveTicker.kick.missed');
    case 'event':
      return eventLabel(t, e.typeId);
  }
}

/** The polite announcement of a goal: built only when the score rises between two answers. */
function useGoalAnnouncement(score: Score, data: TickerResponse): string {
  const { t } = useTranslation();
  const previous = useRef<Score | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    const sides = newGoals(previous.current, score);
    previous.current = score;
    if (sides.length === 0) return;
    const team = sides
      .map((s) => (s === 'home' ? data.home_team.name : data.guest_team.name))
      .join(', ');
    setText(
      t('anstoss.liveTicker.goalAnnouncement', {
        team,
        home: score.home ?? '-',
        away: score.away ?? '-',
      }),
    );
  }, [score, data, t]);
  return text;
}

/** Marks are 6 px discs (liveTicker.css). */
const MARK_SIZE = 6;

/**
 * One section of the progress bar with its event marks. Marks of one side never lie on top of
 * each other: 90+2 and 90+4 are drawn at the segment's end, and on a phone a minute is 4 px, so
 * they are spread apart (spreadMarks, as the match quick view does) once the width is known.
 */
function ProgressBarSegment({ segment }: { segment: ProgressSegment }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const lefts = new Map<number, string>();
  for (const side of ['home', 'away'] as const) {
    const own = segment.events.flatMap((e, i) => (e.side === side ? [{ e, i }] : []));
    if (width > 0) {
      const xs = spreadMarks(
        own.map(({ e }) => (e.left / 100) * width),
        MARK_SIZE,
        0,
        width,
      );
      own.forEach(({ i }, k) => lefts.set(i, `${xs[k]!}px`));
    } else own.forEach(({ e, i }) => lefts.set(i, `${e.left}%`));
  }
  return (
    <div
      ref={ref}
      className="ast-live-ticker__segment"
      data-finished={segment.finished ? '1' : '0'}
    >
      <div className="ast-live-ticker__bar" style={{ width: `${segment.percent}%` }} />
      {segment.events.map((e, i) => (
        <span
          key={i}
          className={`ast-live-ticker__mark ast-live-ticker__mark--${e.side}${
            e.eventClass
              ? ` ${e.eventClass
                  .split(' ')
                  .map((c) => `is-${c}`)
                  .join(' ')}`
              : ''
          }`}
          style={{ left: lefts.get(i) }}
        />
      ))}
    </div>
  );
}
