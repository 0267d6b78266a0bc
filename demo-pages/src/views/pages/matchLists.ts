/**
 * Match lists that grow or stay current on the club and team pages (issue 27, the content
 * loader's variants): „Ältere Ergebnisse“ (POST), „Weitere Spiele“ (JSONP) and the club's next
 * matches kept current (If-Modified-Since). The hosts and the html the endpoints answer with.
 */
import { html, type SafeHtml } from '../../html.ts';
import { tr } from '../../i18n/pages.ts';
import { formatTime, formatWeekdayDate, isoString, type Lang } from '../../logic/dates.ts';
import type { MatchRow } from '../../repo/matches.ts';
import { score } from '../components.ts';
import { widgetHost } from '../widgetHosts.ts';

/** Entries per „load more“ and on the page before it. */
export const MATCH_PAGE_SIZE = 6;

/** One match as a list entry: date, competition, home, result, guest. */
export function matchItems(matches: readonly MatchRow[], lang: Lang): string {
  return matches
    .map(
      (m) =>
        html`<li class="match-item">
          <span><time datetime="${isoString(m.kickoff)}">${formatWeekdayDate(m.kickoff)}, ${formatTime(m.kickoff)}</time>
            · <a href="/wettbewerb/${m.competitionSlug}">${m.competitionName}</a></span>
          <span><a href="/verein/${m.homeClubSlug}">${m.homeName}</a> ${score(m, lang)}
            <a href="/verein/${m.guestClubSlug}">${m.guestName}</a></span>
        </li>`,
    )
    .join('');
}

/** The list that „load more“ fills, with the content-loader under it. */
export function moreMatches(options: {
  id: string;
  label: string;
  url: string;
  offset: number;
  method?: 'post';
  type?: 'jsonp';
}): SafeHtml {
  return html`<ul class="result-list match-more" id="${options.id}" aria-label="${options.label}"></ul>
    ${widgetHost('content-loader', {
      url: options.url,
      target: `#${options.id}`,
      offset: String(options.offset),
      label: options.label,
      ...(options.method ? { method: options.method } : {}),
      ...(options.type ? { type: options.type } : {}),
    })}`;
}

/** A box the content-loader keeps current: the page's html, asked for again every minute. */
export function refreshedBox(options: {
  id: string;
  url: string;
  lastModified: Date;
  content: SafeHtml;
}): SafeHtml {
  return html`<div id="${options.id}">${options.content}</div>
    ${widgetHost('content-loader', {
      mode: 'refresh',
      url: options.url,
      target: `#${options.id}`,
      refresh: '60',
      lastModified: options.lastModified.toUTCString(),
    })}`;
}

/** The caption of the club's next matches (page and refresh answer say the same). */
export const clubNextCaption = (clubName: string) =>
  tr('Nächste Spiele von {name}', { name: clubName });
