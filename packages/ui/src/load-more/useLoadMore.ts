import { useState } from 'react';
import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import { useTranslation } from '@anstoss/i18n';

export type LoadMoreStatus = 'idle' | 'loading' | 'error';

export interface LoadMoreOptions {
  status: LoadMoreStatus;
  /** Loads the next page; also the retry after an error. */
  onLoad: () => void;
  /** Entries the last successful load added (null before the first one): announced politely. */
  added?: number | null;
  /** Button text; default "Mehr laden". */
  label?: string;
}

/**
 * A "mehr laden" button. It stays one element through every state, so focus stays on it: while
 * loading it is `aria-disabled` (a disabled button would drop focus) and a click does nothing;
 * after an error it says "Erneut versuchen". A polite status says how many entries were added.
 */
export function useLoadMore({ status, onLoad, added = null, label }: LoadMoreOptions) {
  const { t } = useTranslation();
  const loading = status === 'loading';
  // Announce only a count that a load just brought, not one the caller restored on mount.
  const [seenStatus, setSeenStatus] = useState(status);
  const [announce, setAnnounce] = useState(false);
  if (seenStatus !== status) {
    setSeenStatus(status);
    setAnnounce(seenStatus === 'loading' && status === 'idle' && added !== null);
  }

  const buttonProps: ButtonHTMLAttributes<HTMLButtonElement> = {
    type: 'button',
    'aria-disabled': loading || undefined,
    onClick: () => {
      if (!loading) onLoad();
    },
  };
  const buttonText =
    status === 'error'
      ? t('anstoss.ui.loadMore.retry')
      : loading
        ? t('anstoss.ui.loadMore.loading')
        : (label ?? t('anstoss.ui.loadMore.more'));

  const statusProps: HTMLAttributes<HTMLElement> = { role: 'status' };
  const statusText =
    announce && added !== null
      ? added > 0
        ? t('anstoss.ui.loadMore.added', { count: added })
        : t('anstoss.ui.loadMore.none')
      : '';

  return {
    buttonProps,
    buttonText,
    statusProps,
    statusText,
    errorText: status === 'error' ? t('anstoss.ui.loadMore.error') : '',
    loading,
  };
}
