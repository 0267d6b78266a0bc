import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { on, type WidgetProps } from '@anstoss/runtime/widget';
import { errorMessage } from '@anstoss/api';
import { ErrorText, Loader, useElementWidth, useResource } from '@anstoss/ui';
import { fetchMatchEvents, type MatchEvents } from './api.ts';
import {
  HEXAGON_WIDTH,
  iconClass,
  iconOffset,
  spreadIcons,
  timelineSections,
  totalMinutes,
  xOf,
  type SectionKey,
} from './logic.ts';
import type { MatchQuickviewProps } from './props.ts';
import './matchQuickview.css';

/** Timeline of the match with event marks and a text alternative listing the events. */
export function MatchQuickview({ props }: WidgetProps<MatchQuickviewProps>) {
  const [events, resource] = useResource({
    key: props.url,
    load: (url, { signal }) => fetchMatchEvents(url, signal),
  });
  // A language switch without a reload: the events' labels ("Nico Brinkmann für Daniel
  // Schumacher") are server text in the cookie's language; loaded again once the switch has
  // written the cookie (right after the announcement). After an unmount a reload does nothing.
  useEffect(() => on('languageChanged', () => void setTimeout(resource.reload)), [resource]);
  if (events.data) return <Timeline data={events.data} />;
  if (events.status === 'error')
    return <ErrorText message={errorMessage(events.error)} onRetry={resource.retry} />;
  return <Loader />;
}

function Timeline({ data }: { data: MatchEvents }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const measured = useElementWidth(ref);
  const width = measured || 720;
  const sections = timelineSections(data);
  const total = totalMinutes(data, sections);
  const events = sections.flatMap((s) => s.events.map((e, i) => ({ ...e, key: `${s.key}-${i}` })));
  const spread = (team: 'home' | 'away') => {
    const own = events.filter((e) => e.team === team);
    const xs = spreadIcons(
      own.map((e) => xOf(e.time, total, width)),
      width,
    );
    return new Map(own.map((e, i) => [e.key, xs[i]!]));
  };
  const iconX = new Map([...spread('home'), ...spread('away')]);
  const last = sections.at(-1);
  const sectionName = (key: SectionKey) =>
    key === 'first-half'
      ? t('anstoss.matchQuickview.firstHalf')
      : key === 'second-half'
        ? t('anstoss.matchQuickview.secondHalf')
        : t('anstoss.matchQuickview.extraTime');
  const typeName = (type: string) => {
    switch (type) {
      case 'goal':
        return t('anstoss.matchQuickview.type.goal');
      case 'goal own-goal':
        return t('anstoss.matchQuickview.type.ownGoal');
      case 'yellow-card':
        return t('anstoss.matchQuickview.type.yellowCard');
      case 'red-card':
        return t('anstoss.matchQuickview.type.redCard');
      case 'yellow-red-card':
        return t('anstoss.matchQuickview.type.yellowRedCard');
      case 'substitution':
        return t('anstoss.matchQuickview.type.substitution');
      default:
        return t('anstoss.matchQuickview.type.other');
    }
  };
  const teamName = (team: 'home' | 'away') =>
    team === 'home'
      ? (data.homeTeam ?? t('anstoss.matchQuickview.home'))
      : (data.awayTeam ?? t('anstoss.matchQuickview.away'));
  return (
    <section className="ast-widget ast-match-quickview" aria-labelledby={titleId}>
      <h2 id={titleId} className="ast-match-quickview__title">
        {t('anstoss.matchQuickview.title')}
      </h2>
      <div ref={ref} className="ast-match-quickview__chart" aria-hidden="true">
        {sections.map((s) => (
          <div
            key={s.key}
            className={`ast-match-quickview__section ast-match-quickview__section--${s.key}`}
            style={{
              left: xOf(s.start, total, width),
              width: xOf(s.end, total, width) - xOf(s.start, total, width),
            }}
          />
        ))}
        {sections.map((s) => (
          <span
            key={`hex-${s.key}`}
            className="ast-match-quickview__hexagon"
            style={{ left: xOf(s.start, total, width) - HEXAGON_WIDTH / 2, width: HEXAGON_WIDTH }}
          >
            {s.start}
          </span>
        ))}
        {/* The line's end says which minute it is (90, 120): the padding after it is stoppage
            time, where late icons fan out. */}
        {last ? (
          <span
            className="ast-match-quickview__hexagon ast-match-quickview__hexagon--end"
            style={{ left: xOf(last.end, total, width) - HEXAGON_WIDTH / 2, width: HEXAGON_WIDTH }}
          >
            {last.end}
          </span>
        ) : null}
        {events.map((e) => (
          <span
            key={e.key}
            className={`ast-match-quickview__icon ${iconClass(e.type)
              .split(' ')
              .map((c) => `is-${c}`)
              .join(' ')} is-${e.team}`}
            data-team={e.team}
            style={{
              left: iconX.get(e.key),
              top: `calc(50% + ${iconOffset(e.team)}px)`,
            }}
          />
        ))}
      </div>
      <ol className="ast-visually-hidden">
        {sections.flatMap((s) =>
          s.events.map((e, i) => (
            <li key={`${s.key}-${i}`}>
              {t('anstoss.matchQuickview.eventText', {
                minute: e.time,
                section: sectionName(s.key),
                type: typeName(e.type),
                team: teamName(e.team),
              })}
              {e.label ? ` (${e.label})` : ''}
            </li>
          )),
        )}
        {sections.every((s) => s.events.length === 0) && (
          <li>{t('anstoss.matchQuickview.noEvents')}</li>
        )}
      </ol>
    </section>
  );
}
