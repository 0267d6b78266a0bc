import { describe, expect, it } from 'vitest';
import { initials } from './layout.ts';
import { NAVIGATION_ITEMS, navigationItems } from './navigationFlyout.ts';
import type { RequestState } from '../context.ts';

describe('account button initials', () => {
  it('are the first letters of the first two words, upper case', () => {
    expect(initials('Max Mustermann')).toBe('MM');
    expect(initials('Lena K.')).toBe('LK');
    expect(initials('Portal-Redaktion')).toBe('PR');
    expect(initials('Vereinsadmin')).toBe('V');
    expect(initials('özil mesut ömer')).toBe('ÖM');
  });

  it('skip what is not a letter', () => {
    expect(initials('  _fan  12 ')).toBe('F');
    expect(initials('1. FC Köln')).toBe('FK');
    expect(initials('')).toBe('');
  });
});

describe('navigation items per request', () => {
  const user = { id: '1' } as NonNullable<RequestState['user']>;

  it('logged out: every item, "Mein Fußball" among them', () => {
    expect(navigationItems({ user: null })).toEqual(NAVIGATION_ITEMS);
  });

  it('logged in: "Mein Fußball" is in the account menu, not in the navigation', () => {
    const ids = navigationItems({ user }).map((item) => item.id);
    expect(ids).not.toContain('myFootball');
    expect(ids).toHaveLength(NAVIGATION_ITEMS.length - 1);
  });
});
