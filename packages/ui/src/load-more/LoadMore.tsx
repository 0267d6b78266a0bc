import { useId } from 'react';
import { useFocusHandOff } from '../focusHandOff.ts';
import type { FocusTarget } from '../focusReturn.ts';
import { useLoadMore } from './useLoadMore.ts';
import type { LoadMoreOptions } from './useLoadMore.ts';

export interface LoadMoreProps extends LoadMoreOptions {
  /** False when the list is complete: the button goes, the status stays. Default true. */
  hasMore?: boolean;
  className?: string;
  /**
   * Where focus goes when the button goes away while focused (the last page came): the first
   * entry that page added. Read after the commit, so a function may find it. Default `<main>`.
   */
  focusWhenDone?: FocusTarget;
}

/** "Mehr laden" with loading, error-and-retry and a polite "12 weitere Einträge geladen". */
export function LoadMore({
  hasMore = true,
  className,
  focusWhenDone = null,
  ...options
}: LoadMoreProps) {
  const { buttonProps, buttonText, statusProps, statusText, errorText, loading } =
    useLoadMore(options);
  const errorId = useId();
  const buttonRef = useFocusHandOff<HTMLButtonElement>(focusWhenDone);
  return (
    <div className={['ast-load-more', className ?? ''].filter(Boolean).join(' ')}>
      {errorText && (
        <p id={errorId} className="ast-load-more__error" role="alert">
          {errorText}
        </p>
      )}
      {(hasMore || errorText) && (
        <button
          {...buttonProps}
          ref={buttonRef}
          aria-describedby={errorText ? errorId : undefined}
          className="ast-button ast-button--secondary ast-load-more__button"
        >
          {loading && <span className="ast-load-more__spinner" aria-hidden="true" />}
          {buttonText}
        </button>
      )}
      <p {...statusProps} className="ast-visually-hidden">
        {statusText}
      </p>
    </div>
  );
}
