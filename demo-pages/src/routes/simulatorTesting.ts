/**
 * Test-only: moves the live match simulator on at once, so the browser tests see a simulated goal
 * without waiting for it on the wall clock. Registered only when the environment sets
 * ANSTOSS_SIMULATOR_TESTING=1 (the Playwright configuration does) and never in production
 * (NODE_ENV=production); never part of the reference CMS.
 *
 *   POST /testing/simulator/step   form: sekunden (simulated seconds, 1 to 36000), csrf
 *   → 204; every game moves on by that many simulated seconds
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { readForm } from './validation.ts';
import type { Simulator } from '../simulator/simulator.ts';

export const SIMULATOR_TESTING_ENV = 'ANSTOSS_SIMULATOR_TESTING';

export function simulatorTestingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[SIMULATOR_TESTING_ENV] === '1' && env.NODE_ENV !== 'production';
}

/** `moved`: called after each step (the ticker's cached answers belong to the old moment). */
export function registerSimulatorTestingRoutes(
  app: Hono<AppEnv>,
  sim: () => Promise<Simulator>,
  moved: () => void,
): void {
  if (!simulatorTestingEnabled()) return;
  app.post('/testing/simulator/step', async (c) => {
    const raw = (await readForm(c)).sekunden;
    const seconds = typeof raw === 'string' && /^[0-9]{1,5}$/.test(raw) ? Number(raw) : 0;
    if (seconds < 1 || seconds > 36_000) return c.text('sekunden: 1 bis 36000', 400);
    (await sim()).advance(seconds);
    moved();
    return c.body(null, 204);
  });
}
