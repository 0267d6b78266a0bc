// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  isLayerVisible,
  settingsTriggerOf,
  withCategory,
} from './logic.ts';

describe('cookie layer rules (spec §4 Cookie layer)', () => {
  it('defaults to nothing but necessary, and "accept all" sets both categories', () => {
    expect(NECESSARY_ONLY).toEqual({ functional: false, marketing: false });
    expect(ALL_ACCEPTED).toEqual({ functional: true, marketing: true });
  });

  it('changes one category at a time', () => {
    expect(withCategory(NECESSARY_ONLY, 'marketing', true)).toEqual({
      functional: false,
      marketing: true,
    });
    expect(NECESSARY_ONLY.marketing).toBe(false);
  });

  it('is visible while not dismissed, hidden once answered, visible again when reopened', () => {
    expect(isLayerVisible({ dismissed: false, answered: false, reopened: false })).toBe(true);
    expect(isLayerVisible({ dismissed: true, answered: false, reopened: false })).toBe(false);
    // A blocked cookie leaves `dismissed` false: answering still hides the layer on this page.
    expect(isLayerVisible({ dismissed: false, answered: true, reopened: false })).toBe(false);
    expect(isLayerVisible({ dismissed: true, answered: true, reopened: true })).toBe(true);
  });
});

describe('settingsTriggerOf', () => {
  it('finds the marked element from a click on it or inside it', () => {
    document.body.innerHTML =
      '<a href="#" data-cookie-settings-open><span>Cookie-Einstellungen</span></a><p>x</p>';
    const link = document.querySelector('a');
    expect(settingsTriggerOf(document.querySelector('span'))).toBe(link);
    expect(settingsTriggerOf(link)).toBe(link);
    expect(settingsTriggerOf(document.querySelector('p'))).toBeNull();
    expect(settingsTriggerOf(null)).toBeNull();
  });
});
