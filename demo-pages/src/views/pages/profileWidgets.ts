/**
 * Issue 16: the profile widgets on the profile page (/fanprofil/-/userid/{id}), each host in its own function so other
 * sections (the photo crop host, …) merge beside them. `editable` only for the owner: visitors
 * get no edit controls and no save URL.
 */
import { lookupLabel } from '../../i18n/pages.ts';
import { html, jsonForScript, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import {
  ACHIEVEMENT_SLOTS,
  BADGE_FOLDER,
  BADGES,
  STAGES,
  STAT_SLOTS,
  STATS,
  type StoredAchievement,
} from '../../repo/profileWidgets.ts';

export interface ProfileWidgetsData {
  isOwn: boolean;
  displayName: string;
  achievements: StoredAchievement[];
  statSlots: (string | null)[];
  statValues: Record<string, string>;
  stage: string | null;
  /** Club officials and editors get a link to the article editor. */
  writesArticles: boolean;
}

const editable = (own: boolean) => (own ? 'true' : 'false');

export function profileStageHost(d: ProfileWidgetsData): SafeHtml {
  return html`<div
    data-widget="profile-stage"
    class="profile-stage-host"
    data-name="${d.displayName}"
    data-editable="${editable(d.isOwn)}"
    ${d.isOwn ? html`data-save-url="/ajax/profil/buehne"` : null}
  >
    <script type="application/json" data-props>${jsonForScript({ backgrounds: STAGES, background: d.stage })}</script>
  </div>`;
}

export function profileAchievementsHost(d: ProfileWidgetsData): SafeHtml {
  const values = d.achievements.flatMap((a) => {
    const badge = BADGES.find((b) => b.badgeid === a.badgeid);
    return badge
      ? [{ ...a, flavor: lookupLabel(badge.flavor), imageUrl: `${BADGE_FOLDER}${badge.image}` }]
      : [];
  });
  // A visitor of a profile without achievements reads one line (the widget shows no empty slots):
  // the host reserves that line's height, not the owner's slots.
  const none = !d.isOwn && values.length === 0;
  return html`<div
    data-widget="profile-achievements"
    class="profile-achievements-host${none ? ' profile-host--one-line' : ''}"
    data-slots="${String(ACHIEVEMENT_SLOTS)}"
    data-editable="${editable(d.isOwn)}"
    ${d.isOwn ? html`data-save-url="/ajax/profil/erfolge"` : null}
  >
    <script type="application/json" data-props>${jsonForScript({
      folder: BADGE_FOLDER,
      list: BADGES,
      values,
      emptyText: tr('Wähle ein Icon zu deinem Erfolg'),
    })}</script>
  </div>`;
}

export function profileLiveStatsHost(d: ProfileWidgetsData): SafeHtml {
  const stats = STATS.map((s) => {
    const slot = d.statSlots.indexOf(s.id);
    return {
      ...s,
      value: d.statValues[s.id] ?? '–',
      taken: slot >= 0,
      sortPos: slot >= 0 ? slot + 1 : 0,
    };
  });
  // A visitor sees only the chosen statistics; without any, one line ("Noch keine Statistik").
  const none = !d.isOwn && !d.statSlots.some((slot) => slot !== null);
  return html`<div
    data-widget="profile-live-stats"
    class="profile-live-stats-host${none ? ' profile-host--one-line' : ''}"
    data-slots="${String(STAT_SLOTS)}"
    data-editable="${editable(d.isOwn)}"
    ${d.isOwn ? html`data-save-url="/ajax/profil/statistiken"` : null}
  >
    <script type="application/json" data-props>${jsonForScript({ stats })}</script>
  </div>`;
}

export function articleEditorLink(d: ProfileWidgetsData): SafeHtml | null {
  return d.isOwn && d.writesArticles
    ? html`<p><a class="button" href="/artikel/neu">${tr('Neuen Artikel schreiben')}</a></p>`
    : null;
}

/** The sections below the profile head, in page order. */
export function profileWidgetSections(d: ProfileWidgetsData): SafeHtml {
  return html`${articleEditorLink(d)} ${profileAchievementsHost(d)} ${profileLiveStatsHost(d)}`;
}
