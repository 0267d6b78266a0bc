// The competition finder on the start page with the seeded data: the time from choosing an option
// of one level to the next level's options being present (its header enabled, no loader), the
// areas and competitions fetched on the way. Seven levels; the last one is timed until the submit
// button is enabled. Cold page per walk; the median per level over the walks.
import type { Browser, Page } from 'playwright-core';
import { asReturningReader, coldContext } from '../browser/chromium.ts';
import { median } from '../util/stats.ts';
import type { RenderFigure } from './registry.ts';

const WALKS = 3;
const STEP_TIMEOUT_MS = 8000;

export interface StepTiming {
  level: string;
  /** ms from the option's click to the next level's options (or the submit button) being ready. */
  ms: number;
  /** The option chosen (1-based among the real options not chosen yet); 0: preselected. */
  option: number;
  label: string;
}

/**
 * In the page: opens level `index`, clicks its `option`-th real option and resolves with the time
 * until the next level is ready; `ready: false` when the next level stayed empty.
 */
function chooseInPage(args: { index: number; option: number; timeoutMs: number }) {
  const { index, option, timeoutMs } = args;
  const finder = document.querySelector('[data-widget="competition-finder"] .ast-finder');
  if (!finder) throw new Error('no finder');
  const levels = [...finder.querySelectorAll<HTMLElement>('.ast-finder__level')];
  const level = levels[index];
  const next = levels[index + 1];
  const header = level?.querySelector<HTMLButtonElement>('.ast-finder__header');
  if (!level || !header) throw new Error(`no level ${index}`);
  if (header.disabled) throw new Error(`level ${level.dataset.level ?? index} has no options`);
  if (header.getAttribute('aria-expanded') !== 'true') header.click();
  return new Promise<{
    ms: number;
    ready: boolean;
    label: string;
    options: number;
    preselected?: boolean;
  }>((resolve, reject) => {
    const pick = () => {
      // Not the option chosen already (a preselection): choosing it would change nothing.
      const options = [
        ...level.querySelectorAll<HTMLElement>(
          '[role="option"]:not(.ast-finder__option--placeholder):not([aria-selected="true"])',
        ),
      ];
      const chosen = options[option - 1];
      if (!chosen && options.length === 0 && level.classList.contains('is-chosen')) {
        // The only option, chosen by the finder itself: nothing to click.
        header.click(); // close the panel again
        return resolve({ ms: Number.NaN, ready: true, label: '', options: 0, preselected: true });
      }
      if (!chosen) return reject(new Error(`level ${index}: no option ${option}`));
      const isReady = () => {
        if (!level.classList.contains('is-chosen')) return false;
        if (finder.querySelector('.ast-loader')) return false;
        if (!next) return !finder.querySelector<HTMLButtonElement>('.ast-finder__submit')?.disabled;
        return !next.querySelector<HTMLButtonElement>('.ast-finder__header')?.disabled;
      };
      const label = chosen.textContent ?? '';
      const started = performance.now();
      let timer = 0;
      const observer = new MutationObserver(() => {
        if (!isReady()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve({ ms: performance.now() - started, ready: true, label, options: options.length });
      });
      observer.observe(finder, { subtree: true, childList: true, attributes: true });
      timer = window.setTimeout(() => {
        observer.disconnect();
        resolve({ ms: performance.now() - started, ready: false, label, options: options.length });
      }, timeoutMs);
      chosen.click();
    };
    // The listbox renders in the same task as the header click (React's discrete event).
    if (level.querySelector('[role="option"]')) pick();
    else requestAnimationFrame(() => requestAnimationFrame(pick));
  });
}

async function walk(page: Page): Promise<StepTiming[]> {
  const levelNames = await page
    .locator('[data-widget="competition-finder"] .ast-finder__level')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.level ?? '?'));
  const steps: StepTiming[] = [];
  for (let index = 0; index < levelNames.length; index += 1) {
    // An option whose next level stays empty (sparse seed data): try the next one.
    let done = false;
    for (let option = 1; option <= 4 && !done; option += 1) {
      const result = await page.evaluate(chooseInPage, {
        index,
        option,
        timeoutMs: STEP_TIMEOUT_MS,
      });
      if (result.ready) {
        steps.push({
          level: levelNames[index] ?? '?',
          ms: result.ms,
          option: result.preselected ? 0 : option,
          label: result.label,
        });
        done = true;
      } else if (option >= result.options) break;
    }
    if (!done) throw new Error(`level ${levelNames[index] ?? index}: no option leads further`);
  }
  return steps;
}

export async function measureFinder(browser: Browser, origin: string): Promise<StepTiming[][]> {
  const walks: StepTiming[][] = [];
  for (let i = 0; i < WALKS; i += 1) {
    const context = await coldContext(browser);
    try {
      await asReturningReader(context, origin);
      const page = await context.newPage();
      // tsx compiles with keepNames: chooseInPage's inner functions call a __name helper.
      await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
      await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 30_000 });
      const host = page.locator('[data-widget="competition-finder"]').first();
      await host.scrollIntoViewIfNeeded(); // mount strategy `visible`
      await host.locator('.ast-finder__level .ast-finder__header:enabled').first().waitFor({
        timeout: 15_000,
      });
      walks.push(await walk(page));
    } finally {
      await context.close();
    }
  }
  return walks;
}

export async function finderFigure(browser: Browser, origin: string): Promise<RenderFigure> {
  const walks = await measureFinder(browser, origin);
  const levels = walks[0]?.map((s) => s.level) ?? [];
  const perLevel = levels.map((level) =>
    median(walks.map((w) => w.find((s) => s.level === level)?.ms ?? Number.NaN)),
  );
  const slowest = Math.max(...perLevel.filter(Number.isFinite));
  const shown = (i: number) => {
    const value = perLevel[i] ?? Number.NaN;
    return Number.isFinite(value) ? `${Math.round(value)}` : 'preselected';
  };
  const timed = perLevel.filter(Number.isFinite);
  return {
    value: slowest,
    unit: 'ms (slowest level, median)',
    figure: `median ${Math.round(median(timed))} ms, slowest ${Math.round(slowest)} ms`,
    detail:
      levels.map((level, i) => `${level} ${shown(i)}`).join(' · ') +
      ` ms (median per level of ${walks.length} walks; click → next level ready). Chosen: ` +
      (walks[0] ?? [])
        .filter((step) => step.option > 0)
        .map((step) => step.label.trim())
        .join(' › ') +
      '.',
  };
}
