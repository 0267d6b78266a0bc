/**
 * Host markup of the discovery widgets (issue 3), beside widgetHosts.ts so parallel work does
 * not collide. See widgets/<name>/README.md for the attributes.
 */
import { tr } from '../i18n/pages.ts';
import { formatCount } from '../i18n/current.ts';
import type { RequestState } from '../context.ts';
import { html, jsonForScript } from '../html.ts';
import type { NewsTeaser } from '../repo/news.ts';
import type { NewsQuery } from '../repo/newsDiscovery.ts';
import { newsCard } from './components.ts';
import { widgetHost } from './widgetHosts.ts';
import { adSlot } from './adSlots.ts';
import type { Lang } from '../logic/dates.ts';

/**
 * The competition finder. Page configuration picks the base data shape: `?wam=flat` on a page
 * gives the flat (simultaneously) shape, anything else the nested (successively) one.
 */
export function competitionFinderHost(state: RequestState) {
  const flat = new URLSearchParams(state.path.split('?')[1] ?? '').get('wam') === 'flat';
  return widgetHost('competition-finder', {
    jsonBase: flat ? '/ajax/wam/base-flat.json' : '/ajax/wam/base.json',
    areasUrl: '/ajax/wam/areas/_CLIENT/_SEASON/_COMPETITIONTYPE',
    competitionsUrl:
      '/ajax/wam/competitions/_CLIENT/_SEASON/_COMPETITIONTYPE/_TEAMTYPE/_AREA/_LEAGUE',
  });
}

/** Load more under a list (content-loader): continues at `offset` with the fields of `form`. */
export function loadMoreHost(options: {
  url: string;
  target: string;
  offset: number;
  form?: string;
}) {
  return widgetHost('content-loader', {
    url: options.url,
    target: options.target,
    offset: String(options.offset),
    ...(options.form ? { form: options.form } : {}),
  });
}

/** A lazy fragment (content-loader, data-mode="fragment") filled 10 ms (or 1000 ms) after mount. */
export function lazyFragmentHost(name: string, trigger: 'lazy' | 'onload' = 'lazy') {
  return widgetHost('content-loader', {
    mode: 'fragment',
    url: `/ajax/fragment/${name}.html`,
    trigger,
  });
}

/** The news toolbox (news-list) with its flyouts and header menu in the data-props JSON. */
export function newsListHost(data: {
  categories: { id: string; label: string }[];
  associations: { id: string; name: string }[];
}) {
  const props = {
    filters: [
      {
        key: 'multiple-categories',
        label: tr('Kategorien'),
        items: data.categories.map((c) => ({ value: c.id, name: c.label })),
      },
      {
        key: 'include-verband',
        label: tr('Landesverbände'),
        items: data.associations.map((a) => ({ value: a.id, name: a.name })),
      },
    ],
    menu: [
      {
        label: tr('Herren'),
        key: 'multiple-categories',
        value: 'herren',
        href: '/news?kategorie=herren',
      },
      {
        label: tr('Frauen'),
        key: 'multiple-categories',
        value: 'frauen',
        href: '/news?kategorie=frauen',
      },
      {
        label: tr('Junioren'),
        key: 'multiple-categories',
        value: 'junioren',
        href: '/news?kategorie=junioren',
      },
    ],
  };
  return html`<div
    data-widget="news-list"
    data-url="/ajax/news/toolbox"
    data-target="#news-results"
  ><script type="application/json" data-props>${jsonForScript(props)}</script></div>`;
}

/**
 * Cards appended by load more, and after them an ad slot named `adName` (its SPMADS marker makes
 * the ad slots reload, runtime README 5.14); no slot when there are no cards.
 */
export function newsLoadMoreHtml(news: NewsTeaser[], adName?: string, lang?: Lang): string {
  const cards = news.map((n) => newsCard(n, 2).toString()).join('');
  return cards && adName ? cards + adSlot(adName, 'banner', lang).toString() : cards;
}

/**
 * The toolbox answer: the filtered cards, a hidden form with the filter for load more, and a
 * load-more host the runtime mounts inside the inserted html.
 */
export function newsResultsHtml(
  news: NewsTeaser[],
  total: number,
  query: NewsQuery,
  pageSize: number,
): string {
  return html`<p class="result-count">${tr('{count} Artikel gefunden', { count: formatCount(total) })}</p>
    <div class="card-grid card-grid--wide" id="news-items">${news.map((n) => newsCard(n, 2))}</div>
    <form id="news-toolbox-params" hidden>
      <input type="hidden" name="kategorie" value="${(query.categoryIds ?? []).join(',')}" />
      <input type="hidden" name="verband" value="${(query.associationIds ?? []).join(',')}" />
    </form>
    ${
      total > pageSize
        ? loadMoreHost({
            url: '/ajax/news/mehr',
            target: '#news-items',
            offset: pageSize,
            form: '#news-toolbox-params',
          })
        : null
    }`.toString();
}

/** Lazy fragments by name; null for an unknown one. */
export function fragmentHtml(name: string): string | null {
  if (name === 'wettbewerbssuche')
    // One heading: the finder brings its own ("Wettbewerbssuche"); a second one above it read
    // "Deinen Wettbewerb finden" / "Wettbewerbssuche" twice in a row.
    return html`<aside class="fragment-finder" aria-label="${tr('Deinen Wettbewerb finden')}">
      ${widgetHost('competition-finder', {
        jsonBase: '/ajax/wam/base.json',
        areasUrl: '/ajax/wam/areas/_CLIENT/_SEASON/_COMPETITIONTYPE',
        competitionsUrl:
          '/ajax/wam/competitions/_CLIENT/_SEASON/_COMPETITIONTYPE/_TEAMTYPE/_AREA/_LEAGUE',
      })}
    </aside>`.toString();
  return null;
}
