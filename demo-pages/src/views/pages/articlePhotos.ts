/** The photo tab of an article (issue 14): the article-photo-upload widget for club officials. */
import type { RequestState } from '../../context.ts';
import { html } from '../../html.ts';
import { renderPage } from '../layout.ts';
import { widgetHost } from '../widgetHosts.ts';
import { contactHintLayer } from './upload.ts';

export interface ArticlePhotosData {
  article: { id: number; slug: string; title: string; clubId: number | null };
}

/** Most photos per article on this portal. */
export const MAX_ARTICLE_PHOTOS = 5;

export function articlePhotosPage(state: RequestState, d: ArticlePhotosData): string {
  const { article } = d;
  const body = html`<h1>Fotos: ${article.title}</h1>
    <p class="lead">
      Lade bis zu ${MAX_ARTICLE_PHOTOS} Fotos zum Artikel hoch (JPG, PNG oder GIF, höchstens 10 MB).
      Jedes Foto braucht einen Titel; ein Foto kannst du als Titelbild festlegen. Standortdaten aus
      Handyfotos entfernen wir beim Speichern.
    </p>
    <p><a href="/news/${article.slug}">Zum Artikel</a></p>
    ${widgetHost('article-photo-upload', {
      uploadBase: '/ajax/fotos/upload',
      src: '/ajax/fotos',
      article: String(article.id),
      ...(article.clubId === null ? {} : { objectType: 'club', objectRef: String(article.clubId) }),
      urlUpdate: '/ajax/fotos/update',
      urlUpdateOrd: '/ajax/fotos/ord',
      urlDelete: '/ajax/fotos/delete',
      maxUploads: String(MAX_ARTICLE_PHOTOS),
      amount: String(MAX_ARTICLE_PHOTOS),
      postDefaults: JSON.stringify({ quelle: 'artikel' }),
      // Spec §2: the picture-rights hint before the file chooser.
      contactHint: 'contact-hint',
    })}`;
  return renderPage(state, {
    title: `Fotos: ${article.title}`,
    section: 'news',
    breadcrumbs: [
      { label: 'News', href: '/news' },
      { label: article.title, href: `/news/${article.slug}` },
      { label: 'Fotos' },
    ],
    body,
    layers: contactHintLayer(),
    noindex: true,
    meta: [{ name: 'default_image_title', content: article.title.slice(0, 120) }],
  });
}
