import { useRef, useState } from 'react';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader, LoadMore, useResource, useStoreFields } from '@anstoss/ui';
import { fetchTvList } from './api.ts';
import type { TvListProps } from './props.ts';
import { Teaser } from './parts/Teaser.tsx';
import { createTvListStore } from './store.ts';
import './tv.css';

/** The TV list (spec §2, §7): GET {tvListUrl}?offset, "mehr laden" until final. */
export function TvList({ props }: WidgetProps<TvListProps>) {
  const { t, i18n } = useTranslation();
  // The editors title and describe the videos in German: in an English widget they say so, on an
  // English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [store] = useState(createTvListStore);
  const s = useStoreFields(store, ['status', 'entries', 'shown', 'final', 'more', 'added']);
  const gridRef = useRef<HTMLUListElement>(null);
  const [request, setRequest] = useState<{ offset: number }>(() => ({ offset: 0 }));
  const [, resource] = useResource({
    key: request,
    load: (key, { signal }) => fetchTvList(props.tvListUrl, key.offset, signal),
    onData: (answer, key) => store.getState().loaded(answer, key.offset),
    onError: (error, key) => {
      console.warn('[anstoss] tv-list: could not load', props.tvListUrl, key.offset, error);
      if (key.offset === 0 && store.getState().status !== 'ready') store.getState().failed();
      else store.getState().moreFailed();
    },
  });

  if (s.status === 'loading') return <Loader />;
  if (s.status === 'error') return <ErrorText onRetry={resource.retry} />;
  if (s.entries.length === 0)
    return <p className="ast-widget ast-tv ast-tv--empty">{t('anstoss.tv.empty')}</p>;

  const loadMore = () => {
    const state = store.getState();
    if (state.showMore()) return;
    const retry = state.more === 'error';
    state.moreLoading();
    if (retry) resource.retry();
    else setRequest({ offset: state.nextOffset });
  };
  const hasMore = s.shown < s.entries.length || !s.final;
  return (
    <div className="ast-widget ast-tv ast-tv-list">
      <ul ref={gridRef} className="ast-tv-grid">
        {s.entries.slice(0, s.shown).map((entry) => (
          <li key={entry.id}>
            <Teaser entry={entry} contentLang={contentLang} />
          </li>
        ))}
      </ul>
      <LoadMore
        status={s.more}
        added={s.added}
        hasMore={hasMore}
        onLoad={loadMore}
        // The last page removes the button: focus goes to the first video it brought (its
        // title link, or its title when it has no page).
        focusWhenDone={() => {
          const first = gridRef.current?.children.item(s.shown - (s.added ?? 0));
          return (
            first?.querySelector<HTMLElement>('.ast-tv-teaser__title a') ??
            first?.querySelector<HTMLElement>('.ast-tv-teaser__title') ??
            null
          );
        }}
      />
    </div>
  );
}
