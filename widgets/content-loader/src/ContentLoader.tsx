import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { LoadMore, useResource } from '@anstoss/ui';
import { createPoller, needsSanitizer } from '@anstoss/api';
import { requestContent, requestRefresh } from './api.ts';
import { insertHtml } from './insert.ts';
import { whenNearViewport } from './nearViewport.ts';
import { applyResponse, fragmentDelay, requestParams } from './logic.ts';
import type { ContentLoaderProps } from './props.ts';
import { createContentLoaderStore } from './store.ts';
import './contentLoader.css';

/** Load more (with filter form) or a lazy fragment, depending on data-mode. */
export function ContentLoader({ props, host }: WidgetProps<ContentLoaderProps>) {
  const ownRef = useRef<HTMLDivElement>(null);
  const [store] = useState(() => createContentLoaderStore(props.offset));
  const loading = useStore(store, (s) => s.loading);
  const done = useStore(store, (s) => s.done);
  const inserted = useStore(store, (s) => s.inserted);

  const target = useCallback(
    (): Element | null => (props.target ? document.querySelector(props.target) : ownRef.current),
    [props.target],
  );

  // Every click or filter submit is a new request (a new key): one still in flight is aborted.
  const [more, setMore] = useState<{ offset: number; mode: 'append' | 'replace' } | null>(null);
  useResource({
    key: more,
    load: ({ offset }, { signal }) => {
      const form = props.form ? document.querySelector<HTMLFormElement>(props.form) : null;
      store.getState().begin();
      return requestContent({
        url: props.url,
        method: props.method,
        type: props.type,
        params: requestParams(offset, form ? new FormData(form) : []),
        signal,
      });
    },
    onData: (result, { offset, mode }) => {
      const outcome = applyResponse(
        { offset, done: store.getState().done },
        result,
        window.location.href,
      );
      if (outcome.kind !== 'insert') {
        store.getState().fail();
        if (outcome.kind === 'reload') navigation.reload();
        else navigation.go(outcome.url);
        return;
      }
      const element = target();
      const count = element ? insertHtml(element, outcome.html, mode) : 0;
      store.getState().succeed(outcome.next, count);
    },
    onError: (error) => {
      // Spec §8: the indicator stops, the list stays, no message.
      console.warn('[anstoss] content-loader: could not load', props.url, error);
      store.getState().fail();
    },
  });
  const load = useCallback(
    (offset: number, mode: 'append' | 'replace') => setMore({ offset, mode }),
    [],
  );

  // Lazy fragment: GET html 10 ms after the box nears the viewport (issue 31: a fragment far down
  // the page is not fetched, nor the sanitiser it needs, before the reader scrolls towards it);
  // the onload trigger: 1000 ms after mount. Append or replace.
  const [fragmentDue, setFragmentDue] = useState(false);
  useEffect(() => {
    if (props.mode !== 'fragment') return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setFragmentDue(true), fragmentDelay(props.trigger));
    };
    const cancelWait = props.trigger === 'lazy' ? whenNearViewport(host, start) : undefined;
    if (!cancelWait) start();
    return () => {
      cancelWait?.();
      window.clearTimeout(timer);
    };
  }, [host, props.mode, props.trigger]);
  useResource({
    key: props.mode === 'fragment' && fragmentDue ? props.url : null,
    load: (url, { signal }) =>
      requestContent({ url, method: 'get', type: 'html', params: {}, signal }),
    onData: (result) => {
      const element = target();
      if (element && result.html) insertHtml(element, result.html, props.insert);
    },
    onError: (error, url) => console.warn('[anstoss] content-loader: fragment failed', url, error),
  });

  // Refresh mode: the box asks again every data-refresh seconds with If-Modified-Since (spec §7);
  // a 304 or an identical answer changes nothing, new html replaces the target's content. Paused
  // while the page is hidden. With data-last-modified the page's own html counts as the first
  // answer: the first request waits one interval.
  useEffect(() => {
    if (props.mode !== 'refresh') return;
    const poller = createPoller({
      request: (context) => needsSanitizer(requestRefresh(props.url, context)),
      intervalMs: props.refresh * 1000,
      immediate: !props.lastModified,
      validators: { lastModified: props.lastModified ?? null },
      onData: ({ html }) => {
        const element = target();
        if (element) insertHtml(element, html, 'replace');
      },
      onError: (error) =>
        console.warn('[anstoss] content-loader: refresh failed', props.url, error),
    });
    poller.start();
    return () => poller.stop();
  }, [props.mode, props.url, props.refresh, props.lastModified, target]);

  // Filter form: submitting it reloads the list from the first offset with its fields.
  useEffect(() => {
    if (props.mode !== 'more' || !props.form) return;
    const form = document.querySelector<HTMLFormElement>(props.form);
    if (!form) return;
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      store.setState({ done: false });
      load(0, 'replace');
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [load, props.form, props.mode, props.offset, store]);

  if (props.mode === 'fragment' || props.mode === 'refresh')
    return <div ref={ownRef} className="ast-content-loader__fragment" />;

  return (
    <div className="ast-widget ast-content-loader">
      {!props.target && <div ref={ownRef} className="ast-content-loader__list" />}
      <LoadMore
        status={loading ? 'loading' : 'idle'}
        added={inserted}
        hasMore={!done}
        onLoad={() => load(store.getState().offset, 'append')}
        className="ast-content-loader__more"
        {...(props.label ? { label: props.label } : {})}
      />
    </div>
  );
}
