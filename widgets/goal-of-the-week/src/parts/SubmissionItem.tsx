import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { focusElement, isFocusLost } from '@anstoss/ui';
import { useSelect, useStoreApi } from '../storeContext.ts';

export interface SubmissionItemProps {
  itemId: string;
  title: string;
  text?: string;
  /** Poster or other media shown above the button. */
  media?: ReactNode;
  /** Items of the goal list can be removed locally (spec §2). */
  removable?: boolean;
  children: ReactNode;
}

/**
 * One expandable item (a disclosure): the button opens its form and closes any other; after a
 * successful submission it shows the thank-you instead.
 */
export function SubmissionItem(p: SubmissionItemProps) {
  const { t } = useTranslation();
  const store = useStoreApi();
  const active = useSelect((s) => s.activeId === p.itemId);
  const submitted = useSelect((s) => s.submitted.includes(p.itemId));
  const ids = useId();
  const panelId = `${ids}-panel`;
  const itemRef = useRef<HTMLLIElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // A successful send removes the form and its button: focus goes to the thank-you (never to
  // <body>), unless the person has moved on to something outside this item meanwhile.
  const wasSubmitted = useRef(submitted);
  useLayoutEffect(() => {
    if (submitted && !wasSubmitted.current) {
      const active = document.activeElement;
      if ((isFocusLost(active) || itemRef.current?.contains(active)) && thanksRef.current)
        focusElement(thanksRef.current);
    }
    wasSubmitted.current = submitted;
  }, [submitted]);
  return (
    <li
      ref={itemRef}
      className={`ast-submission__item${active ? ' is-active' : ''}${submitted ? ' is-submitted' : ''}`}
    >
      <div className="ast-submission__head">
        {p.media}
        <div className="ast-submission__intro">
          <h3 className="ast-submission__title">
            {submitted ? (
              <span>{p.title}</span>
            ) : (
              <button
                type="button"
                className="ast-submission__toggle"
                aria-expanded={active}
                aria-controls={panelId}
                onClick={() => store.getState().toggle(p.itemId)}
              >
                <span>{p.title}</span>{' '}
                <span className="ast-submission__toggle-hint">
                  {t(active ? 'anstoss.submission.close' : 'anstoss.submission.open')}
                </span>
              </button>
            )}
          </h3>
          {p.text && <p className="ast-submission__text">{p.text}</p>}
          <p ref={thanksRef} role="status" className="ast-submission__thanks">
            {submitted ? t('anstoss.submission.thanks') : ''}
          </p>
        </div>
        {p.removable && (
          <button
            type="button"
            className="ast-link-button ast-submission__remove"
            aria-label={t('anstoss.submission.remove', { title: p.title })}
            onClick={(event) => {
              // Focus goes to the neighbouring item, never to <body>.
              const item = event.currentTarget.closest('li');
              const next = item?.nextElementSibling ?? item?.previousElementSibling;
              // Moved before the item goes (this component goes with it): the neighbour's
              // button is already there.
              const target =
                next?.querySelector<HTMLElement>('button') ??
                item?.parentElement?.closest<HTMLElement>('[tabindex="-1"]');
              if (target) focusElement(target);
              store.getState().remove(p.itemId);
            }}
          >
            {/* A word, not "×": beside "Formular öffnen" a cross read as closing a form that is
                not open. */}
            {t('anstoss.submission.hide')}
          </button>
        )}
      </div>
      <div id={panelId} className="ast-submission__panel" hidden={!active || submitted}>
        {active && !submitted && p.children}
      </div>
    </li>
  );
}
