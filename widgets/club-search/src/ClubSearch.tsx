import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, useCombobox, useResource, useStatusRegion, useStoreFields } from '@anstoss/ui';
import { fetchClubs, fetchTeams, type ClubEntry } from './api.ts';
import {
  entriesOf,
  filterEntries,
  foundMessage,
  requestData,
  shouldRefetch,
  teamsMessage,
} from './logic.ts';
import type { ClubSearchProps } from './props.ts';
import { createClubSearchStore } from './store.ts';
import { TeamList } from './parts/TeamList.tsx';
import './clubSearch.css';

/** At most this many suggestions are in the DOM at once. */
export const MAX_OPTIONS = 20;

const FOUND_KEY = {
  none: 'anstoss.clubSearch.none',
  found: 'anstoss.clubSearch.found',
  foundAtLeast: 'anstoss.clubSearch.foundAtLeast',
} as const;
const TEAMS_KEY = {
  teamsLoading: 'anstoss.clubSearch.teamsLoading',
  teamsLoaded: 'anstoss.clubSearch.teamsLoaded',
  noTeams: 'anstoss.clubSearch.noTeams',
} as const;

/**
 * View root: a WAI-ARIA combobox (list autocomplete) over the club endpoint; choosing a club
 * loads its teams and links to them.
 */
export function ClubSearch({ props }: WidgetProps<ClubSearchProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createClubSearchStore(props.value.trim()));
  const state = useStoreFields(store, [
    'active',
    'club',
    'error',
    'fetched',
    'fetchedText',
    'open',
    'status',
    'teams',
    'teamsError',
    'teamsStatus',
    'text',
  ]);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastRequested = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The text asked for; a new one aborts the request in flight, null drops it (too short).
  const [query, setQuery] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const [, clubs] = useResource({
    key: query,
    load: (text, { signal }) => {
      store.getState().requestStarted();
      return fetchClubs(props.itemsUrl, requestData(props.defaultData, props.key, text), signal);
    },
    onData: (response, text) => {
      const entries = entriesOf(response);
      if (entries) store.getState().answered(text, entries);
      else {
        lastRequested.current = null;
        store.getState().failed(errorMessage(response));
      }
    },
    onError: (error) => {
      lastRequested.current = null;
      store.getState().failed(errorMessage(error));
    },
  });
  const ask = (text: string | null) => {
    if (text !== null && text === asked.current) clubs.retry();
    else setQuery(text);
    asked.current = text;
  };
  const request = (text: string) => {
    lastRequested.current = text;
    ask(text);
  };

  // A new object per choice: choosing (or retrying) a club always asks for its teams again.
  const [teamsOf, setTeamsOf] = useState<{ club: ClubEntry } | null>(null);
  useResource({
    key: teamsOf,
    load: ({ club }, { signal }) => fetchTeams(props.teamsUrl, club.id, signal),
    onData: (response) => {
      const teams = entriesOf(response);
      if (teams) store.getState().teamsLoaded(teams);
      else store.getState().teamsFailed(errorMessage(response));
    },
    onError: (error) => store.getState().teamsFailed(errorMessage(error)),
  });

  const onChange = (text: string) => {
    store.getState().type(text);
    clearTimeout(timer.current);
    if (text.length < props.minLength) {
      // Too short: nothing is asked, and an answer still on its way is dropped.
      ask(null);
      lastRequested.current = null;
      return;
    }
    timer.current = setTimeout(() => {
      if (shouldRefetch(lastRequested.current, text, props.minLength, props.select)) request(text);
    }, props.debounceMs);
  };

  const choose = (club: ClubEntry) => {
    clearTimeout(timer.current);
    store.getState().choose(club);
    setTeamsOf({ club });
  };

  const long = state.text.length >= props.minLength;
  const matching = long
    ? props.select
      ? state.fetched
      : filterEntries(state.fetched, state.text, state.fetchedText)
    : [];
  const options = matching.slice(0, MAX_OPTIONS);
  const showList = state.open && long && options.length > 0 && state.club?.name !== state.text;
  const { inputProps, listboxProps, getOptionProps, inputId } = useCombobox({
    id: ids,
    count: options.length,
    expanded: showList,
    onOpenChange: (open) => store.getState().setOpen(open),
    active: state.active,
    onActiveChange: (index) => store.getState().setActive(index),
    onChoose: (index) => {
      const option = options[index];
      if (option) choose(option);
    },
    onClear: () => onChange(''),
  });

  let status = '';
  if (state.text.length > 0 && !long)
    status = t('anstoss.clubSearch.tooShort', { count: props.minLength });
  else if (long && state.status === 'loading') status = t('anstoss.clubSearch.searching');
  else if (long && state.status === 'ready' && !state.club) {
    const found = foundMessage(matching.length, MAX_OPTIONS);
    status = t(FOUND_KEY[found.key], { count: found.count, shown: found.shown });
  } else if (state.club) {
    const teams = teamsMessage(state.teamsStatus, state.teams.length);
    if (teams) status = t(TEAMS_KEY[teams.key], { count: teams.count, club: state.club.name });
  }
  // One polite status region for the widget: search results and teams loading are announced.
  const statusRegion = useStatusRegion();
  const { announce } = statusRegion;
  useEffect(() => announce(status), [announce, status]);

  return (
    <div className="ast-widget ast-club-search">
      <label className="ast-club-search__label" htmlFor={inputId}>
        {props.label ?? t('anstoss.clubSearch.label')}
      </label>
      <div className="ast-club-search__field">
        <input
          {...inputProps}
          ref={inputRef}
          type="text"
          className="ast-club-search__input"
          aria-describedby={hintId}
          spellCheck={false}
          value={state.text}
          onChange={(event) => onChange(event.target.value)}
        />
        <ul
          {...listboxProps}
          className="ast-club-search__list"
          aria-label={t('anstoss.clubSearch.suggestions')}
        >
          {showList &&
            options.map((option, index) => (
              <li
                key={String(option.id)}
                {...getOptionProps(index)}
                className="ast-club-search__option"
              >
                <span className="ast-club-search__name">{option.name}</span>
                {option.town ? (
                  <>
                    <span className="ast-visually-hidden">, </span>
                    <span className="ast-club-search__town">{option.town}</span>
                  </>
                ) : null}
              </li>
            ))}
        </ul>
      </div>
      <p id={hintId} className="ast-club-search__hint">
        {t('anstoss.clubSearch.hint', { count: props.minLength })}
      </p>
      {statusRegion.region}
      {state.status === 'error' && (
        <ErrorText
          message={state.error ?? undefined}
          onRetry={() => {
            inputRef.current?.focus();
            if (state.text.length >= props.minLength) request(state.text);
          }}
        />
      )}
      {state.club && (
        <TeamList
          club={state.club}
          status={state.teamsStatus}
          teams={state.teams}
          error={state.teamsError}
          onRetry={() => state.club && choose(state.club)}
        />
      )}
    </div>
  );
}
