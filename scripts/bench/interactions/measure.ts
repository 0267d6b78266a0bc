// One run of a scenario: a fresh browser context (a reader's first visit, consent and surveys
// answered), the CPU slowed down 4x from the start, the page loaded and its widget mounted, the
// network quiet; then each step: a trusted click, its Event Timing duration and the time from the
// input until a frame shows the result.
import type { Browser, Page } from 'playwright-core';
import { asReturningReader, coldContext } from '../browser/chromium.ts';
import { recordNetwork, waitForNetworkQuiet } from '../browser/network-log.ts';
import { CPU_SLOWDOWN } from '../vitals/throttledLoad.ts';
import {
  EVENT_TIMING_SCRIPT,
  interactionDuration,
  type EventEntry,
  type InteractionWindow,
} from './eventTiming.ts';
import type { DoneWhen, Scenario } from './scenarios.ts';

export interface StepFigures {
  /** Event Timing duration (input → next paint); null: every event under 16 ms. */
  inp: number | null;
  /** ms from the input until the first frame holding the result. */
  visible: number;
}

const STEP_TIMEOUT_MS = 20_000;

/**
 * In the page: notes (in window.__benchDone) the first frame where every condition holds. Throws
 * when they all hold already, before the click: the condition would not see the result.
 */
function watchDone(done: DoneWhen[]) {
  const w = window as unknown as { __benchDone: number | null };
  w.__benchDone = null;
  const visible = { visibilityProperty: true, opacityProperty: true };
  const holds = () =>
    done.every(
      (one) =>
        !(one.absent && document.querySelector(one.absent)) &&
        [...document.querySelectorAll(one.selector)].some(
          (el) =>
            el.checkVisibility(visible) &&
            (one.text === undefined || (el.textContent ?? '').includes(one.text)),
        ),
    );
  if (holds()) throw new Error(`the result is on screen before the click: ${JSON.stringify(done)}`);
  const frame = (now: number) => {
    if (holds()) w.__benchDone = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function logIn(page: Page, origin: string, user: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Benutzername').fill(user);
  await page.getByLabel('Passwort').fill('anstoss');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function runScenario(
  browser: Browser,
  origin: string,
  path: string,
  scenario: Scenario,
): Promise<StepFigures[]> {
  const context = await coldContext(browser);
  try {
    await asReturningReader(context, origin);
    const page = await context.newPage();
    if (scenario.login) await logIn(page, origin, scenario.login);
    await page.addInitScript({ content: EVENT_TIMING_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const log = recordNetwork(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    // A `visible` widget (the video popup) mounts only near the viewport: scroll to it first.
    await page.locator(`[data-widget="${scenario.widget}"]`).first().scrollIntoViewIfNeeded();
    await page
      .locator(`[data-widget="${scenario.widget}"][data-widget-state="mounted"]`)
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    await scenario.prepare?.(page);
    await waitForNetworkQuiet(page, log, { quietMs: 800, timeoutMs: 10_000 });
    const figures: StepFigures[] = [];
    for (const step of scenario.steps) {
      const since = await page.evaluate(() => performance.now());
      await page.evaluate(watchDone, step.done);
      await step.act(page);
      await page.waitForFunction(
        () => (window as unknown as { __benchDone: number | null }).__benchDone !== null,
        null,
        { timeout: STEP_TIMEOUT_MS, polling: 50 },
      );
      // Event Timing entries are queued after the paint that ends them: give them two frames.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
          ),
      );
      const read = await page.evaluate(() => {
        const w = window as unknown as InteractionWindow & { __benchDone: number };
        return { events: w.__benchEvents, inputAt: w.__benchInputAt, done: w.__benchDone };
      });
      const inputAt = read.inputAt ?? since;
      figures.push({
        inp: interactionDuration(read.events as EventEntry[], since),
        visible: Math.max(0, read.done - inputAt),
      });
    }
    return figures;
  } finally {
    await context.close();
  }
}
