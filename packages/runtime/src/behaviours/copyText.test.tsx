import { afterEach, describe, expect, it, vi } from 'vitest';
import { copySource, startCopyButtons } from './copyText.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function page(): HTMLButtonElement {
  document.body.innerHTML = `
    <textarea id="snippet" readonly>&lt;div data-widget="x"&gt;&lt;/div&gt;</textarea>
    <button type="button" data-copy="snippet" data-copy-done="Kopiert." data-copy-failed="Bitte Strg+C.">Kopieren</button>
    <span role="status" data-copy-status="snippet"></span>`;
  stop = startCopyButtons();
  return document.querySelector('button')!;
}
const status = () => document.querySelector('[data-copy-status]')!.textContent;

describe('copy buttons (button[data-copy])', () => {
  it('copies the field value and says so in the status', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    page().click();
    expect(writeText).toHaveBeenCalledWith('<div data-widget="x"></div>');
    await vi.waitFor(() => expect(status()).toBe('Kopiert.'));
  });

  it('selects the text for Ctrl+C when the clipboard is refused or missing', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    page().click();
    await vi.waitFor(() => expect(status()).toBe('Bitte Strg+C.'));
    const field = document.querySelector('textarea')!;
    expect(field.selectionEnd - field.selectionStart).toBe(field.value.length);
    vi.stubGlobal('navigator', {});
    document.querySelector('[data-copy-status]')!.textContent = '';
    document.querySelector('button')!.click();
    expect(status()).toBe('Bitte Strg+C.');
  });

  it('reads an element’s text and ignores unknown ids', () => {
    document.body.innerHTML = '<pre id="p">a &lt; b</pre>';
    expect(copySource('p')?.text).toBe('a < b');
    expect(copySource('missing')).toBeNull();
  });
});
