import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { emit, getConfig, navigation, on, type WidgetProps } from '@anstoss/runtime/widget';
import { useResource } from '@anstoss/ui';
import {
  forgetTickerChoice,
  readTickerChoice,
  requestTicker,
  tickerAddress,
  writeTickerChoice,
} from './api.ts';
import { rewriteTickerLinks } from './dom.ts';
import { chooseTickerId, gameIdFromPath, TICKER_CHOICE_DAYS, tickerChoiceKey } from './logic.ts';
import type { LiveTickerProps } from './props.ts';
import { createLiveTickerStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import { TickerView } from './parts/TickerView.tsx';
import './liveTicker.css';

/**
 * View root: polls the ticker of the chosen ticker id and renders the view. Switching tickers
 * remembers the choice per game for 24 h and rewrites the ticker id in the page's marked tab
 * links and tracking values.
 */
export function LiveTicker({ props }: WidgetProps<LiveTickerProps>) {
  const gameId = props.gameId ?? gameIdFromPath(window.location.pathname) ?? props.tickerId;
  const choiceKey = tickerChoiceKey(getConfig().productPrefix, gameId);
  const [store] = useState(() =>
    createLiveTickerStore({
      tickerId: chooseTickerId(props.tickerId, readTickerChoice(choiceKey), []),
    }),
  );
  const tickerId = useStore(store, (s) => s.tickerId);
  /** The next request asks without If-Modified-Since (after a language switch). */
  const unconditional = useRef(false);

  // Polled every should_update seconds (doubled per failure while a score is shown); when the
  // first load fails, the resource retries with the client's short backoff and the view offers
  // "Erneut versuchen".
  const [, ticker] = useResource({
    key: tickerAddress(props.tickerUrl, tickerId),
    request: (url, context) => {
      const fresh = unconditional.current;
      unconditional.current = false;
      return requestTicker(url, fresh ? { ...context, validators: {} } : context, () =>
        store.getState().reachable(),
      );
    },
    poll: { intervalMs: () => store.getState().nextPollMs() },
    onData: (data, _url, meta) => {
      const before = store.getState().data;
      store.getState().applyTicker(data, meta.lastModified, meta.age);
      // The match-course tab of this game follows the ticker (one source of events): told on
      // the first answer too, since the page's own copy of the tab may be a moment older.
      if (before === null || JSON.stringify(before.events) !== JSON.stringify(data.events))
        emit('liveTickerUpdated', { gameId, tickerId: String(data.id) });
    },
    onNotFound: () => {
      // A remembered ticker that no longer exists falls back to the host's; otherwise the
      // spec's rule applies: a 404 reloads the page.
      if (tickerId !== props.tickerId) {
        forgetTickerChoice(choiceKey);
        store.getState().selectTicker(props.tickerId);
      } else navigation.reload(); // spec §8: a 404 from the ticker reloads the page
    },
    onError: (error) => {
      console.warn('[anstoss] live-ticker: poll failed', error.kind, error.status ?? '');
      store.getState().fail();
    },
  });

  useEffect(() => {
    rewriteTickerLinks(document, gameId, tickerId);
  }, [gameId, tickerId]);

  // A language switch without a reload: the tickers' names ("Vereinsticker") are server text in
  // the cookie's language. Asked again once the switch has written the cookie, and without
  // If-Modified-Since: the events have not changed, so the server would answer 304. After an
  // unmount a reload does nothing.
  useEffect(
    () =>
      on(
        'languageChanged',
        () =>
          void setTimeout(() => {
            unconditional.current = true;
            ticker.reload();
          }),
      ),
    [ticker],
  );

  const onSelectTicker = useCallback(
    (next: string) => {
      writeTickerChoice(choiceKey, next, TICKER_CHOICE_DAYS);
      store.getState().selectTicker(next);
    },
    [choiceKey, store],
  );

  return (
    <StoreProvider store={store}>
      <TickerView onSelectTicker={onSelectTicker} onRetry={ticker.retry} />
    </StoreProvider>
  );
}
