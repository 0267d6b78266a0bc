export interface CloseButtonProps {
  /** Accessible name, e.g. "Hinweis schließen" (the button shows only a ×). */
  label: string;
  onClick: () => void;
  className?: string;
}

/** The × button of layers, banners and notices: a real button, named for screen readers. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={['ast-icon-button', className ?? ''].filter(Boolean).join(' ')}
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
