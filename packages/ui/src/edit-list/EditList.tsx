import { useId, type ReactNode } from 'react';
import { DateRange } from '../date-picker/DateRange.tsx';
import { ErrorText, type ErrorMessage } from '../ErrorText.tsx';
import { LoadMore } from '../load-more/LoadMore.tsx';
import { Loader } from '../Loader.tsx';
import { useStoreFields } from '../storeContext.tsx';
import type { EditListEntry, EditListNotice, EditListStore } from './editListStore.ts';

export interface EditListLabels<N extends string = never> {
  heading: string;
  /** The date window's group name and its two fields. */
  range: string;
  from: string;
  to: string;
  refresh: string;
  /** Announced while the first page loads again. */
  refreshing: string;
  refreshFailed: ErrorMessage;
  empty: string;
  /**
   * "3 von 5 Alben angezeigt": `count` entries loaded, `shown` of them rendered. `more`: the
   * server has further entries, so `count` is no total ("10 Einträge angezeigt", never "10 von
   * 10" above "Mehr laden").
   */
  count: (count: number, shown: number, more: boolean) => string;
  notice: (notice: EditListNotice | N) => string;
}

export interface EditListProps<T extends EditListEntry, N extends string> {
  /** The widget's store (made with `editListSlice` or `createEditListStore`). */
  store: EditListStore<T, N>;
  /** The first page is loading again (from the widget's `useResource`). */
  refreshing: boolean;
  /** Loads the failed page again (the resource's `retry`). */
  onRetry: () => void;
  /** The widget's own class beside `ast-edit-list`. */
  className: string;
  labels: EditListLabels<N>;
  /** More controls beside "Aktualisieren" (the album list's "Neues Album"). */
  tools?: ReactNode;
  /** Between the filter and the status line (the new-entry form). */
  children?: ReactNode;
  /** One entry; `onRemoved` moves focus to the list's heading when an entry left the list. */
  renderEntry: (entry: T, onRemoved: () => void) => ReactNode;
}

/**
 * The frame of an owner's edit list (spec §7 media edit list, album edit list): heading, date
 * window with "Aktualisieren", the polite status line (refreshing or the last notice), the
 * refresh error with retry, the count, the shown entries and "Mehr laden". While the first page
 * loads it shows the loader; when it failed, the error with retry.
 */
export function EditList<T extends EditListEntry, N extends string>({
  store,
  refreshing,
  onRetry,
  className,
  labels,
  tools,
  children,
  renderEntry,
}: EditListProps<T, N>) {
  const s = useStoreFields(store, [
    'status',
    'entries',
    'shown',
    'hasMore',
    'query',
    'loadingMore',
    'moreError',
    'refreshError',
    'lastAdded',
    'notice',
  ]);
  const headingId = `${useId()}-h`;

  if (s.status === 'loading') return <Loader />;
  if (s.status === 'error') return <ErrorText onRetry={onRetry} />;

  // An entry left the list: focus goes to the list's heading (never to <body>).
  const focusList = () => document.getElementById(headingId)?.focus();

  return (
    <section className={`ast-widget ast-edit-list ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="ast-edit-list__heading">
        {labels.heading}
      </h2>
      <DateRange
        className="ast-edit-list__filter"
        label={labels.range}
        fromLabel={labels.from}
        toLabel={labels.to}
        from={s.query.from}
        to={s.query.to}
        onChange={(from, to) => store.getState().setRange(from, to)}
      >
        <button
          type="button"
          className="ast-button ast-button--secondary"
          aria-disabled={refreshing || undefined}
          onClick={() => !refreshing && store.getState().refresh()}
        >
          {labels.refresh}
        </button>
        {tools}
      </DateRange>
      {children}
      <p className="ast-edit-list__status" role="status">
        {refreshing ? labels.refreshing : s.notice ? labels.notice(s.notice) : ''}
      </p>
      {s.refreshError && <ErrorText message={labels.refreshFailed} onRetry={onRetry} />}
      {s.entries.length === 0 ? (
        <p className="ast-edit-list__empty">{labels.empty}</p>
      ) : (
        <>
          <p className="ast-edit-list__count">
            {labels.count(s.entries.length, s.shown, s.hasMore)}
          </p>
          <ul className="ast-edit-list__entries">
            {s.entries.slice(0, s.shown).map((entry) => renderEntry(entry, focusList))}
          </ul>
        </>
      )}
      <LoadMore
        status={s.loadingMore ? 'loading' : s.moreError ? 'error' : 'idle'}
        added={s.lastAdded}
        hasMore={s.hasMore || s.entries.length > s.shown}
        onLoad={() => store.getState().showMore()}
        className="ast-edit-list__more"
      />
    </section>
  );
}
