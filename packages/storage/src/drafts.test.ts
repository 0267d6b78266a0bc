// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, removeDraft, writeDraft } from './drafts.ts';

const parse = (v: unknown) =>
  typeof v === 'object' && v !== null && 'title' in v ? (v as { title: string }) : undefined;

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('drafts in sessionStorage', () => {
  it('keeps a draft for the tab and removes it on request', () => {
    expect(writeDraft('d', { title: 'Jubel' })).toBe(true);
    expect(readDraft('d', parse)).toEqual({ title: 'Jubel' });
    removeDraft('d');
    expect(readDraft('d', parse)).toBeNull();
  });

  it('drops drafts that are not JSON or do not fit the shape', () => {
    sessionStorage.setItem('d', '{kaputt');
    expect(readDraft('d', parse)).toBeNull();
    expect(sessionStorage.getItem('d')).toBeNull();
    sessionStorage.setItem('d', '{"other":1}');
    expect(readDraft('d', parse)).toBeNull();
    expect(sessionStorage.getItem('d')).toBeNull();
  });

  it('a full or blocked storage never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft('d', { title: 'x' })).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readDraft('d', parse)).toBeNull();
  });
});
