// `pnpm exec tsx scripts/bench/weigh.ts [--origin http://127.0.0.1:PORT]`: the JavaScript each
// reference-CMS page downloads on a first visit (as step 2 of the bench counts it: cold, scrolled
// to the end), per page and per file, without the rest of the bench. Starts the CMS unless an
// origin is given (a running CMS serves dist/ from disk: rebuild and rerun without restarting).
import { launchChromium } from './browser/chromium.ts';
import { discoverPages } from './cms/pages.ts';
import { startCms } from './cms/server.ts';
import { visitPage } from './cms/visitPage.ts';
import { staticPrefix } from './paths.ts';
import { gzipSize } from './util/compress.ts';

const originArg = process.argv.indexOf('--origin');
const given = originArg > 0 ? process.argv[originArg + 1] : undefined;
const server = given ? undefined : await startCms();
const origin = given ?? server?.origin ?? '';
const browser = await launchChromium();
try {
  const pages = await discoverPages(origin);
  const totals: string[] = [];
  for (const { target, path } of pages) {
    if (path === null) continue;
    const visit = await visitPage(browser, `${origin}${path}`);
    const files = visit.downloads
      .filter((d) => d.status < 400 && /\.m?js(\?|$)/.test(d.url))
      .map((d) => ({
        name: new URL(d.url).pathname.replace(staticPrefix, ''),
        gzip: gzipSize(d.body),
      }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    totals.push(`${target.key.padEnd(12)} ${(total / 1000).toFixed(1).padStart(6)} kB  ${path}`);
    console.log(
      `\n${target.key} ${path}: ${(total / 1000).toFixed(1)} kB gz, ${files.length} files`,
    );
    console.log(`  carries: ${visit.widgets.join(', ')}`);
    if (visit.pageErrors.length) console.log(`  PAGE ERRORS: ${visit.pageErrors.join(' | ')}`);
    for (const f of files) console.log(`  ${(f.gzip / 1000).toFixed(2).padStart(6)}  ${f.name}`);
  }
  console.log(`\n${totals.join('\n')}`);
} finally {
  await browser.close();
  await server?.stop();
}
