import { useState } from 'react';
import { useResource, useStoreFields } from '@anstoss/ui';
import { fetchTvEntries } from './api.ts';
import { nextRecommendationOffset, pageCount } from './logic.ts';
import { createMagazineStore } from './store.ts';

/**
 * The magazine's data: GET {url}?offset=0 first (video of the week, then recommendations), later
 * pages GET {url}?offset=+5 when the visitor pages past what is here (spec §7, §9).
 */
export function useMagazine(url: string | null) {
  const [store] = useState(createMagazineStore);
  const s = useStoreFields(store, [
    'status',
    'videoOfTheWeek',
    'recommendations',
    'page',
    'final',
    'more',
  ]);
  const [, first] = useResource({
    key: url,
    load: (key, { signal }) => fetchTvEntries(key, 0, signal),
    onData: (answer) => store.getState().loaded(answer),
    onError: (error, key) => {
      console.warn('[anstoss] tv: could not load the recommendations', key, error);
      store.getState().failed();
    },
  });
  const [more, setMore] = useState<{ offset: number } | null>(null);
  const [, next] = useResource({
    key: url && more ? more : null,
    load: (key, { signal }) => fetchTvEntries(url ?? '', key.offset, signal),
    onData: (answer, key) => store.getState().moreLoaded(answer, key.offset),
    onError: (error) => {
      console.warn('[anstoss] tv: could not load more recommendations', error);
      store.getState().moreFailed();
    },
  });

  const onNext = () => {
    const state = store.getState();
    if (state.page + 1 < pageCount(state.recommendations.length)) {
      state.goTo(state.page + 1);
      return;
    }
    if (state.final) return;
    if (state.more === 'error' && more) {
      state.moreLoading();
      next.retry();
      return;
    }
    state.moreLoading();
    setMore({ offset: nextRecommendationOffset(state.offset) });
  };
  const onPrevious = () => store.getState().goTo(store.getState().page - 1);

  return { ...s, retry: first.retry, onNext, onPrevious };
}
