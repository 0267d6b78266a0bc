// Step 2: the JavaScript and CSS each reference-CMS page downloads, measured from Chromium's
// network log, and the check that a page downloads no chunk of a widget it does not carry.
import type { Browser } from 'playwright-core';
import type { Download } from '../browser/network-log.ts';
import { checkChunks, type ChunkCheck } from '../cms/chunkCheck.ts';
import type { FoundPage } from '../cms/pages.ts';
import { visitPage, type PageVisit } from '../cms/visitPage.ts';
import { MOMENTS, ownBudget, ownGoal, splitOwn, type Moment, type OwnSplit } from '../ownBytes.ts';
import { staticPrefix } from '../paths.ts';
import type { Row, StepBody } from '../report/types.ts';
import { gzipSize } from '../util/compress.ts';
import { errorText, kb, KB } from '../util/format.ts';
import { readBudgets } from './budgets.ts';
import { readManifest } from './manifest.ts';

interface Weight {
  files: number;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  key: string;
  label: string;
  path: string;
  status: number;
  /**
   * The JavaScript of dist/ the page loaded (runtime.js, the vendor and every other chunk): what
   * `budgets.pages` and demo-pages/e2e/firstVisit.e2e.ts count. The CMS's own scripts are not in it.
   */
  js: Weight;
  /** The CMS's own JavaScript (/assets/page-language.js, …): the integrator's, in no budget. */
  cmsJs: Weight;
  css: Weight;
  widgets: string[];
  check: ChunkCheck;
  files: { url: string; bytes: number; gzip: number; transferBytes: number }[];
  quiet: boolean;
  pageErrors: string[];
  /** Ours and the owner's stack, JavaScript gzip, per moment (issue 31). */
  own: Partial<Record<Moment, OwnSplit>>;
}

const isJs = (d: Download) => d.resourceType === 'script' || /\.m?js(\?|$)/.test(d.url);
const isCss = (d: Download) => d.resourceType === 'stylesheet' || /\.css(\?|$)/.test(d.url);

function weigh(downloads: readonly Download[]): Weight {
  return {
    files: downloads.length,
    bytes: downloads.reduce((sum, d) => sum + d.bytes, 0),
    gzip: downloads.reduce((sum, d) => sum + gzipSize(d.body), 0),
  };
}

/** "chunks/widget-x-….js" for a URL under the static prefix, else null. */
function distPath(url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.startsWith(staticPrefix) ? pathname.slice(staticPrefix.length) : null;
}

/** A long article slug would widen the whole table: keep its start. */
function shortPath(path: string, max = 34): string {
  return path.length <= max ? path : `${path.slice(0, max - 1)}…`;
}

/**
 * Ours / stack of one visit, from the JavaScript it downloaded under the static prefix (the CMS's
 * own scripts, e.g. /assets/page-language.js, are the integrator's, not ours).
 */
function ownOf(visit: PageVisit): OwnSplit {
  return splitOwn(
    visit.downloads
      .filter((d) => d.status < 400 && isJs(d) && distPath(d.url) !== null)
      .map((d) => ({ file: distPath(d.url) ?? d.url, gzip: gzipSize(d.body) })),
  );
}

function ownRow(page: PageWeight): Row {
  const budgets = readBudgets().ours;
  const parts = MOMENTS.map(({ moment }) => {
    const split = page.own[moment];
    return split ? `${kb(split.ours)} / ${kb(split.stack)}` : '–';
  });
  const verdicts = MOMENTS.map(({ moment }) => {
    const split = page.own[moment];
    if (!split || !budgets) return '';
    const budget = ownBudget(budgets, moment, page.key) * KB;
    const goal = ownGoal(budgets, moment) * KB;
    if (split.ours > budget) return 'FAIL';
    return split.ours <= goal ? 'goal' : 'over goal';
  });
  return {
    item: `  ours / stack of ${page.label}`,
    figure: parts.join(' · '),
    reference: budgets
      ? `ours ≤ ${budgets.goals.beforeScroll} kB before scroll, ≤ ${budgets.goals.scrolled} kB scrolled (goals)`
      : '',
    result: verdicts.join(' · '),
  };
}

function rowsFor(page: PageWeight, budgetKb: number | undefined): Row[] {
  const budget = budgetKb === undefined ? null : budgetKb * KB;
  const { check } = page;
  const chunkResult = check.foreignWidgets.length
    ? `FAIL: foreign ${check.foreignWidgets.join(', ')}`
    : 'ok: only carried widgets';
  return [
    {
      item: `${page.label} ${shortPath(page.path)}`,
      figure: `JS ${kb(page.js.gzip)} gz (${page.js.files} files of dist/) · CSS ${kb(page.css.gzip)} gz`,
      reference: budget === null ? '' : `JS ≤ ${kb(budget)} gz`,
      result:
        budget === null
          ? page.status >= 400
            ? `HTTP ${page.status}`
            : ''
          : page.js.gzip <= budget
            ? 'pass'
            : 'FAIL',
    },
    {
      item: `  chunks of ${page.label}`,
      figure: `carries: ${page.widgets.join(', ') || 'none'}`,
      reference: `loaded: ${check.downloadedWidgets.join(', ') || 'none'}`,
      result: chunkResult,
    },
    ownRow(page),
  ];
}

export async function pageWeightStep(
  browser: Browser,
  origin: string,
  found: readonly FoundPage[],
): Promise<StepBody> {
  const manifest = readManifest();
  const budgets = readBudgets();
  const notes: string[] = [];
  if (!manifest)
    notes.push('dist/manifest.json missing: the chunk check treats every widget chunk as foreign.');
  const pages: PageWeight[] = [];
  const rows: Row[] = [];
  for (const { target, path } of found) {
    if (path === null) {
      notes.push(
        target.from
          ? `${target.label}: nothing suitable on ${target.from} (no running game?); not measured.`
          : `${target.label}: no link on the start page (or one level below) matches ${String(target.link)}; not measured.`,
      );
      continue;
    }
    try {
      const visit = await visitPage(browser, `${origin}${path}`);
      const ok = visit.downloads.filter((d) => d.status < 400);
      const anstossFiles = ok.map((d) => distPath(d.url)).filter((p): p is string => p !== null);
      const page: PageWeight = {
        key: target.key,
        label: target.label,
        path,
        status: visit.status,
        js: weigh(ok.filter((d) => isJs(d) && distPath(d.url) !== null)),
        cmsJs: weigh(ok.filter((d) => isJs(d) && distPath(d.url) === null)),
        css: weigh(ok.filter(isCss)),
        widgets: visit.widgets,
        check: checkChunks(anstossFiles, visit.widgets, manifest?.widgets ?? {}),
        files: ok
          .filter((d) => isJs(d) || isCss(d))
          .map((d) => ({
            url: d.url.replace(origin, ''),
            bytes: d.bytes,
            gzip: gzipSize(d.body),
            transferBytes: d.transferBytes,
          })),
        quiet: visit.quiet,
        pageErrors: visit.pageErrors,
        own: { scrolled: ownOf(visit) },
      };
      for (const { moment, viewport, scroll } of MOMENTS) {
        if (!scroll)
          page.own[moment] = ownOf(
            await visitPage(browser, `${origin}${path}`, { viewport, scroll }),
          );
      }
      const ourLargest = (page.own.desktop?.ourFiles ?? [])
        .slice(0, 6)
        .map((f) => `${f.file.split('/').pop() ?? f.file} ${kb(f.gzip)}`);
      notes.push(
        `${target.label}: ours before scroll (1280×800): ${ourLargest.join(', ') || 'none'}.`,
      );
      pages.push(page);
      const budgetKb = budgets.pages[target.key] ?? budgets.pages.default;
      rows.push(...rowsFor(page, budgetKb));
      if (budgetKb !== undefined) {
        const largest = [...page.files]
          .filter((f) => /\.m?js(\?|$)/.test(f.url) && f.url.includes(staticPrefix))
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 6)
          .map((f) => `${f.url.split('/').pop() ?? f.url} ${kb(f.gzip)}`);
        notes.push(
          `${target.label}: JS ${kb(page.js.gzip)} gz against the budget of ${kb(budgetKb * KB)}; largest files: ${largest.join(', ')}.`,
        );
      }
      if (page.cmsJs.files)
        notes.push(
          `${target.label}: the CMS's own scripts (${visit.downloads
            .filter((d) => d.status < 400 && isJs(d) && distPath(d.url) === null)
            .map((d) => new URL(d.url).pathname)
            .join(
              ', ',
            )}) ${kb(page.cmsJs.gzip)} gz: not counted (the integrator's, as in the budgets).`,
        );
      if (!visit.quiet)
        notes.push(
          `${target.label}: the network never went quiet for 0.6 s (polling?); counted what had loaded after 8 s.`,
        );
      if (visit.pageErrors.length)
        notes.push(`${target.label}: page errors: ${visit.pageErrors.join(' | ').slice(0, 300)}`);
    } catch (error) {
      notes.push(`${target.label} ${path}: visit failed: ${errorText(error)}`);
    }
  }
  const runtimeChunks = [...new Set(pages.flatMap((p) => p.check.otherChunks))];
  if (runtimeChunks.length) {
    notes.push(
      `chunks outside the manifest's widget closures (the runtime's own lazy chunks): ${runtimeChunks.join(', ')}`,
    );
  }
  notes.push('/mein-fussball is for logged-in readers only: not visited.');
  notes.push(
    "Each page: cold load, scrolled to the bottom one viewport at a time, counted after the network was quiet. gzip computed from the downloaded bodies (level 9). JS is every file of dist/ the page loaded (runtime.js, vendor and all other chunks), as budgets.pages and demo-pages/e2e/firstVisit.e2e.ts count it; the CMS's own scripts (e.g. /assets/page-language.js) are listed per page and counted in neither.",
  );
  notes.push(
    "ours / stack (issue 31): the owner's stack is the vendor chunk (React, react-dom, i18next, react-i18next, zustand, zod/mini, ky); ours is every other JavaScript file of dist/ (the CMS's own /assets scripts are left out). Three cold visits per page: 1280×800 and 390×844 without any scroll (counted once the network was quiet), and 1280×800 scrolled to the end (the visit above).",
  );
  const missing = found.filter((f) => f.path === null).length;
  return {
    rows,
    notes,
    status: missing || pages.length < found.length ? 'partial' : 'ok',
    data: { pages },
  };
}
