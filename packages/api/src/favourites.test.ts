import { describe, expect, it } from 'vitest';
import { favouritesOfEvent, favouritesResponse, saveFavouriteResponse } from './favourites.ts';

describe('favourites (shared by the favourites widget and the navigation flyout)', () => {
  it('reads favorites as a map of HTML fragments', () => {
    expect(favouritesResponse.safeParse({ favorites: { a: '<p>x</p>' } }).success).toBe(true);
    expect(favouritesResponse.safeParse({ favorites: ['x'] }).success).toBe(false);
    expect(favouritesResponse.safeParse({}).success).toBe(false);
    expect(saveFavouriteResponse.safeParse({ success: true }).success).toBe(true);
  });

  it("takes data.favorites from a 'favourites changed' event, or null", () => {
    expect(favouritesOfEvent({ success: true, favorites: { a: '<p>x</p>' } })).toEqual({
      a: '<p>x</p>',
    });
    expect(favouritesOfEvent({ success: true })).toBeNull();
    expect(favouritesOfEvent(null)).toBeNull();
    expect(favouritesOfEvent({ favorites: { a: 1 } })).toBeNull();
  });
});
