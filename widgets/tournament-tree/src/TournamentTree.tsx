import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { on, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader, useResource } from '@anstoss/ui';
import { fetchSublevel } from './api.ts';
import { isOpen, swapAction } from './logic.ts';
import type { TournamentTreeProps } from './props.ts';
import './tournamentTree.css';

/** Opener levels; toggling requests the level's resource and swaps OPEN and CLOSE in it. */
export function TournamentTree({ props }: WidgetProps<TournamentTreeProps>) {
  const { t } = useTranslation();
  return (
    <section
      className="ast-widget ast-tournament-tree"
      aria-label={props.title ?? t('anstoss.tournamentTree.title')}
    >
      <ul className="ast-tournament-tree__levels">
        {props.levels.map((level, i) => (
          <Level key={`${i}-${level.resource}`} label={level.label} resource={level.resource} />
        ))}
      </ul>
    </section>
  );
}

function Level({ label, resource: initial }: { label: string; resource: string }) {
  const id = useId();
  const [resource, setResource] = useState(initial);
  /**
   * The toggle request (an OPEN or a CLOSE resource), a new object per click: the resource aborts
   * the request before and never lets its late answer through. Null before the first click.
   */
  const [request, setRequest] = useState<{ url: string } | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const open = isOpen(resource);
  const opening = request !== null && !isOpen(request.url) && request.url === resource;
  const [status, toggleResource] = useResource(
    {
      key: request,
      load: ({ url }: { url: string }, { signal }) => fetchSublevel(url, signal),
      onData: (fragment, { url }) => {
        // A CLOSE answer changes nothing: the sublevel was hidden on the click.
        if (isOpen(url)) return;
        content.current?.replaceChildren(fragment);
        setResource(swapAction(url));
      },
      onError: (error, { url }) =>
        console.warn('[anstoss] tournament-tree: could not load', url, error),
    },
    (s) => s.status,
  );

  // A language switch without a reload: an open round is server HTML in the old language. It
  // loads again (its OPEN resource) once the switch has written the cookie; a closed one loads
  // in the new language when it opens.
  useEffect(
    () =>
      open
        ? on(
            'languageChanged',
            () => void setTimeout(() => setRequest({ url: swapAction(resource) })),
          )
        : undefined,
    [open, resource],
  );

  const toggle = () => {
    if (open) {
      // Closing: tell the server (CLOSE resource), hide the sublevel at once.
      setResource(swapAction(resource));
      content.current?.replaceChildren();
      setRequest({ url: resource });
      return;
    }
    if (opening) toggleResource.retry();
    else setRequest({ url: resource });
  };

  return (
    <li className="ast-tournament-tree__level">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-resource={resource}
        onClick={toggle}
      >
        {label}
      </button>
      {opening && status === 'loading' && <Loader />}
      {opening && status === 'error' && <ErrorText onRetry={toggleResource.retry} />}
      <div id={id} ref={content} className="ast-tournament-tree__sublevel" hidden={!open} />
    </li>
  );
}
