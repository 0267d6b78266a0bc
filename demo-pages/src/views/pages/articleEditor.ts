/** The article editor page (issue 16): /artikel/neu and /artikel/{id}/bearbeiten. */
import type { RequestState } from '../../context.ts';
import { html, jsonForScript } from '../../html.ts';
import type { StoredArticle } from '../../repo/articles.ts';
import { tr } from '../../i18n/pages.ts';
import { renderPage } from '../layout.ts';

export interface ArticleEditorPageData {
  article: StoredArticle | null;
  /** Today on the CMS clock (yyyy-MM-dd); the pickers allow from today to two years on. */
  today: string;
  maxDate: string;
}

/** The widget host exactly as a CMS editor writes it (see widgets/article-editor/README.md). */
export function articleEditorHost(d: ArticleEditorPageData) {
  const a = d.article;
  const props = a
    ? {
        article: {
          id: a.id,
          title: a.title,
          teaser: a.teaser,
          body: a.bodyHtml,
          visible: a.visible,
          publishFrom: a.publishFrom,
          publishTo: a.publishTo,
          voting: a.voting,
          marketing: a.marketing,
        },
      }
    : {};
  return html`<div
    data-widget="article-editor"
    data-save-url="${a ? `/ajax/artikel/${a.id}/speichern` : '/ajax/artikel/speichern'}"
    data-draft-key="${a ? `artikel-${a.id}` : 'neu'}"
    data-today="${d.today}"
    data-min-date="${d.today}"
    data-max-date="${d.maxDate}"
    class="article-editor-host"
  >
    <script type="application/json" data-props>${jsonForScript(props)}</script>
  </div>`;
}

export function articleEditorPage(state: RequestState, d: ArticleEditorPageData): string {
  const title = d.article
    ? tr('Artikel bearbeiten: {title}', { title: d.article.title })
    : tr('Neuer Artikel');
  const body = html`<header class="page-head">
      <h1>${title}</h1>
      <p class="page-head__meta">
        ${tr(
          'Der Text wird beim Speichern vom Server noch einmal geprüft. Bis dahin bleibt dein Entwurf auf diesem Gerät gespeichert.',
        )}
      </p>
    </header>
    ${d.article ? html`<p><a href="/news/${d.article.slug}">${tr('Zum Artikel')}</a></p>` : null}
    ${articleEditorHost(d)}`;
  return renderPage(state, {
    title,
    section: 'news',
    breadcrumbs: [{ label: tr('News'), href: '/news' }, { label: title }],
    body,
    noindex: true,
  });
}
