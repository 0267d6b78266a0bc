import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../../scripts/console-guard.ts';
import { resetConfig } from '../config.ts';
import { CONSENT_POLL_MS, resetConsentStore } from '../consent.ts';
import { resetServiceConsentStore } from '../serviceConsent.ts';
import { AD_RESIZE_DEBOUNCE_MS } from './adRules.ts';
import { applyAds, stopAds } from './ads.ts';

const SERVER = 'http://127.0.0.1:8082/';
const CHOICE = 'FBDE_COOKIE_SETTINGS_CHOICE';
const SERVICES = 'FBDE_CONSENT_SERVICES';

function setCookie(name: string, value: string | null): void {
  document.cookie =
    value === null
      ? `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      : `${name}=${encodeURIComponent(value)}; path=/`;
}
const marketing = (on: boolean) =>
  setCookie(CHOICE, JSON.stringify({ functional: on, marketing: on }));

function pageConfig(extra: Record<string, unknown> = {}): void {
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'anstoss-config';
  config.textContent = JSON.stringify({
    providerAbbreviation: 'fbde',
    adServer: SERVER,
    adVendors: ['vendor-a', 'vendor-b'],
    ...extra,
  });
  document.head.replaceChildren(config);
}

function slotHtml(name: string, format = 'banner'): string {
  return `<div id="SPMADS_fbde_${name}" data-type="ad" data-ad-format="${format}" role="region" aria-label="Anzeige"></div>`;
}

const slot = (name: string) => document.getElementById(`SPMADS_fbde_${name}`)!;
const frameOf = (name: string) => slot(name).querySelector('iframe');
const srcOf = (name: string) => new URL(frameOf(name)?.src ?? 'about:blank');

/** Microtasks first (queued reloads), then `ms` of fake time. */
async function settle(ms = 0): Promise<void> {
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms);
  else await new Promise((resolve) => setTimeout(resolve, ms));
}

function resizeTo(width: number): void {
  vi.stubGlobal('innerWidth', width);
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('innerWidth', 1280);
  pageConfig();
  document.body.innerHTML = slotHtml('SUPERBANNER') + slotHtml('CONTENT-AD', 'rectangle');
});

afterEach(() => {
  stopAds();
  setCookie(CHOICE, null);
  setCookie(SERVICES, null);
  resetConfig();
  resetConsentStore();
  resetServiceConsentStore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('ad slots before and after consent', () => {
  it('without consent nothing is requested: no frame, the slots wait', async () => {
    applyAds(document);
    await settle(2000);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(slot('SUPERBANNER').getAttribute('data-ad-state')).toBe('waiting');
    expect(slot('CONTENT-AD').getAttribute('data-ad-state')).toBe('waiting');
  });

  it('consent given later in the same page view starts the ads', async () => {
    applyAds(document);
    await settle(200);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    marketing(true);
    await settle(CONSENT_POLL_MS);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    expect(srcOf('SUPERBANNER').href).toBe(
      `${SERVER}ad?slot=SPMADS_fbde_SUPERBANNER&size=728x90&n=1`,
    );
    expect(srcOf('CONTENT-AD').searchParams.get('size')).toBe('300x250');
    expect(slot('SUPERBANNER').getAttribute('data-ad-state')).toBe('loading');
  });

  it('the frame is a sandboxed, titled frame of the creative’s size', async () => {
    marketing(true);
    applyAds(document);
    await settle();
    const frame = frameOf('SUPERBANNER')!;
    expect(frame.title).toBe('Anzeige');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    expect([frame.width, frame.height]).toEqual(['728', '90']);
    frame.dispatchEvent(new Event('load'));
    expect(slot('SUPERBANNER').getAttribute('data-ad-state')).toBe('loaded');
  });

  it('consent withdrawn removes the frames and stops every further request', async () => {
    marketing(true);
    applyAds(document);
    await settle();
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    marketing(false);
    await settle(CONSENT_POLL_MS);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(slot('SUPERBANNER').getAttribute('data-ad-state')).toBe('waiting');

    // Neither a marker in inserted HTML nor a crossing brings them back.
    const more = document.createElement('div');
    more.innerHTML = slotHtml('LISTE-12');
    document.body.append(more);
    applyAds(more);
    resizeTo(700);
    await settle(AD_RESIZE_DEBOUNCE_MS * 2);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(slot('LISTE-12').getAttribute('data-ad-state')).toBe('waiting');
  });

  it('without marketing, every listed vendor must be consented', async () => {
    marketing(false);
    setCookie(SERVICES, JSON.stringify({ 'vendor-a': true }));
    applyAds(document);
    await settle(200);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    setCookie(SERVICES, JSON.stringify({ 'vendor-a': true, 'vendor-b': true }));
    await settle(CONSENT_POLL_MS);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });
});

describe('reloads', () => {
  beforeEach(() => marketing(true));

  it('inserted HTML with the provider’s marker reloads every slot, the new one included', async () => {
    applyAds(document);
    await settle();
    const more = document.createElement('div');
    more.innerHTML = '<article>Karte</article>' + slotHtml('LISTE-12');
    document.body.append(more);
    applyAds(more);
    await settle();
    for (const name of ['SUPERBANNER', 'CONTENT-AD', 'LISTE-12'])
      expect(srcOf(name).searchParams.get('n'), name).toBe('2');
    // One frame per slot: the old one was replaced, not kept beside the new one.
    expect(document.querySelectorAll('iframe')).toHaveLength(3);
  });

  it('two fragments inserted together cost one reload', async () => {
    applyAds(document);
    await settle();
    for (const name of ['LISTE-12', 'LISTE-24']) {
      const more = document.createElement('div');
      more.innerHTML = slotHtml(name);
      document.body.append(more);
      applyAds(more);
    }
    await settle();
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('2');
  });

  it('10,000 loaded entries with one slot: one reload for the whole insertion', async () => {
    applyAds(document);
    await settle();
    const more = document.createElement('ul');
    // Built node by node: jsdom's HTML parser alone would take seconds for 10,000 entries.
    for (let i = 0; i < 10_000; i++) {
      const item = document.createElement('li');
      item.textContent = `SPMADS_fbde_ Meldung ${i}`;
      more.append(item);
    }
    more.insertAdjacentHTML('beforeend', slotHtml('LISTE-10000'));
    document.body.append(more);
    applyAds(more);
    // The DOM observer hands over every inserted element: many in one batch are one reload.
    let item = more.firstElementChild;
    for (let i = 0; i < 50 && item; i++, item = item.nextElementSibling) applyAds(item);
    await settle();
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('2');
    expect(srcOf('LISTE-10000').searchParams.get('n')).toBe('2');
    expect(document.querySelectorAll('iframe')).toHaveLength(3);
  });

  it('inserted HTML without a marker changes nothing', async () => {
    applyAds(document);
    await settle();
    const more = document.createElement('div');
    more.innerHTML = '<p>SPMADS_fbde_klein</p>';
    document.body.append(more);
    applyAds(more);
    await settle();
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('1');
  });

  it('crossing 760 px reloads after the 500 ms debounce, in the other size', async () => {
    applyAds(document);
    await settle();
    resizeTo(700);
    await settle(AD_RESIZE_DEBOUNCE_MS - 1);
    expect(srcOf('SUPERBANNER').searchParams.get('size')).toBe('728x90');
    await settle(1);
    expect(srcOf('SUPERBANNER').searchParams.get('size')).toBe('320x100');
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('2');
    expect(frameOf('SUPERBANNER')?.width).toBe('320');
    expect(srcOf('CONTENT-AD').searchParams.get('n')).toBe('2');
  });

  it('resizing on one side, or across and back within the debounce, does not reload', async () => {
    applyAds(document);
    await settle();
    resizeTo(900);
    await settle(AD_RESIZE_DEBOUNCE_MS);
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('1');
    resizeTo(700);
    await settle(200);
    resizeTo(1000);
    await settle(AD_RESIZE_DEBOUNCE_MS);
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('1');
    resizeTo(759);
    await settle(AD_RESIZE_DEBOUNCE_MS);
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('2');
  });
});

describe('wrong markup and config', () => {
  it('a slot without a known data-ad-format is reported and never requested', async () => {
    marketing(true);
    document.body.insertAdjacentHTML('beforeend', slotHtml('BROKEN', 'huge'));
    expectConsoleError('data-ad-format');
    applyAds(document);
    await settle();
    expect(slot('BROKEN').getAttribute('data-ad-state')).toBe('error');
    expect(frameOf('BROKEN')).toBeNull();
    expect(frameOf('SUPERBANNER')).not.toBeNull();
  });

  it('another provider’s slot is reported by its id and triggers no reload', async () => {
    marketing(true);
    applyAds(document);
    await settle();
    const more = document.createElement('div');
    more.innerHTML = '<div id="SPMADS_afde_BANNER" data-ad-format="banner"></div>';
    document.body.append(more);
    expectConsoleError('SPMADS_afde_BANNER');
    applyAds(more);
    await settle();
    expect(document.getElementById('SPMADS_afde_BANNER')?.getAttribute('data-ad-state')).toBe(
      'error',
    );
    expect(document.querySelector('#SPMADS_afde_BANNER iframe')).toBeNull();
    expect(srcOf('SUPERBANNER').searchParams.get('n')).toBe('1');
  });

  it('a slot without a label becomes a region named "Anzeige"', async () => {
    document.body.innerHTML = '<div id="SPMADS_fbde_NACKT" data-ad-format="banner"></div>';
    applyAds(document);
    await settle();
    expect(slot('NACKT').getAttribute('role')).toBe('region');
    expect(slot('NACKT').getAttribute('aria-label')).toBe('Anzeige');
  });

  it('without adServer in the page config nothing is ever requested', async () => {
    pageConfig({ adServer: 'javascript:alert(1)' });
    marketing(true);
    expectConsoleError('adServer');
    applyAds(document);
    await settle(1000);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('a wrong vendor list means no consent, even with marketing', async () => {
    pageConfig({ adVendors: 'alle' });
    marketing(true);
    expectConsoleError('adVendors');
    applyAds(document);
    await settle(1000);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
