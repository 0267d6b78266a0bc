import { useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader } from '@anstoss/ui';
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
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const content = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);
  const open = isOpen(resource);

  const toggle = () => {
    controller.current?.abort();
    const requested = resource;
    if (open) {
      // Closing: tell the server (CLOSE resource), hide the sublevel at once.
      setResource(swapAction(requested));
      content.current?.replaceChildren();
      setStatus('idle');
      void fetchSublevel(requested).catch(() => undefined);
      return;
    }
    const c = new AbortController();
    controller.current = c;
    setStatus('loading');
    fetchSublevel(requested, c.signal).then(
      (fragment) => {
        content.current?.replaceChildren(fragment);
        setResource(swapAction(requested));
        setStatus('idle');
      },
      (error: unknown) => {
        if (c.signal.aborted) return;
        console.warn('[anstoss] tournament-tree: could not load', requested, error);
        setStatus('error');
      },
    );
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
      {status === 'loading' && <Loader />}
      {status === 'error' && <ErrorText onRetry={toggle} />}
      <div id={id} ref={content} className="ast-tournament-tree__sublevel" hidden={!open} />
    </li>
  );
}
