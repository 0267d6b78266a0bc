/**
 * Every story is a test: each *.stories.tsx of the repository is composed with Storybook's
 * portable-stories API, rendered in jsdom with the story's MSW handlers applied to a node MSW
 * server (the same `parameters.msw.handlers` the Storybook worker uses), its play function run,
 * and checked with axe once its requests have settled. A story that throws, logs an unexpected
 * console.error/console.warn (the console guard) or has an axe violation fails here.
 *
 * The stories are split over several test files (stories/stories-*.test.tsx), so the runner
 * spreads them over its workers; each file passes its own part to `testStories`.
 */
import { act, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { composeStory } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleWarn } from '../scripts/console-guard.ts';
import { initTestI18n } from '../packages/ui/src/testing/i18n.ts';
import { expectNoAxeViolations } from '../packages/ui/src/testing/axe.ts';
import { stalled } from './stalledRequests.ts';

export type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/**
 * MSW as the stories see it, with `delay('infinite')` counted: a loading story's request never
 * ends, and waiting for it only costs the time limit. Each test file mocks 'msw' with this.
 */
export function countingInfiniteDelays<T extends { delay: (...args: never[]) => unknown }>(
  msw: T,
): T {
  const delay = (...args: Parameters<T['delay']>) => {
    if (args[0] === 'infinite') stalled.count += 1;
    return msw.delay(...args);
  };
  return { ...msw, delay };
}

/** msw-storybook-addon accepts a list of handlers or an object of named lists. */
function mswHandlers(parameters: Record<string, unknown>): RequestHandler[] {
  const msw = parameters.msw as { handlers?: unknown } | RequestHandler[] | undefined;
  const handlers = Array.isArray(msw) ? msw : msw?.handlers;
  if (!handlers) return [];
  if (Array.isArray(handlers)) return handlers as RequestHandler[];
  return Object.values(handlers as Record<string, RequestHandler | RequestHandler[]>).flat();
}

/** Renders, plays and checks every story of `modules` (import.meta.glob's eager result). */
export function testStories(modules: Record<string, StoryModule>, atLeast: number): void {
  const i18n = initTestI18n('de');
  // The preview's own loaders start the browser's MSW worker; here only its language switch is
  // needed, and MSW runs in node (below).
  setProjectAnnotations({
    loaders: [
      async ({ globals }) => {
        await i18n.changeLanguage(globals.locale === 'en' ? 'en' : 'de');
        return {};
      },
    ],
  });

  const server = setupServer();
  const pending = new Set<string>();
  server.events.on('request:start', ({ requestId }) => pending.add(requestId));
  server.events.on('request:end', ({ requestId }) => pending.delete(requestId));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  /**
   * Until no request is in flight but those that never answer (a request whose delay is finite
   * but longer than the limit is given up on after it).
   */
  async function settle(limitMs = 1500) {
    const until = Date.now() + limitMs;
    do {
      await act(() => new Promise((r) => setTimeout(r, 25)));
    } while (pending.size > stalled.count && Date.now() < until);
    await act(() => new Promise((r) => setTimeout(r, 25)));
  }

  const files = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));

  it(`finds the stories (at least ${atLeast} files)`, () => {
    expect(files.length).toBeGreaterThanOrEqual(atLeast);
  });

  for (const [file, module] of files) {
    describe(file.replace(/^(\.\.\/)+|^\.\//, ''), () => {
      for (const [name, Story] of Object.entries(composeStories(module)) as [
        string,
        ComposedStory,
      ][]) {
        it(
          name,
          async () => {
            // Error states are part of the stories; their diagnostics are the widgets' own.
            allowConsoleWarn(/^\[anstoss\]/i);
            pending.clear();
            stalled.count = 0;
            server.resetHandlers(...mswHandlers(Story.parameters));
            await Story.load();
            const { container } = render(<Story />);
            if (Story.play) {
              // A play function acts like a visitor in the browser (Storybook's own waitFor and
              // events), not like a test wrapping updates in act(): React is told so while it runs.
              const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
              const previous = env.IS_REACT_ACT_ENVIRONMENT;
              env.IS_REACT_ACT_ENVIRONMENT = false;
              try {
                await Story.play({ canvasElement: container });
              } finally {
                env.IS_REACT_ACT_ENVIRONMENT = previous;
              }
            }
            await settle();
            expect(container.childNodes.length).toBeGreaterThan(0);
            await expectNoAxeViolations(container);
            document.body.replaceChildren();
            localStorage.clear();
            // axe over the long-list stories (a 500-row data table) needs seconds on a busy machine.
          },
          20_000,
        );
      }
    });
  }
}
