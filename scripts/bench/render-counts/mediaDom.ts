// Media library (issue 13): DOM size of the media stream and of the photo viewer with 10,000
// entries, and the time from a click on "next" to the next image shown. The stream and album
// endpoints are answered through page.route with 10,000 generated entries (pictures of the seed's
// pool), so the figures do not depend on how many media the seed has.
import type { Browser, Page, Route } from 'playwright-core';
import { asReturningReader, coldContext } from '../browser/chromium.ts';
import type { RenderFigure } from './registry.ts';

const TOTAL = 10_000;
const STREAM_URL = /\/ajax\/medien\/stream(\?|$)/;
const ALBUM_URL = /\/ajax\/fotos\/album\/\d+(\?|$)/;
export const ALBUM_PAGE = '/fotos/-/album/16973375';
const picture = (n: number) => `/medien/bilder/p${String((n % 360) + 1).padStart(4, '0')}/`;

function streamPage(url: string) {
  const q = new URL(url).searchParams;
  const offset = Number(q.get('offset') ?? 0);
  const amount = Number(q.get('amount') ?? 100);
  const entries = Array.from({ length: Math.max(0, Math.min(amount, TOTAL - offset)) }, (_, i) => ({
    id: 7_000_000 + offset + i,
    type: 'image',
    title: `Foto ${offset + i + 1}`,
    url: `${picture(offset + i)}m.svg`,
    thumb: `${picture(offset + i)}s.svg`,
  }));
  return { meta: { overallamount: TOTAL, amount: entries.length }, entries };
}

function albumPhotos() {
  const entries = Array.from({ length: TOTAL }, (_, i) => ({
    id: 7_000_000 + i,
    title: `Foto ${i + 1}`,
    image: { folder: picture(i), src: { small: 's.svg', medium: 'm.svg', large: 'l.svg' } },
    votes: { average: 3, count: 2 },
    views: i,
  }));
  return {
    success: true,
    album: { id: 16973375, title: 'Bench-Album', fotos: TOTAL },
    meta: { overallamount: TOTAL, amount: TOTAL },
    entries,
    final: true,
  };
}

export async function openPage(
  browser: Browser,
  origin: string,
  path: string,
  route: RegExp,
  answer: (url: string) => unknown,
) {
  const context = await coldContext(browser);
  await asReturningReader(context, origin);
  const page = await context.newPage();
  await page.route(route, async (r: Route) => r.fulfill({ json: answer(r.request().url()) }));
  await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 30_000 });
  return { context, page };
}

export const count = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.querySelectorAll('*').length);

/** Elements under the media-stream host with 10,000 entries, at the start and after 20 steps. */
export async function mediaStreamDomFigure(
  browser: Browser,
  origin: string,
): Promise<RenderFigure> {
  const { context, page } = await openPage(browser, origin, '/', STREAM_URL, streamPage);
  try {
    const host = page.locator('[data-widget="media-stream"]').first();
    await host.scrollIntoViewIfNeeded();
    await host.getByRole('region').waitFor({ timeout: 15_000 });
    const first = await count(page, '[data-widget="media-stream"]');
    await host.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
    for (let i = 0; i < 20; i++) {
      await host.getByRole('button', { name: 'Nächste Folie' }).click();
      await page.waitForTimeout(550);
    }
    const later = await count(page, '[data-widget="media-stream"]');
    return {
      value: Math.max(first, later),
      unit: 'DOM elements under the host',
      figure: `${first} → ${later} elements (10,000 entries)`,
      detail: `media stream with 10,000 entries (pages of 100 through page.route): ${first} elements under the host after the first page, ${later} after 20 steps.`,
    };
  } finally {
    await context.close();
  }
}

/** Elements in the open photo viewer with an album of 10,000 photos. */
export async function photoViewerDomFigure(
  browser: Browser,
  origin: string,
): Promise<RenderFigure> {
  const { context, page } = await openPage(browser, origin, ALBUM_PAGE, ALBUM_URL, albumPhotos);
  try {
    await page.getByRole('button', { name: 'Foto „Foto 1“ öffnen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Foto 1 von 10.000').waitFor({ timeout: 15_000 });
    const grid = await count(page, '[data-widget="album-detail"]');
    const viewer = await dialog.evaluate((el) => el.querySelectorAll('*').length);
    return {
      value: viewer,
      unit: 'DOM elements in the viewer',
      figure: `${viewer} elements in the viewer, ${grid} in the album grid`,
      detail: `album of 10,000 photos (through page.route): the open photo viewer holds ${viewer} elements, the album page's grid ${grid} (one page of 24).`,
    };
  } finally {
    await context.close();
  }
}

/** Time from a click on "Nächstes Foto" until the next photo's image has loaded (median of 10). */
export async function photoNextFigure(browser: Browser, origin: string): Promise<RenderFigure> {
  const { context, page } = await openPage(browser, origin, ALBUM_PAGE, ALBUM_URL, albumPhotos);
  try {
    await page.getByRole('button', { name: 'Foto „Foto 1“ öffnen' }).click();
    await page.getByRole('dialog').getByText('Foto 1 von 10.000').waitFor({ timeout: 15_000 });
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      // A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.
      const ms = await page.evaluate<number>(`new Promise((resolve, reject) => {
        const expected = ${JSON.stringify(`Foto ${i + 2}`)};
        const button = [...document.querySelectorAll('button')].find((b) =>
          (b.textContent || '').includes('Nächstes Foto'));
        if (!button) return reject(new Error('no next button'));
        const start = performance.now();
        const check = () => {
          const img = document.querySelector('.ast-photo-viewer__stage img');
          const title = document.querySelector('.ast-photo-viewer__title');
          if (img && title && title.textContent === expected && img.complete && img.naturalWidth > 0)
            resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        button.click();
        requestAnimationFrame(check);
      })`);
      times.push(ms);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return {
      value: median,
      unit: 'ms',
      figure: `${median.toFixed(0)} ms (median of 10; ${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)})`,
      detail: `photo viewer, click on "Nächstes Foto" until the next photo's image is decoded (img.complete, naturalWidth > 0), cold images: ${times.map((t) => t.toFixed(0)).join(', ')} ms.`,
    };
  } finally {
    await context.close();
  }
}
