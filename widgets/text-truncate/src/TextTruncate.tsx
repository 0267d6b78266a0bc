import { useId, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { truncateAtWord } from './logic.ts';
import type { TextTruncateProps } from './props.ts';
import './textTruncate.css';

/**
 * A paragraph cut at a word boundary with an ellipsis. The rest is in the DOM (hidden) and is
 * revealed in place after the head, so the words already on screen never move.
 */
export function TextTruncate({ props }: WidgetProps<TextTruncateProps>) {
  const { t } = useTranslation();
  const restId = useId();
  const [expanded, setExpanded] = useState(false);
  const { head, rest } = props.enabled
    ? truncateAtWord(props.text, props.maxLength)
    : { head: props.text, rest: '' };

  if (!rest) return <p className="ast-text-truncate">{head}</p>;

  return (
    <p className="ast-text-truncate">
      {head}
      <span id={restId} hidden={!expanded}>
        {rest}
      </span>
      {!expanded && <span aria-hidden="true">…</span>}
      {props.readMore && (
        <>
          {' '}
          <button
            type="button"
            className="ast-link-button ast-text-truncate__toggle"
            aria-expanded={expanded}
            aria-controls={restId}
            onClick={() => setExpanded(!expanded)}
          >
            {t(expanded ? 'anstoss.textTruncate.showLess' : 'anstoss.textTruncate.readMore')}
          </button>
        </>
      )}
    </p>
  );
}
