import { setupServer } from 'msw/node';
import { http } from 'msw';
import type { RequestHandler } from 'msw';
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/**
 * An MSW server for one test file: started before the tests, handlers reset after each one,
 * closed at the end. Unhandled requests fail the test, so no request slips through unmocked.
 */
export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * One GET endpoint of a widget under test: each test says how it answers, and the requested
 * paths are recorded (cleared before every test), so a test can wait until the widget has had
 * all its answers, retries included, before checking what it shows.
 */
export function mockGetEndpoint(server: ReturnType<typeof setupServer>, path: string) {
  const requests: string[] = [];
  beforeEach(() => {
    requests.length = 0;
  });
  return {
    requests,
    respond(resolver: () => Response) {
      server.use(
        http.get(path, ({ request }) => {
          requests.push(new URL(request.url).pathname);
          return resolver();
        }),
      );
    },
    /** Waits for `count` requests, then lets the widget's promise handlers and React settle. */
    async settled(count = 1) {
      await waitFor(() => expect(requests).toHaveLength(count), { timeout: 4000 });
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

/**
 * One POST endpoint of a widget under test: each test says how it answers, and the JSON bodies
 * sent are recorded (cleared before every test), so a test can check what the widget saved.
 */
export function mockPostEndpoint(server: ReturnType<typeof setupServer>, path: string) {
  const bodies: unknown[] = [];
  beforeEach(() => {
    bodies.length = 0;
  });
  return {
    bodies,
    /** `resolver` may wait (a held answer, to look at the widget while the write is in flight). */
    respond(resolver: () => Response | Promise<Response>) {
      server.use(
        http.post(path, async ({ request }) => {
          bodies.push(await request.json());
          return resolver();
        }),
      );
    },
  };
}
