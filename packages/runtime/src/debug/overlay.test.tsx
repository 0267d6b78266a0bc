import { afterEach, describe, expect, it } from 'vitest';
import { hostMessages } from '../hostState.ts';
import { emit } from '../events.ts';
import { badgeTitle, DEBUG_ATTRIBUTE, startDebug, summary, type HostReport } from './overlay.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function page(html: string): void {
  document.body.innerHTML = html;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

describe('texts', () => {
  it('names widget and state in German', () => {
    const r: HostReport = { name: 'fan-poll', state: 'error', message: null };
    expect(badgeTitle(r)).toBe('fan-poll · Fehler');
    expect(badgeTitle({ ...r, name: '', state: 'waiting' })).toBe('(ohne Namen) · wartet');
  });

  it('counts the hosts per state', () => {
    const r = (state: HostReport['state']): HostReport => ({ name: 'x', state, message: null });
    expect(summary([])).toBe('0 Widgets');
    expect(summary([r('mounted')])).toBe('1 Widget: 1 bereit');
    expect(summary([r('error'), r('mounted'), r('mounted'), r('loading')])).toBe(
      '4 Widgets: 2 bereit, 1 Fehler, 1 lädt',
    );
  });
});

describe('startDebug', () => {
  it('shows name, state and the console text inside every host; the panel counts them', async () => {
    page(`
      <div id="a" data-widget="rating" data-widget-state="mounted"><p>Sterne</p></div>
      <div id="b" data-widget="fan-poll" data-widget-state="error"></div>`);
    const b = document.getElementById('b')!;
    let resolve!: (text: string) => void;
    hostMessages.set(b, new Promise((r) => (resolve = r)));
    stop = startDebug();
    expect(document.documentElement.hasAttribute(DEBUG_ATTRIBUTE)).toBe(true);
    const a = document.getElementById('a')!;
    expect(a.firstElementChild?.textContent).toBe('rating · bereit');
    expect(a.querySelector('p')?.textContent).toBe('Sterne');
    expect(b.firstElementChild?.textContent).toContain('fan-poll · Fehler');
    expect(document.querySelector('.anstoss-debug__count')?.textContent).toBe(
      '2 Widgets: 1 bereit, 1 Fehler',
    );

    resolve(
      '[Anstoss] Widget "fan-poll" was not mounted because of its attributes:\n  data-url: expected at least 1 characters, got nothing',
    );
    await Promise.resolve();
    await nextFrame();
    expect(b.querySelector('.anstoss-debug__message')?.textContent).toContain(
      'data-url: expected at least 1 characters, got nothing',
    );
  });

  it('follows state changes and puts a badge back when a widget replaced its host content', async () => {
    page('<div id="a" data-widget="rating" data-widget-state="loading"></div>');
    stop = startDebug();
    const a = document.getElementById('a')!;
    a.replaceChildren(document.createElement('span'));
    a.setAttribute('data-widget-state', 'mounted');
    await nextFrame();
    await nextFrame();
    expect(a.firstElementChild?.textContent).toBe('rating · bereit');
    expect(a.querySelectorAll('.anstoss-debug__badge')).toHaveLength(1);
  });

  it('names the crash of a widget that failed while rendering', async () => {
    page('<div id="a" data-widget="rating" data-widget-state="mounted"></div>');
    stop = startDebug();
    const a = document.getElementById('a')!;
    a.setAttribute('data-widget-state', 'error');
    emit('widgetError', { name: 'rating', host: a, error: new Error('boom') });
    await nextFrame();
    expect(a.textContent).toContain('Widget "rating" crashed: boom');
  });

  it('lists failed hosts as buttons that move focus to their message', async () => {
    page(`<div data-widget="a" data-widget-state="mounted"></div>
      <div id="bad" data-widget="fan-poll" data-widget-state="error"></div>`);
    const bad = document.getElementById('bad')!;
    hostMessages.set(bad, 'Nachricht');
    bad.scrollIntoView = () => {};
    stop = startDebug();
    const jump = document.querySelector<HTMLButtonElement>('.anstoss-debug__jump')!;
    expect(jump.getAttribute('aria-label')).toBe('Fehler von fan-poll zeigen');
    jump.focus();
    jump.click();
    expect(document.activeElement).toBe(bad.firstElementChild);
    // An update that changes nothing in the failed set keeps the focused button.
    jump.focus();
    document.body.append(document.createElement('p'));
    await nextFrame();
    expect(document.activeElement).toBe(jump);
  });

  it('stays quick with 200 hosts and toggles its outlines', () => {
    page(
      Array.from(
        { length: 200 },
        (_, i) =>
          `<div data-widget="w${i}" data-widget-state="${i % 10 ? 'mounted' : 'error'}"></div>`,
      ).join(''),
    );
    const started = performance.now();
    stop = startDebug();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(document.querySelectorAll('.anstoss-debug__badge')).toHaveLength(200);
    expect(document.querySelectorAll('.anstoss-debug__jump')).toHaveLength(20);
    const toggle = document.querySelector<HTMLButtonElement>('.anstoss-debug__toggle')!;
    toggle.click();
    expect(document.documentElement.getAttribute(DEBUG_ATTRIBUTE)).toBe('hidden');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('removes every trace when stopped', () => {
    page('<div id="a" data-widget="rating" data-widget-state="mounted"></div>');
    startDebug()();
    expect(document.querySelector('.anstoss-debug__badge, .anstoss-debug__panel')).toBeNull();
    expect(document.documentElement.hasAttribute(DEBUG_ATTRIBUTE)).toBe(false);
  });
});
