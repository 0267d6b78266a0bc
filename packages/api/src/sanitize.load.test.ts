// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  isSanitizerReady,
  loadSanitizer,
  sanitizeHtml,
  sanitizeToFragment,
  withSanitizer,
} from './sanitize.ts';

describe('loading DOMPurify on first use', () => {
  it('refuses to sanitise before loadSanitizer, then works; every call shares one load', async () => {
    expect(isSanitizerReady()).toBe(false);
    expect(() => sanitizeHtml('<b>x</b>')).toThrow(/loadSanitizer/);
    expect(() => sanitizeToFragment('<b>x</b>')).toThrow(/loadSanitizer/);
    const first = loadSanitizer();
    expect(loadSanitizer()).toBe(first);
    await expect(withSanitizer(Promise.resolve('antwort'))).resolves.toBe('antwort');
    expect(isSanitizerReady()).toBe(true);
    expect(sanitizeHtml('<b onclick="x()">x</b>')).toBe('<b>x</b>');
  });
});
