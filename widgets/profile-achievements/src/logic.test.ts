import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  badgeImage,
  cycleBadge,
  endEdit,
  missingField,
  slotsOf,
  type Achievement,
} from './logic.ts';

describe('profile-achievements rules', () => {
  it('previous/next cycle through the badges, wrapping both ways', () => {
    expect(cycleBadge(-1, 3, 1)).toBe(0);
    expect(cycleBadge(-1, 3, -1)).toBe(2);
    expect(cycleBadge(2, 3, 1)).toBe(0);
    expect(cycleBadge(0, 3, -1)).toBe(2);
    expect(cycleBadge(0, 0, 1)).toBe(-1);
  });
  it('ending an edit: badge and headline ready; neither reset; otherwise isrequired', () => {
    expect(endEdit('torjaeger', 'Torschützenkönig 2025')).toBe('ready');
    expect(endEdit(null, '')).toBe('reset');
    expect(endEdit(null, '   ')).toBe('reset');
    expect(endEdit('torjaeger', ' ')).toBe('isrequired');
    expect(endEdit(null, 'Nur Text')).toBe('isrequired');
  });
  it('a headline is required with a badge', () => {
    expect(missingField('x', '')).toBe('headline');
    expect(missingField(null, 'a')).toBe('badge');
    expect(missingField('x', 'a')).toBeNull();
  });
  it('badge images come from the folder', () => {
    expect(badgeImage('/assets/images/components/badges', 'pokal.svg')).toBe(
      '/assets/images/components/badges/pokal.svg',
    );
    expect(badgeImage('/f/', '/other/x.svg')).toBe('/other/x.svg');
    // Full URLs stay as they are: no folder in front of https:// or http://.
    expect(badgeImage('/f/', 'https://cdn.example.org/badges/x.svg')).toBe(
      'https://cdn.example.org/badges/x.svg',
    );
    expect(badgeImage('/f/', 'http://cdn.example.org/x.svg')).toBe('http://cdn.example.org/x.svg');
  });
  it('slots are filled by position; an edit applies ready or reset', () => {
    const stored: Achievement[] = [
      { badgeid: 'a', headline: 'A', position: 2, flavor: 'f', imageUrl: '/a.svg' },
    ];
    const slots = slotsOf(stored, 3);
    expect(slots.map((s) => s.badgeid)).toEqual([null, 'a', null]);
    const badge = { badgeid: 'b', flavor: 'Pokal', image: 'b.svg' };
    const ready = applyEdit(slots, 1, badge, ' Pokalsieg ', '/f');
    expect(ready.outcome).toBe('ready');
    expect(ready.slots[0]).toEqual({
      badgeid: 'b',
      headline: 'Pokalsieg',
      position: 1,
      flavor: 'Pokal',
      imageUrl: '/f/b.svg',
    });
    const reset = applyEdit(ready.slots, 2, null, '', '/f');
    expect(reset.outcome).toBe('reset');
    expect(reset.slots[1]?.badgeid).toBeNull();
    const required = applyEdit(ready.slots, 3, badge, '', '/f');
    expect(required.outcome).toBe('isrequired');
    expect(required.slots[2]?.badgeid).toBeNull();
  });
});
