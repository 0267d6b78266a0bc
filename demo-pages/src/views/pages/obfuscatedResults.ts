/**
 * The obfuscated result table of a league's latest played matchday (widgets/obfuscated-results):
 * digits travel as codes, the table's stylesheet (/ergebnisse/css/{id}.css) draws them.
 */
import { tr } from '../../i18n/pages.ts';
import { html, jsonForScript, type SafeHtml } from '../../html.ts';
import { obfuscateScore, obfuscationId } from '../../logic/obfuscation.ts';
import type { MatchRow } from '../../repo/matches.ts';

export const OBFUSCATED_CSS_TEMPLATE = '/ergebnisse/css/%ID%.css';

export function latestResultsHost(competitionSlug: string, matches: MatchRow[]): SafeHtml | null {
  const played = matches.filter((m) => m.homeGoals !== null && m.guestGoals !== null);
  const last = played.reduce((max, m) => Math.max(max, m.matchday), 0);
  if (last === 0) return null;
  const id = obfuscationId(`${competitionSlug}:${last}`);
  const rows = played
    .filter((m) => m.matchday === last)
    .map((m) => [m.homeName, m.guestName, { o: obfuscateScore(id, m.homeGoals!, m.guestGoals!) }]);
  return html`<div
    class="obfuscated-results"
    data-widget="obfuscated-results"
    data-obfuscation-id="${id}"
    data-stylesheet-url="${OBFUSCATED_CSS_TEMPLATE}"
    data-title="${tr('Ergebnisse {matchday}. Spieltag', { matchday: last })}"
    style="--result-rows: ${String(rows.length)}"
  >
    <script type="application/json" data-props>
      ${jsonForScript({ head: [tr('Heim'), tr('Gast'), tr('Ergebnis')], rows })}
    </script>
  </div>`;
}
