import { useEffect, type ReactNode } from 'react';
import { applyHostLanguage } from '../hostLanguage.ts';
import type { WidgetDefinition } from '../widget.ts';
import type { WidgetHooks } from '../widgetLayer.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

export interface WidgetShellProps {
  def: WidgetDefinition<unknown>;
  props: unknown;
  host: HTMLElement;
  hooks: WidgetHooks;
  /** The language the widgets speak (from the one translation provider around every portal). */
  language: string;
}

/**
 * Everything around one widget: its own error boundary, and its host's `lang`. The translations
 * come from one provider around all portals (portalRoot.tsx): a provider and a translation hook
 * per widget made the first render of 200 hosts about a third slower (issue 11).
 */
export function WidgetShell({ def, props, host, hooks, language }: WidgetShellProps): ReactNode {
  const { Component } = def;
  useHostLanguage(host, language);
  return (
    <WidgetBoundary name={def.name} hooks={hooks} resetKey={props}>
      <Component props={props} host={host} />
    </WidgetBoundary>
  );
}

/**
 * When the widgets speak another language than the one their host inherits (an English page
 * with `<main lang="de">`, or a switch without reload), the host's `lang` tells screen readers
 * which (WCAG 3.1.2); it is dropped when they agree (`applyHostLanguage`, issue 18 item 5).
 */
function useHostLanguage(host: HTMLElement, language: string): void {
  useEffect(() => {
    if (language) applyHostLanguage(host, language);
  }, [host, language]);
}
