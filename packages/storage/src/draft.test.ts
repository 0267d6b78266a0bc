// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraftsOf, configureDrafts, createDraft, type DraftSchema } from './draft.ts';

/** The shape check a zod schema would do: `{ title: string }`. */
const titleSchema: DraftSchema<{ title: string }> = {
  safeParse: (v) =>
    typeof v === 'object' && v !== null && typeof (v as { title?: unknown }).title === 'string'
      ? { success: true, data: { title: (v as { title: string }).title } }
      : { success: false },
};

let user: string | null = null;
beforeEach(() => {
  user = null;
  configureDrafts({ account: () => user });
  vi.useFakeTimers({ now: new Date('2026-03-14T12:00:00Z') });
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createDraft', () => {
  it('keeps a draft until cleared, under a key that names the account', () => {
    user = '42';
    const draft = createDraft('comment.7', titleSchema);
    draft.write({ title: 'Jubel' });
    expect(localStorage.getItem('anstoss.draft.42.comment.7')).toContain('Jubel');
    expect(draft.read()).toEqual({ title: 'Jubel' });
    draft.clear();
    expect(draft.read()).toBeNull();
  });

  it("never shows one account's draft to another, nor to the guest", () => {
    user = '42';
    createDraft('upload', titleSchema, { storage: 'session' }).write({ title: 'Mein Tor' });
    user = '43';
    expect(createDraft('upload', titleSchema, { storage: 'session' }).read()).toBeNull();
    user = null;
    expect(createDraft('upload', titleSchema, { storage: 'session' }).read()).toBeNull();
  });

  it("logout clears the user's drafts in both storages and leaves others'", () => {
    user = '42';
    createDraft('a', titleSchema).write({ title: 'lokal' });
    createDraft('b', titleSchema, { storage: 'session' }).write({ title: 'Tab' });
    user = '43';
    createDraft('a', titleSchema).write({ title: 'andere' });
    clearDraftsOf('42');
    user = '42';
    expect(createDraft('a', titleSchema).read()).toBeNull();
    expect(createDraft('b', titleSchema, { storage: 'session' }).read()).toBeNull();
    user = '43';
    expect(createDraft('a', titleSchema).read()).toEqual({ title: 'andere' });
  });

  it("a guest's draft moves into the account at login", () => {
    createDraft('comment', titleSchema).write({ title: 'als Gast' });
    user = '42';
    expect(createDraft('comment', titleSchema).read()).toEqual({ title: 'als Gast' });
    user = null;
    expect(createDraft('comment', titleSchema).read()).toBeNull();
  });

  it('expires after its days', () => {
    const draft = createDraft('d', titleSchema, { days: 1 });
    draft.write({ title: 'heute' });
    vi.advanceTimersByTime(86_400_000 - 1);
    expect(draft.read()).toEqual({ title: 'heute' });
    vi.advanceTimersByTime(1);
    expect(draft.read()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('removes a draft that is not JSON or does not fit the schema', () => {
    localStorage.setItem('anstoss.draft.guest.d', '{kaputt');
    expect(createDraft('d', titleSchema).read()).toBeNull();
    expect(localStorage.getItem('anstoss.draft.guest.d')).toBeNull();
    createDraft<unknown>('d', { safeParse: (v) => ({ success: true, data: v }) }).write({ x: 1 });
    expect(createDraft('d', titleSchema).read()).toBeNull();
    expect(localStorage.getItem('anstoss.draft.guest.d')).toBeNull();
  });

  it('a full or blocked storage never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(createDraft('d', titleSchema).write({ title: 'x' })).toBe(false);
  });
});
