import { format } from 'node:util';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * Component tests fail on any console.error or console.warn they did not ask for: React's act()
 * and key warnings, a failed prop check, an unhandled request and the widgets' own diagnostics
 * all land there, and each is either a bug or something the test should say it provokes.
 *
 * A test that provokes one declares it with `expectConsoleError(matcher)` (or
 * `expectConsoleWarn`): matching messages are swallowed and recorded on the returned mock, and
 * the test fails if the declared message never came.
 */
type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  matcher: string | RegExp | undefined;
  calls: Mock<(...args: unknown[]) => void>;
  /** Must have happened by the end of the test (declared), or may (allowed). */
  required: boolean;
}

const LEVELS: readonly Level[] = ['error', 'warn'];
let expectations: Expectation[] = [];
let unexpected: string[] = [];
const originals = new Map<Level, (...args: unknown[]) => void>();

function matches(matcher: Expectation['matcher'], text: string): boolean {
  if (matcher === undefined) return true;
  return typeof matcher === 'string' ? text.includes(matcher) : matcher.test(text);
}

function expectConsole(
  level: Level,
  matcher: string | RegExp | undefined,
  required = true,
): Expectation['calls'] {
  const calls = vi.fn<(...args: unknown[]) => void>();
  expectations.push({ level, matcher, calls, required });
  return calls;
}

/** This test logs a console.error matching `matcher` (any error without one). */
export const expectConsoleError = (matcher?: string | RegExp) => expectConsole('error', matcher);
/** This test logs a console.warn matching `matcher` (any warning without one). */
export const expectConsoleWarn = (matcher?: string | RegExp) => expectConsole('warn', matcher);

/**
 * Messages matching `matcher` may appear and are swallowed, but need not: for generic tests over
 * many components (the stories test), where only some of them provoke the message.
 */
export const allowConsoleWarn = (matcher: string | RegExp) => expectConsole('warn', matcher, false);

/** Registers the guard's hooks; called once from the jsdom project's setup file. */
export function installConsoleGuard(): void {
  beforeEach(() => {
    expectations = [];
    unexpected = [];
    for (const level of LEVELS) {
      originals.set(level, console[level]);
      // Assigned, not spied: a test's vi.restoreAllMocks() must not switch the guard off.
      console[level] = (...args: unknown[]) => {
        const text = format(...args);
        const expected = expectations.find((e) => e.level === level && matches(e.matcher, text));
        if (expected) expected.calls(...args);
        else unexpected.push(`console.${level}: ${text}`);
      };
    }
  });

  afterEach(() => {
    for (const [level, original] of originals) console[level] = original;
    originals.clear();
    const problems = [...unexpected];
    for (const e of expectations) {
      if (e.required && e.calls.mock.calls.length === 0) {
        problems.push(`expected a console.${e.level} matching ${String(e.matcher ?? '(any)')}`);
      }
    }
    expectations = [];
    unexpected = [];
    if (problems.length > 0) {
      throw new Error(
        `Console output this test did not declare (expectConsoleError / expectConsoleWarn):\n${problems
          .map((p) => `  ${p.slice(0, 2000)}`)
          .join('\n')}`,
      );
    }
  });
}
