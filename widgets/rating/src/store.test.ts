import { describe, expect, it } from 'vitest';
import { ratingProps } from './props.ts';
import { createRatingStore } from './store.ts';

describe('rating store (spec §4 Rating, report and edit tools)', () => {
  it('opening sets it active; submit sets voted from success', () => {
    const store = createRatingStore(2);
    store.getState().open();
    expect(store.getState().active).toBe(true);
    store.getState().choose(4);
    expect(store.getState()).toMatchObject({ voted: false, active: true, rating: 4 });
    store.getState().rated();
    expect(store.getState()).toMatchObject({ voted: true, active: false, initial: 4 });
  });
  it('cancel restores the initial rating', () => {
    const store = createRatingStore(3);
    store.getState().open();
    store.getState().choose(1);
    store.getState().cancel();
    expect(store.getState()).toMatchObject({ active: false, rating: 3 });
  });
  it('ratingLoaded carries the uservote', () => {
    const store = createRatingStore(0);
    store.getState().loaded(5);
    expect(store.getState()).toMatchObject({ initial: 5, rating: 5 });
  });
  it('props read numbers and reject nonsense', () => {
    expect(
      ratingProps.parse({ url: '/r', itemId: 'a', rating: '3', average: '2.5' }),
    ).toMatchObject({ rating: 3, average: 2.5 });
    expect(ratingProps.safeParse({ url: '/r', itemId: 'a', rating: '7' }).success).toBe(false);
    expect(ratingProps.safeParse({ url: '/r', itemId: 'a', average: 'viel' }).success).toBe(false);
  });
});
