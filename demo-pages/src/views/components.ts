/** Pieces several pages share: news cards, match lists, the league table, pagination. */
import { html, type SafeHtml } from '../html.ts';
import { formatDate, formatTime, formatWeekdayDate, isoString, type Lang } from '../logic/dates.ts';
import { liveRow } from '../simulator/instance.ts';
import { simText } from '../simulator/texts.ts';
import { signedDifference, type StandingRow } from '../logic/standings.ts';
import type { MatchRow } from '../repo/matches.ts';
import type { NewsTeaser } from '../repo/news.ts';
import { tr, lookupLabel } from '../i18n/pages.ts';
import { currentLang } from '../i18n/current.ts';

/**
 * A news picture for the responsive-images behaviour (packages/runtime README 5.12): the size
 * fitting its box is loaded when it enters the viewport; without JavaScript the noscript copy.
 */
export function newsImage(hue: number, width = 640, height = 360): SafeHtml {
  return html`<img
      data-responsive-image
      data-src-small="/bilder/news/klein/${hue}.svg"
      data-src-medium="/bilder/news/mittel/${hue}.svg"
      data-src-large="/bilder/news/gross/${hue}.svg"
      alt=""
      width="${width}"
      height="${height}"
      decoding="async"
    /><noscript
      ><img src="/bilder/news/${hue}.svg" alt="" width="${width}" height="${height}" loading="lazy"
    /></noscript>`;
}

export function newsCard(n: NewsTeaser, headingLevel: 2 | 3 = 3): SafeHtml {
  // The editors write German: inside an English page the title and teaser say so (WCAG 3.1.2).
  const german = currentLang() === 'de' ? null : html` lang="de"`;
  const heading =
    headingLevel === 2
      ? html`<h2 class="card__title"${german}><a href="/news/${n.slug}">${n.title}</a></h2>`
      : html`<h3 class="card__title"${german}><a href="/news/${n.slug}">${n.title}</a></h3>`;
  return html`<article class="card news-card">
    ${newsImage(n.imageHue)}
    <div class="card__body">
      ${heading}
      <p class="card__meta">
        <span class="tag">${lookupLabel(n.categoryLabel)}</span>
        ${n.associationName ? html`<span>${n.associationName}</span>` : null}
        <time datetime="${isoString(n.publishedAt)}">${formatDate(n.publishedAt)}</time>
      </p>
      <p${german}>${n.teaser}</p>
    </div>
  </article>`;
}

/**
 * The result cell of a match row, a link to the match page (/spiel/{id}). A game being played
 * (the live simulator) shows its live score and state ("live, 45+2.", "Halbzeit", "Endstand").
 */
export function score(
  m: Pick<MatchRow, 'id' | 'homeGoals' | 'guestGoals'>,
  lang: Lang = 'de',
): SafeHtml {
  const live = liveRow(m.id, lang);
  if (live) {
    return html`<a class="score score--live" href="/spiel/${m.id}">${live.result}</a
      ><span class="score__state${live.live ? ' score__state--live' : ''}">${live.state}</span>`;
  }
  if (m.homeGoals === null || m.guestGoals === null) {
    return html`<a class="score score--open" href="/spiel/${m.id}"
      ><span aria-hidden="true">–:–</span
      ><span class="visually-hidden">${simText(lang, 'score.open')}</span></a
    >`;
  }
  return html`<a class="score" href="/spiel/${m.id}">${m.homeGoals}:${m.guestGoals}</a>`;
}

/**
 * The club's crest beside a team's name (GET /bilder/wappen/{slug}.svg): decorative, as the
 * name says who it is; its size is set, so nothing moves when it arrives.
 */
export function crestIcon(clubSlug: string): SafeHtml {
  return html`<img class="team-crest" src="/bilder/wappen/${clubSlug}.svg" width="20" height="20" alt="" loading="lazy" decoding="async" />`;
}

function teamLink(name: string, slug: string): SafeHtml {
  return html`<span class="team-cell">${crestIcon(slug)}<a href="/verein/${slug}">${name}</a></span>`;
}

/**
 * A table of matches; `showCompetition` adds a column with the competition link. Below 600 px
 * each row is a card (site.css `.matches`): date (and competition) on a line of their own, then
 * home, result and guest side by side, so a phone never cuts off the result or the guest.
 */
export function matchTable(
  matches: readonly MatchRow[],
  caption: string,
  options: {
    showCompetition?: boolean;
    showRound?: boolean;
    captionHidden?: boolean;
    lang?: Lang;
  } = {},
): SafeHtml {
  if (matches.length === 0) return html`<p class="empty">${tr('Keine Spiele gefunden.')}</p>`;
  return html`<div class="table-scroll" role="region" aria-label="${caption}" tabindex="0">
    <table class="matches">
      <caption${options.captionHidden ? html` class="visually-hidden"` : null}>${caption}</caption>
      <thead><tr>
        <th scope="col">${tr('Datum')}</th>
        ${options.showCompetition ? html`<th scope="col">${tr('Wettbewerb')}</th>` : null}
        ${options.showRound ? html`<th scope="col">${tr('Runde')}</th>` : null}
        <th scope="col">${tr('Heim')}</th>
        <th scope="col" class="num">${tr('Ergebnis')}</th>
        <th scope="col">${tr('Gast')}</th>
      </tr></thead>
      <tbody>
        ${matches.map(
          (m) =>
            html`<tr>
              <td class="matches__date">
                <time datetime="${isoString(m.kickoff)}"
                  >${formatWeekdayDate(m.kickoff)}, ${formatTime(m.kickoff)}</time
                >
              </td>
              ${options.showCompetition ? html`<td class="matches__meta"><a href="/wettbewerb/${m.competitionSlug}">${m.competitionName}</a></td>` : null}
              ${options.showRound ? html`<td class="matches__meta">${lookupLabel(m.roundLabel)}</td>` : null}
              <td class="matches__home">${teamLink(m.homeName, m.homeClubSlug)}</td>
              <td class="num matches__score">${score(m, options.lang)}</td>
              <td class="matches__guest">${teamLink(m.guestName, m.guestClubSlug)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/**
 * The league table. Below 480 px the columns marked `col-optional` (won, drawn, lost, goal
 * difference) step back, so position, team, played, goals and points always fit a phone.
 */
export function standingsTable(rows: readonly StandingRow[], caption: string): SafeHtml {
  return html`<div class="table-scroll" role="region" aria-label="${caption}" tabindex="0">
    <table class="standings">
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" class="num"><abbr title="${tr('Platz')}">${tr('Pl.')}</abbr></th>
          <th scope="col">${tr('Mannschaft')}</th>
          <th scope="col" class="num"><abbr title="${tr('Spiele')}">${tr('Sp.')}</abbr></th>
          <th scope="col" class="num col-optional"><abbr title="${tr('Siege')}">${tr('S')}</abbr></th>
          <th scope="col" class="num col-optional"><abbr title="${tr('Unentschieden')}">${tr('U')}</abbr></th>
          <th scope="col" class="num col-optional"><abbr title="${tr('Niederlagen')}">${tr('N')}</abbr></th>
          <th scope="col" class="num">${tr('Tore')}</th>
          <th scope="col" class="num col-optional"><abbr title="${tr('Tordifferenz')}">${tr('Diff.')}</abbr></th>
          <th scope="col" class="num"><abbr title="${tr('Punkte')}">${tr('Pkt.')}</abbr></th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (r) =>
            html`<tr>
              <td class="num">${r.rank}.</td>
              <th scope="row">
                <span class="team-cell"
                  >${crestIcon(r.clubSlug)}<a href="/verein/${r.clubSlug}">${r.name}</a></span
                >
              </th>
              <td class="num">${r.played}</td>
              <td class="num col-optional">${r.won}</td>
              <td class="num col-optional">${r.drawn}</td>
              <td class="num col-optional">${r.lost}</td>
              <td class="num">${r.goalsFor}:${r.goalsAgainst}</td>
              <td class="num col-optional">
                ${signedDifference(r.goalDifference)}
              </td>
              <td class="num"><strong>${r.points}</strong></td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** Previous/next links for ?seite=N lists. `href(n)` builds the URL of page n. */
export function pagination(
  page: number,
  pages: number,
  href: (n: number) => string,
): SafeHtml | null {
  if (pages <= 1) return null;
  return html`<nav class="pagination" aria-label="${tr('Seitennavigation')}">
    ${page > 1 ? html`<a href="${href(page - 1)}" rel="prev">${tr('Vorherige Seite')}</a>` : html`<span></span>`}
    <span>${tr('Seite {page} von {pages}', { page, pages })}</span>
    ${page < pages ? html`<a href="${href(page + 1)}" rel="next">${tr('Nächste Seite')}</a>` : html`<span></span>`}
  </nav>`;
}
