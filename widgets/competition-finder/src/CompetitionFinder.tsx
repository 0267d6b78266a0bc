import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { errorMessage } from '@anstoss/api';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { getConfig, getPageVariables, navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader, useStatusRegion } from '@anstoss/ui';
import {
  fetchAreas,
  fetchBase,
  fetchCompetitions,
  readSavedSelection,
  writeSavedSelection,
} from './api.ts';
import {
  callToAction,
  isComplete,
  levelDisabled,
  levelOptions,
  LEVELS,
  selectedIndex,
  submitTarget,
  type Level,
} from './logic.ts';
import type { CompetitionFinderProps } from './props.ts';
import { createFinderStore, type FinderDeps } from './store.ts';
import { LevelListbox } from './parts/LevelListbox.tsx';
import './competitionFinder.css';

const LEVEL_NAME: Record<Level, TranslationKey> = {
  client: 'anstoss.competitionFinder.level.client',
  season: 'anstoss.competitionFinder.level.season',
  competitionType: 'anstoss.competitionFinder.level.competitionType',
  teamType: 'anstoss.competitionFinder.level.teamType',
  league: 'anstoss.competitionFinder.level.league',
  area: 'anstoss.competitionFinder.level.area',
  competition: 'anstoss.competitionFinder.level.competition',
};

const PLACEHOLDER_PROP: Record<Level, keyof CompetitionFinderProps> = {
  client: 'placeholderClient',
  season: 'placeholderSeason',
  competitionType: 'placeholderCompetitionType',
  teamType: 'placeholderTeamType',
  league: 'placeholderLeague',
  area: 'placeholderArea',
  competition: 'placeholderCompetition',
};

/** View root: seven levels as header buttons opening one listbox panel at a time, then submit. */
export function CompetitionFinder({ props }: WidgetProps<CompetitionFinderProps>) {
  const { t } = useTranslation();
  const baseId = useId();
  const [store] = useState(() => {
    const prefix = getConfig().productPrefix;
    const deps: FinderDeps = {
      jsonBase: props.jsonBase,
      areasTemplate: props.areasUrl,
      competitionsTemplate: props.competitionsUrl,
      loadBase: fetchBase,
      loadAreas: fetchAreas,
      loadCompetitions: fetchCompetitions,
      readSaved: () => readSavedSelection(prefix),
      save: (selection) => void writeSavedSelection(prefix, selection),
      context: () => getPageVariables(),
    };
    return createFinderStore(deps);
  });
  const status = useStore(store, (s) => s.status);
  const data = useStore(store, (s) => s.data);
  const ids = useStore(store, (s) => s.ids);
  const pending = useStore(store, (s) => s.pending);
  const levelError = useStore(store, (s) => s.levelError);
  const openPanel = useStore(store, (s) => s.openPanel);
  const autoFilled = useStore(store, (s) => s.autoFilled);
  const headerRefs = useRef<Partial<Record<Level, HTMLButtonElement | null>>>({});

  useEffect(() => {
    const { start, stop } = store.getState();
    void start();
    return stop;
  }, [store]);

  // Levels filled by themselves after a choice are announced (one polite region per widget).
  const statusRegion = useStatusRegion();
  const { announce } = statusRegion;
  useEffect(() => {
    if (autoFilled.length === 0) return;
    const { data: now, ids: chosen } = store.getState();
    const filled = autoFilled.map((level) => {
      const options = levelOptions(level, now, chosen, '');
      return `${t(LEVEL_NAME[level])}: ${options[selectedIndex(options, chosen[level])]?.label ?? ''}`;
    });
    announce(t('anstoss.competitionFinder.autoFilled', { levels: filled.join(', ') }));
  }, [autoFilled, announce, store, t]);

  const titleId = `${baseId}-title`;
  const title = (
    <h2 id={titleId} className="ast-finder__title">
      {t('anstoss.competitionFinder.title')}
    </h2>
  );

  if (status === 'loading')
    return (
      <section className="ast-widget ast-finder" aria-labelledby={titleId}>
        {title}
        <Loader />
      </section>
    );
  if (status === 'error')
    return (
      <section className="ast-widget ast-finder" aria-labelledby={titleId}>
        {title}
        <ErrorText
          message={errorMessage(levelError)}
          onRetry={() => void store.getState().retry()}
        />
      </section>
    );

  const placeholder = (level: Level) =>
    (props[PLACEHOLDER_PROP[level]] as string | undefined) ??
    t('anstoss.competitionFinder.placeholder');
  const cta = callToAction(ids);
  const complete = isComplete(ids);

  const close = (level: Level) => {
    store.getState().setOpenPanel(null);
    headerRefs.current[level]?.focus();
  };

  const submit = () => {
    const options = levelOptions('competition', data, ids, '');
    const chosen = options[selectedIndex(options, ids.competition)];
    const target = submitTarget(chosen?.url, props.submitUrl);
    if (target) navigation.go(target);
  };

  return (
    <section className="ast-widget ast-finder" aria-labelledby={titleId}>
      {title}
      <div className="ast-finder__levels">
        {LEVELS.map((level) => {
          const options = levelOptions(level, data, ids, placeholder(level));
          const index = selectedIndex(options, ids[level]);
          const isOpen = openPanel === level;
          const headerId = `${baseId}-${level}-header`;
          const panelId = `${baseId}-${level}-panel`;
          const waiting =
            (pending === 'areas' && level === 'teamType') ||
            (pending === 'competitions' && level === 'competition');
          return (
            <div
              key={level}
              className={
                'ast-finder__level' +
                (cta === level ? ' is-call-to-action' : '') +
                (index > 0 ? ' is-chosen' : '')
              }
              data-level={level}
            >
              <button
                ref={(el) => {
                  headerRefs.current[level] = el;
                }}
                id={headerId}
                type="button"
                className="ast-finder__header"
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={levelDisabled(options, index)}
                onClick={() => store.getState().setOpenPanel(isOpen ? null : level)}
              >
                <span className="ast-finder__name">{t(LEVEL_NAME[level])}</span>
                <span className="ast-finder__choice">{options[index]?.label}</span>
                {cta === level && (
                  <span className="ast-visually-hidden">
                    {' '}
                    ({t('anstoss.competitionFinder.next')})
                  </span>
                )}
              </button>
              {/* Over the level, not below it: nothing moves while it loads (issue 11). */}
              {waiting && <Loader overlay />}
              <div
                id={panelId}
                className="ast-finder__panel"
                hidden={!isOpen}
                onBlur={(event) => {
                  // Tab leaving the open list closes it (the choice stays as it was).
                  const next = event.relatedTarget;
                  if (isOpen && !(next instanceof Node && event.currentTarget.contains(next)))
                    store.getState().setOpenPanel(null);
                }}
              >
                {isOpen && (
                  <LevelListbox
                    id={`${panelId}-list`}
                    labelledBy={headerId}
                    options={options}
                    selected={index}
                    onChoose={(i) => {
                      close(level);
                      void store.getState().choose(level, i);
                    }}
                    onClose={() => close(level)}
                  />
                )}
              </div>
            </div>
          );
        })}
      </div>
      {levelError !== null && levelError !== undefined && (
        <ErrorText
          message={errorMessage(levelError)}
          onRetry={() => void store.getState().retry()}
        />
      )}
      <button
        type="button"
        className={'ast-button ast-finder__submit' + (cta === 'submit' ? ' is-call-to-action' : '')}
        disabled={!complete}
        onClick={submit}
      >
        {t('anstoss.competitionFinder.submit')}
      </button>
      {statusRegion.region}
    </section>
  );
}
