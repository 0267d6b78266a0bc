// The comments widget's DOM size as pages of comments are loaded ("Weitere Kommentare laden"), on a
// news article page. The thread endpoint is answered through page.route with pages of 20 plain
// comments, so the figure does not depend on how many comments the seed has.
import type { Browser, Route } from 'playwright-core';
import { asReturningReader, coldContext } from '../browser/chromium.ts';
import type { RenderFigure } from './registry.ts';

const PAGE_SIZE = 20;
const PAGES = 10;
const THREAD_URL = /\/ajax\/comments\/\d+(\?|$)/;

function threadPage(offset: number) {
  const total = PAGE_SIZE * PAGES;
  const comments = Array.from({ length: Math.min(PAGE_SIZE, total - offset) }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: 900_000 + n,
      name: `Leser ${n}`,
      date: new Date(Date.UTC(2026, 0, 1, 12, n % 60)).toISOString(),
      html: `<p>Kommentar ${n}: ein Absatz Text, wie ihn Leser unter einen Artikel schreiben.</p>`,
      repliesUrl: null,
      replyCount: 0,
      deletable: false,
    };
  });
  const next = offset + comments.length;
  return { success: true, total, nextOffset: next < total ? next : null, comments };
}

export async function commentsDomFigure(
  browser: Browser,
  origin: string,
  articlePath: string | null,
): Promise<RenderFigure> {
  if (!articlePath) throw new Error('no news article page found');
  const context = await coldContext(browser);
  try {
    await asReturningReader(context, origin);
    const page = await context.newPage();
    await page.route(THREAD_URL, async (route: Route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset') ?? 0);
      await route.fulfill({ json: threadPage(Number.isFinite(offset) ? offset : 0) });
    });
    await page.goto(`${origin}${articlePath}`, { waitUntil: 'load', timeout: 30_000 });
    const host = page.locator('[data-widget="comments"]').first();
    await host.scrollIntoViewIfNeeded();
    const more = host.getByRole('button', { name: 'Weitere Kommentare laden' });
    const nodes = () => host.evaluate((el) => el.querySelectorAll('*').length);
    const counts: number[] = [];
    await more.waitFor({ timeout: 15_000 });
    counts.push(await nodes());
    for (let loaded = 1; loaded < PAGES; loaded += 1) {
      await more.click();
      // The page's last comment is there (and the loader gone with the same commit).
      await host.getByText(`Kommentar ${PAGE_SIZE * (loaded + 1)}:`).waitFor({ timeout: 10_000 });
      counts.push(await nodes());
    }
    const first = counts[0] ?? 0;
    const last = counts.at(-1) ?? 0;
    const perComment = (last - first) / (PAGE_SIZE * (PAGES - 1));
    return {
      value: last,
      unit: `DOM elements after ${PAGES} pages`,
      figure: `${first} → ${last} elements (${perComment.toFixed(1)}/comment)`,
      detail: `${first} elements under the host with ${PAGE_SIZE} comments, ${last} with ${PAGE_SIZE * PAGES}: ${perComment.toFixed(1)} per comment, every page adds to the DOM (no windowing). Per page: ${counts.join(', ')}.`,
    };
  } finally {
    await context.close();
  }
}
