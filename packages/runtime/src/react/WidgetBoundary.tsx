import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetHooks } from '../widgetLayer.ts';

function WidgetFallback({ onRetry }: { onRetry: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="anstoss-widget-error" role="alert">
      <p className="anstoss-widget-error__text">{t('javascript.runtime.widget_error')}</p>
      <button type="button" className="anstoss-widget-error__retry" onClick={onRetry}>
        {t('javascript.runtime.widget_retry')}
      </button>
    </div>
  );
}

interface Props {
  name: string;
  hooks: WidgetHooks;
  /** When this changes (new props from the host), a failed widget gets another chance. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * One per widget: a crash shows this widget's fallback with a retry and nothing else changes.
 * The fallback replaces the widget's tree, so a retry mounts the widget afresh (new state,
 * new effects).
 */
export class WidgetBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `[Anstoss] Widget "${this.props.name}" crashed.`,
      error,
      info.componentStack ?? '',
    );
    this.props.hooks.crashed(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => {
    this.props.hooks.recovered();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <WidgetFallback onRetry={this.retry} /> : this.props.children;
  }
}
