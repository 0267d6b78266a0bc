import { describe, expect, it } from 'vitest';
import { languageCookieName } from './languageCookie.ts';
import { isCurrentPage, itemKind, itemLabel, shopCategories } from './logic.ts';
import { navigationFlyoutProps } from './props.ts';
import { menuFixture } from './fixtures.ts';

describe('navigation-flyout logic', () => {
  it('tells menus, the shop (#shop), the search entry (#search) and links apart', () => {
    expect(itemKind({ id: 'competitions', items: [{ id: 'wam', href: '/w' }] })).toBe('menu');
    expect(itemKind({ id: 'shop', href: '#shop', menuStructure: '/m.json' })).toBe('shop');
    expect(itemKind({ id: 'search', href: '#search' })).toBe('search');
    expect(itemKind({ id: 'news', href: '/news' })).toBe('link');
    expect(itemKind({ id: 'empty', href: '/x', items: [] })).toBe('link');
  });

  it('uses the shop categories, or null (fallback) when they are absent or empty', () => {
    expect(shopCategories({ categories: [{ name: 'Trikots', url: '/t' }] })).toEqual([
      { name: 'Trikots', url: '/t' },
    ]);
    expect(shopCategories({})).toBeNull();
    expect(shopCategories({ categories: null })).toBeNull();
    expect(shopCategories({ categories: [] })).toBeNull();
    expect(shopCategories({ categories: [{ name: ' ', url: '/t' }] })).toBeNull();
  });

  it('names the language cookie after the product prefix unless configured', () => {
    expect(languageCookieName(undefined, 'FBDE')).toBe('FBDE_LANG');
    expect(languageCookieName(undefined, 'AFDE')).toBe('AFDE_LANG');
    expect(languageCookieName('SPRACHE', 'FBDE')).toBe('SPRACHE');
  });

  it('marks the current page, not other pages nor in-page anchors', () => {
    const here = { pathname: '/news', origin: 'https://www.example.de' };
    expect(isCurrentPage('/news', here)).toBe(true);
    expect(isCurrentPage('/news?seite=2', here)).toBe(true);
    expect(isCurrentPage('/news#top', here)).toBe(false);
    expect(isCurrentPage('/vereine', here)).toBe(false);
    expect(isCurrentPage('https://other.example/news', here)).toBe(false);
  });

  it('labels an item with its own translation, else the CMS label, else the id', () => {
    const t = (key: string) => `T(${key})`;
    expect(itemLabel({ id: 'wam', label: 'X' }, t)).toBe('T(anstoss.navigationFlyout.item.wam)');
    expect(itemLabel({ id: 'other', label: 'Andere' }, t)).toBe('Andere');
    expect(itemLabel({ id: 'other' }, t)).toBe('other');
    expect(itemLabel({ id: 'constructor' }, t)).toBe('constructor');
  });
});

describe('navigationFlyoutProps', () => {
  it('reads the items and defaults the search', () => {
    const props = navigationFlyoutProps.parse({ items: menuFixture });
    expect(props.searchUrl).toBe('/suche');
    expect(props.searchParam).toBe('q');
    expect(props.items).toHaveLength(5);
  });

  it('rejects no items, an item without id and an empty favourites URL', () => {
    expect(navigationFlyoutProps.safeParse({}).success).toBe(false);
    expect(navigationFlyoutProps.safeParse({ items: [] }).success).toBe(false);
    expect(navigationFlyoutProps.safeParse({ items: [{ href: '/' }] }).success).toBe(false);
    expect(navigationFlyoutProps.safeParse({ items: menuFixture, favoritesUrl: ' ' }).success).toBe(
      false,
    );
  });
});
