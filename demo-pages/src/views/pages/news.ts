import type { RequestState } from '../../context.ts';
import { html, paragraphs, type SafeHtml } from '../../html.ts';
import { formatDate, formatTime, isoString } from '../../logic/dates.ts';
import type { NewsArticle, NewsTeaser } from '../../repo/news.ts';
import { newsCard, newsImage, pagination } from '../components.ts';
import { renderPage } from '../layout.ts';
import { lazyFragmentHost, loadMoreHost, newsListHost } from '../discoveryHosts.ts';
import { articleCommunity, type ThreadPageData } from '../community.ts';
import { imageGalleryHost, newsCarouselHost } from './galleries.ts';
import { adSlot } from '../adSlots.ts';
import { lookupLabel, tr } from '../../i18n/pages.ts';
import { formatCount } from '../../i18n/current.ts';

export interface NewsListData {
  news: NewsTeaser[];
  page: number;
  pages: number;
  total: number;
  associationId: string;
  categoryId: string;
  associations: { id: string; name: string }[];
  categories: { id: string; label: string }[];
  surveyName: string | null;
}

export function newsListPage(state: RequestState, d: NewsListData): string {
  const query = (page: number) => {
    const params = new URLSearchParams();
    if (d.associationId) params.set('verband', d.associationId);
    if (d.categoryId) params.set('kategorie', d.categoryId);
    if (page > 1) params.set('seite', String(page));
    const text = params.toString();
    return text ? `/news?${text}` : '/news';
  };
  const option = (value: string, label: string, selected: string) =>
    html`<option value="${value}" ${value === selected ? html` selected` : null}>${label}</option>`;
  // One filter bar and one kind of paging: with scripts the toolbox (news-list) filters and
  // "Mehr laden" (content-loader) pages; the server's form (still read by the content-loader for
  // its fields) and the page links are for browsers without scripts only (site.css .no-js-only).
  const body = html` <h1>${tr('News')}</h1>
    <form class="filter-form no-js-only" id="news-filter" method="get" action="/news">
      <div class="field">
        <label for="filter-verband">${tr('Landesverband')}</label>
        <select id="filter-verband" name="verband">
          ${option('', tr('Alle Landesverbände'), d.associationId)}
          ${d.associations.map((a) => option(a.id, a.name, d.associationId))}
        </select>
      </div>
      <div class="field">
        <label for="filter-kategorie">${tr('Kategorie')}</label>
        <select id="filter-kategorie" name="kategorie">
          ${option('', tr('Alle Kategorien'), d.categoryId)}
          ${d.categories.map((c) => option(c.id, c.label, d.categoryId))}
        </select>
      </div>
      <button type="submit" class="button">${tr('Filtern')}</button>
    </form>
    ${adSlot('SUPERBANNER', 'banner', state.lang)}
    ${newsListHost({ categories: d.categories, associations: d.associations })}
    <div id="news-results">
      <p class="result-count" role="status">
        ${tr('{count} Artikel gefunden', { count: formatCount(d.total) })}
      </p>
      <div class="card-grid card-grid--wide" id="news-items">${d.news.map((n) => newsCard(n, 2))}</div>
      ${d.page < d.pages ? loadMoreHost({ url: '/ajax/news/mehr', target: '#news-items', offset: d.page * d.news.length, form: '#news-filter' }) : null}
    </div>
    ${d.news.length === 0 ? html`<p class="empty">${tr('Für diese Auswahl gibt es keine News.')}</p>` : null}
    <div class="no-js-only">${pagination(d.page, d.pages, query)}</div>
    <div class="lazy-finder">${lazyFragmentHost('wettbewerbssuche')}</div>`;
  return renderPage(state, {
    title: d.page > 1 ? tr('News – Seite {page}', { page: d.page }) : tr('News'),
    description: tr('Aktuelle Nachrichten aus dem Amateurfußball.'),
    section: 'news',
    breadcrumbs: [{ label: tr('News') }],
    body,
    surveyName: d.surveyName,
  });
}

export interface NewsArticleData {
  article: NewsArticle;
  related: NewsTeaser[];
  surveyName: string | null;
  /** The sanitised HTML of an article written in the article editor (issue 16). */
  bodyHtml?: SafeHtml | null;
  /** The thread's first page, rendered into the HTML. */
  thread?: { page: ThreadPageData; legacyIds: ReadonlySet<number> };
}

export function newsArticlePage(
  state: RequestState,
  { article: a, related, surveyName, bodyHtml, thread }: NewsArticleData,
): string {
  const pageUrl = `${state.origin}/news/${a.slug}`;
  const body = html` <article class="article">
      <header class="article__header">
        <p class="card__meta">
          <span class="tag">${lookupLabel(a.categoryLabel)}</span>
          ${a.associationName ? html`<span>${a.associationName}${a.areaName ? html` · ${tr('Kreis {name}', { name: a.areaName })}` : null}</span>` : null}
        </p>
        <h1>${a.title}</h1>
        ${
          // Only a long lead is cut (at 160 characters, about two lines): one cut a word or two
          // before its end would hide nothing worth a "weiterlesen".
          a.teaser.trim()
            ? html`<div
                class="article__teaser"
                data-widget="text-truncate"
                data-text="${a.teaser}"
                data-enabled="true"
                data-max-length="160"
                data-read-more="true"
              >
                <p>${a.teaser}</p>
              </div>`
            : null
        }
        <p class="article__byline">
          ${tr('Von {author}', { author: a.author })} ·
          <time datetime="${isoString(a.publishedAt)}"
            >${tr('{date}, {time} Uhr', {
              date: formatDate(a.publishedAt),
              time: formatTime(a.publishedAt),
            })}</time
          >
        </p>
      </header>
      <figure class="article__image">${newsImage(a.imageHue, 960, 540)}</figure>
      <div class="article__body" lang="de">${bodyHtml ?? paragraphs(a.body)}</div>
      ${a.clubSlug ? html`<p>${tr('Mehr zum Verein:')} <a href="/verein/${a.clubSlug}">${a.clubName}</a></p>` : null}
      <aside class="share" aria-labelledby="share-title">
        <h2 id="share-title" class="share__title">${tr('Artikel teilen')}</h2>
        <ul>
          <li>
            <a
              data-share="facebook"
              href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}"
              rel="noopener noreferrer"
              target="_blank"
              >Facebook<span class="visually-hidden"> ${tr('(öffnet ein neues Fenster)')}</span></a
            >
          </li>
          <li>
            <a
              data-share="x"
              href="https://x.com/intent/post?url=${encodeURIComponent(pageUrl)}"
              rel="noopener noreferrer"
              target="_blank"
              >X<span class="visually-hidden"> ${tr('(öffnet ein neues Fenster)')}</span></a
            >
          </li>
          <li>
            <a
              data-share="whatsapp"
              href="whatsapp://send?text=${encodeURIComponent(`${a.title} ${pageUrl}`)}"
              >WhatsApp</a
            >
          </li>
          <li>
            <a
              data-share="mail"
              href="mailto:?subject=${encodeURIComponent(a.title)}&amp;body=${encodeURIComponent(pageUrl)}"
              >E-Mail</a
            >
          </li>
        </ul>
      </aside>
    </article>
    ${adSlot('CONTENT-AD', 'rectangle', state.lang)}
    ${imageGalleryHost()}
    ${articleCommunity(a.id, Boolean(state.user), thread)}
    ${newsCarouselHost(a.slug)}
    ${
      related.length
        ? html`<section aria-labelledby="related-title">
            <h2 id="related-title">${tr('Weitere News: {category}', { category: lookupLabel(a.categoryLabel) })}</h2>
            <div class="card-grid">${related.map((n) => newsCard(n))}</div>
          </section>`
        : null
    }`;
  return renderPage(state, {
    title: a.title,
    description: a.teaser,
    section: 'news',
    breadcrumbs: [{ label: tr('News'), href: '/news' }, { label: a.title }],
    pageVariables: a.associationId ? { edMandant: a.associationId } : {},
    body,
    surveyName,
  });
}
