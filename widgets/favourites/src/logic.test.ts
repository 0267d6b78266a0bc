import { describe, expect, it } from 'vitest';
import { favouriteSections, resolveFwUrl, savedAfter, shouldLoadFavourites } from './logic.ts';
import { favouritesProps } from './props.ts';
import { favouritesResponse, saveFavouriteResponse } from './api.ts';
import {
  favouritesFixture,
  removedAnswerFixture,
  savedAnswerFixture,
  schemaMismatchFavourites,
} from './fixtures.ts';

describe('favourites logic', () => {
  it('loads only with the login cookie and a URL (spec §6)', () => {
    expect(shouldLoadFavourites(true, '/f.json')).toBe(true);
    expect(shouldLoadFavourites(false, '/f.json')).toBe(false);
    expect(shouldLoadFavourites(true, undefined)).toBe(false);
  });

  it('keeps the non-empty fragments in the server order', () => {
    expect(favouriteSections({ b: '<p>x</p>', a: ' ', c: '<p>y</p>' })).toEqual([
      ['b', '<p>x</p>'],
      ['c', '<p>y</p>'],
    ]);
    expect(favouriteSections(null)).toEqual([]);
  });

  it('saves the configured fw_url, else the current path and query', () => {
    const here = new URL('https://www.example.de/verein/fc?tab=1#x');
    expect(resolveFwUrl(undefined, here)).toBe('/verein/fc?tab=1');
    expect(resolveFwUrl('/mannschaft/7', here)).toBe('/mannschaft/7');
  });

  it('follows the server’s saved flag; success without it means saved; a failure changes nothing', () => {
    expect(savedAfter(savedAnswerFixture, false)).toBe(true);
    expect(savedAfter(removedAnswerFixture, true)).toBe(false);
    expect(savedAfter({ success: true }, false)).toBe(true);
    expect(savedAfter({ success: false }, true)).toBe(true);
  });
});

describe('favourites schemas and props', () => {
  it('accept the fixtures and refuse a mismatch', () => {
    expect(favouritesResponse.safeParse(favouritesFixture).success).toBe(true);
    expect(saveFavouriteResponse.safeParse(savedAnswerFixture).success).toBe(true);
    expect(favouritesResponse.safeParse(schemaMismatchFavourites).success).toBe(false);
  });

  it('need a favourites URL or a save URL', () => {
    expect(favouritesProps.safeParse({}).success).toBe(false);
    expect(favouritesProps.parse({ saveUrl: '/s' })).toMatchObject({ saveUrl: '/s', saved: false });
    expect(favouritesProps.parse({ favoritesUrl: '/f', saved: 'true' }).saved).toBe(true);
    expect(favouritesProps.safeParse({ saveUrl: '/s', saved: 'ja' }).success).toBe(false);
  });
});
