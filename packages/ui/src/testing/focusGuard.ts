// Fails a component test when focus falls to <body> (issue 28): after a click or a key the
// focused control went away (removed, disabled, hidden) and nothing took focus over.
import { afterEach, beforeEach, expect } from 'vitest';

export interface FocusWatch {
  /** Each time focus fell to <body>, what had it before ("button "Nächste Seite""). */
  readonly losses: readonly string[];
  /** Fails when focus fell to <body> since the watch started. */
  expectNeverLost(): void;
  stop(): void;
}

function describeElement(el: Element): string {
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  return `${el.tagName.toLowerCase()} "${name}"`;
}

/**
 * Whether nothing (or `<body>`, or a removed element) has focus, or an element that cannot hold
 * it: disabled, hidden or inert (browsers move focus from those to `<body>`; jsdom does not).
 */
function focusOnBody(doc: Document): boolean {
  const active = doc.activeElement;
  if (!active || active === doc.body || active === doc.documentElement || !active.isConnected)
    return true;
  return active.matches(':disabled') || active.closest('[hidden], [inert]') !== null;
}

/**
 * Watches the document: whenever focus had been on an element and then, after a DOM change or a
 * blur, is on `<body>`, a loss is recorded (checked once the change settled, so a control that
 * hands focus on within the same commit is fine). A test that blurs on purpose calls `stop()`.
 */
export function watchFocus(doc: Document = document): FocusWatch {
  const losses: string[] = [];
  let last: Element | null = focusOnBody(doc) ? null : doc.activeElement;
  let scheduled = false;

  const check = () => {
    scheduled = false;
    if (focusOnBody(doc)) {
      if (last) losses.push(`focus fell to <body> from ${describeElement(last)}`);
      last = null;
    } else last = doc.activeElement;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // After the microtasks of the change (React's commit and the hand-offs queued in it).
    setTimeout(check, 0);
    queueMicrotask(() => queueMicrotask(check));
  };
  const onFocusIn = () => {
    last = doc.activeElement;
  };
  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert', 'style', 'class'],
  });
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', schedule, true);

  return {
    losses,
    expectNeverLost() {
      check();
      expect(losses, 'focus must never fall to <body>').toEqual([]);
    },
    stop() {
      observer.disconnect();
      doc.removeEventListener('focusin', onFocusIn, true);
      doc.removeEventListener('focusout', schedule, true);
    },
  };
}

/**
 * Installs a focus watch around every test of the file (or the enclosing `describe`): a test in
 * which focus fell to `<body>` after a click or a key fails in its `afterEach`.
 */
export function failOnFocusLoss(): { current: FocusWatch | null } {
  const watch: { current: FocusWatch | null } = { current: null };
  beforeEach(() => {
    watch.current = watchFocus();
  });
  afterEach(() => {
    const current = watch.current;
    watch.current = null;
    if (!current) return;
    current.stop();
    // Checked before the tree unmounts (cleanup runs after this hook): unmounting is no loss.
    current.expectNeverLost();
  });
  return watch;
}
