import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, Loader, useFocusAfter } from '@anstoss/ui';
import { offeredOptions } from '../logic.ts';
import type * as ItemOptionsPart from './ItemOptions.tsx';
import type { ItemOptionsProps } from './ItemOptions.tsx';

/**
 * The item options (offense report with captcha, stars, the owner's edit) are a chunk of their
 * own, loaded when a big view opens (issue 31): the start page shows the stream, and most visits
 * never open an entry. About 7 kB gzip stay off the page until then.
 */
type Part = typeof ItemOptionsPart;

let loading: Promise<Part> | undefined;
let loaded: Part | undefined;

/**
 * Starts loading the item options' chunk, once for all streams of the page. A failed load is
 * forgotten, so the next call (the retry) loads again.
 */
export function loadItemOptions(): Promise<Part> {
  loading ??= import('./ItemOptions.tsx').then(
    (part) => (loaded = part),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type State = { part: Part; failed?: never } | { part?: never; failed: boolean };

/**
 * The options of the entry once their chunk is there. Meanwhile a loader holding one row of
 * buttons' height (the options show below everything else of the big view, so nothing moves);
 * a failed chunk says so with a retry, after which focus goes to the options (or the retry
 * again). Nothing at all when the entry offers no option.
 */
export function LazyItemOptions(props: ItemOptionsProps) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfter();
  const offered = offeredOptions(props.meta.options, props);
  const wanted = offered.report || offered.rate || offered.edit;
  const [state, setState] = useState<State>(() => (loaded ? { part: loaded } : { failed: false }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || state.part) return;
    let live = true;
    loadItemOptions().then(
      (part) => live && setState({ part }),
      (error: unknown) => {
        console.warn('[anstoss] media-stream: could not load the item options', error);
        if (live) setState({ failed: true });
      },
    );
    return () => {
      live = false;
    };
    // `attempt`: the retry loads again.
  }, [wanted, state.part, attempt]);
  if (!wanted) return null;
  let content;
  if (state.part) content = <state.part.ItemOptions {...props} />;
  else if (state.failed)
    content = (
      <ErrorText
        className="ast-media-stream__options"
        onRetry={() => {
          // The options once they are there, or the retry of a new error: never the button
          // clicked, which is still in the page until the loader replaces it.
          const clicked = document.activeElement;
          focusAfter(() => {
            const next = slot.current?.querySelector<HTMLElement>('[role="group"], button');
            return next === clicked ? null : next;
          });
          setState({ failed: false });
          setAttempt((n) => n + 1);
        }}
      />
    );
  else
    content = (
      <div className="ast-media-stream__options ast-media-stream__options--loading">
        <Loader label={t('anstoss.mediaStream.optionsLoading')} />
      </div>
    );
  return <div ref={slot}>{content}</div>;
}
