/**
 * Slide lists of the galleries (issue 12; spec §2 Other widgets): news-gallery on the start page,
 * news-carousel and image-gallery on a news article. Every answer is `{ items: [{ id, title,
 * category, date, image: { src, width, height, alt }, href }] }`, parsed by widgets/gallery/src/schema.ts
 * in the contract tests.
 *
 *   GET /ajax/galerie/news?verband={id}                       the latest 12 news (of a region)
 *   GET /ajax/galerie/news?ohne-verband={id}&ohne-anzahl={n}  the latest 12 news but the n newest
 *                                                             of a region (the start page lists those)
 *   GET /ajax/galerie/weitere-news?kategorie={id}&ohne={slug} 12 news (of a category), one left out
 *   GET /ajax/galerie/bilder                                  the photos of the community album
 */
import { lookupLabel } from '../i18n/pages.ts';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, AppRuntime } from '../context.ts';
import { albumPhotos, pictureFolder } from '../repo/media.ts';
import { listNews, type NewsTeaser } from '../repo/news.ts';
import { DEFAULT_ALBUM_ID, ensureMedia, PHOTO_SIZES } from '../seed/media.ts';
import { count, query, text } from './validation.ts';

/** Slides per gallery: what a start page shows, and the DOM stays bounded anyway. */
export const GALLERY_SIZE = 12;
const NEWS_IMAGE = { width: 640, height: 360 };

export function newsSlide(n: NewsTeaser) {
  return {
    id: n.id,
    title: n.title,
    // The widget writes the date in the page's language (also after the language switch).
    category: lookupLabel(n.categoryLabel),
    date: n.publishedAt.toISOString(),
    image: { src: `/bilder/news/${n.imageHue}.svg`, ...NEWS_IMAGE, alt: '' },
    href: `/news/${n.slug}`,
  };
}

const newsQuery = z.object({
  verband: text(100).optional(),
  'ohne-verband': text(100).optional(),
  'ohne-anzahl': count(50).optional(),
});
const moreQuery = z.object({ kategorie: text(100).optional(), ohne: text(200).optional() });

export function registerGalleryRoutes(app: Hono<AppEnv>, runtime: AppRuntime): void {
  const { db, mediaDir } = runtime.options;

  app.get('/ajax/galerie/news', async (c) => {
    const q = query(c, newsQuery);
    const leftOut = q['ohne-verband'];
    const news = await listNews(
      db,
      {
        associationId: q.verband || undefined,
        notNewestOf: leftOut ? { associationId: leftOut, count: q['ohne-anzahl'] ?? 0 } : undefined,
      },
      GALLERY_SIZE,
    );
    return c.json({ items: news.map(newsSlide) });
  });

  app.get('/ajax/galerie/weitere-news', async (c) => {
    const { kategorie, ohne } = query(c, moreQuery);
    const news = await listNews(db, { categoryId: kategorie || undefined }, GALLERY_SIZE + 1);
    return c.json({
      items: news
        .filter((n) => n.slug !== ohne)
        .slice(0, GALLERY_SIZE)
        .map(newsSlide),
    });
  });

  app.get('/ajax/galerie/bilder', async (c) => {
    await ensureMedia(db, mediaDir);
    const photos = await albumPhotos(db, runtime.now(), DEFAULT_ALBUM_ID, false, 0, GALLERY_SIZE);
    return c.json({
      items: photos.map((p) => ({
        id: p.id,
        title: p.title,
        meta: '',
        image: {
          src: pictureFolder(p.fileKey) + PHOTO_SIZES.medium.file,
          width: PHOTO_SIZES.medium.width,
          height: PHOTO_SIZES.medium.height,
          // The caption carries the title.
          alt: '',
        },
        href: '',
      })),
    });
  });
}
