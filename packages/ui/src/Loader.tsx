import { useTranslation } from '@anstoss/i18n';

export interface LoaderProps {
  /** Status text read by screen readers (and shown with showLabel); default "Wird geladen …". */
  label?: string;
  /** Show the status text next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Cover the positioned parent (spec §4: the loader overlay is active or inactive). */
  overlay?: boolean;
  className?: string;
}

/** A loading indicator: a decorative spinner plus a `role="status"` text for assistive technology. */
export function Loader({ label, showLabel = false, overlay = false, className }: LoaderProps) {
  const { t } = useTranslation();
  const classes = ['ast-loader', overlay ? 'ast-loader--overlay' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} role="status">
      <span className="ast-loader__spinner" aria-hidden="true" />
      <span className={showLabel ? 'ast-loader__label' : 'ast-visually-hidden'}>
        {label ?? t('anstoss.ui.loader.loading')}
      </span>
    </div>
  );
}
