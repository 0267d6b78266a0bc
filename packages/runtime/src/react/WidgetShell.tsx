import { useEffect, type ReactNode } from 'react';
import { applyHostLanguage } from '../hostLanguage.ts';
import { I18nProvider, useTranslation } from '@anstoss/i18n';
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
      <HostLanguage host={host} />
      <WidgetBoundary name={def.name} hooks={hooks} resetKey={props}>
        <Component props={props} host={host} />
      </WidgetBoundary>
    </I18nProvider>
  );
}

/**
 * When the widgets speak another language than the one their host inherits (an English page
 * with `<main lang="de">`, or a switch without reload), the host's `lang` tells screen readers
 * which (WCAG 3.1.2); it is dropped when they agree (`applyHostLanguage`, issue 18 item 5).
 */
function HostLanguage({ host }: { host: HTMLElement }): null {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (language) applyHostLanguage(host, language);
  }, [host, language]);
  return null;
}
