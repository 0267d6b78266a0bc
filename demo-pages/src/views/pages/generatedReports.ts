/** The club officials' page of generated match reports (widgets/generated-reports). */
import type { RequestState } from '../../context.ts';
import { html, jsonForScript } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import { renderPage } from '../layout.ts';

export interface GeneratedReportsData {
  options: { value: string; label: string }[];
}

export function generatedReportsPage(state: RequestState, d: GeneratedReportsData): string {
  const body = html`<h1>${tr('Generierte Spielberichte')}</h1>
    <p class="lead">
      ${tr(
        'Zu vielen Spielen deines Vereins liegen automatisch erstellte Spielberichte vor. Wähle ein Spiel und importiere einen Bericht, um ihn auf der Vereinsseite zu veröffentlichen.',
      )}
    </p>
    <div
      data-widget="generated-reports"
      data-select-url="/ajax/spielberichte/generiert"
      data-name="spiel"
      data-import-url="/ajax/spielberichte/import"
      data-label="${tr('Spiel')}"
    >
      <script type="application/json" data-props>
        ${jsonForScript({ options: d.options })}
      </script>
    </div>`;
  return renderPage(state, {
    title: tr('Generierte Spielberichte'),
    section: 'none',
    breadcrumbs: [{ label: tr('Generierte Spielberichte') }],
    body,
  });
}
