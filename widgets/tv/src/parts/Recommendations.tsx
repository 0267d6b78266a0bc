import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { TvEntry } from '../api.ts';
import { pageCount, pageOf } from '../logic.ts';
import { Teaser } from './Teaser.tsx';

export interface RecommendationsProps {
  entries: readonly TvEntry[];
  page: number;
  /** More pages may come from the server. */
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The language of the portal's texts when the widget speaks another. */
  contentLang?: string;
}

/** Four recommendations per page, with previous/next and a polite "Seite 2 von 3". */
export function Recommendations({
  entries,
  page,
  hasMore,
  loading,
  failed,
  onPrevious,
  onNext,
  contentLang,
}: RecommendationsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pages = pageCount(entries.length);
  const atEnd = page >= pages - 1 && !hasMore;
  if (entries.length === 0) return null;
  return (
    <section className="ast-tv-recommendations" aria-labelledby={headingId}>
      <h2 id={headingId} className="ast-tv__heading">
        {t('anstoss.tv.recommendations')}
      </h2>
      <ul className="ast-tv-grid">
        {pageOf(entries, page).map((entry) => (
          <li key={entry.id}>
            <Teaser entry={entry} contentLang={contentLang} />
          </li>
        ))}
      </ul>
      <div className="ast-tv-pager">
        <button
          type="button"
          className="ast-button ast-button--secondary"
          aria-disabled={page === 0 || undefined}
          onClick={() => page > 0 && onPrevious()}
        >
          {t('anstoss.tv.previousPage')}
        </button>
        <p className="ast-tv-pager__status" role="status">
          {failed ? (
            <span className="ast-tv-pager__error">
              {t('javascript.error.message.unknown_error')}
            </span>
          ) : hasMore ? (
            t('anstoss.tv.pageOpen', { page: page + 1 })
          ) : (
            t('anstoss.tv.page', { page: page + 1, pages })
          )}
        </p>
        <button
          type="button"
          className="ast-button ast-button--secondary"
          aria-disabled={atEnd || loading || undefined}
          onClick={() => !atEnd && !loading && onNext()}
        >
          {loading ? t('anstoss.ui.loadMore.loading') : t('anstoss.tv.nextPage')}
        </button>
      </div>
    </section>
  );
}
