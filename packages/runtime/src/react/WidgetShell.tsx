import type { ReactNode } from 'react';
import { I18nProvider } from '@anstoss/i18n';
import type { WidgetDefinition } from '../widget.ts';
import type { WidgetHooks } from '../widgetLayer.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

export interface WidgetShellProps {
  def: WidgetDefinition<unknown>;
  props: unknown;
  host: HTMLElement;
  hooks: WidgetHooks;
}

/** Everything around one widget: translations and its own error boundary. */
export function WidgetShell({ def, props, host, hooks }: WidgetShellProps): ReactNode {
  const { Component } = def;
  return (
    <I18nProvider>
      <WidgetBoundary name={def.name} hooks={hooks} resetKey={props}>
        <Component props={props} host={host} />
      </WidgetBoundary>
    </I18nProvider>
  );
}
