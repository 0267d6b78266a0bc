import { describe, expect, it, vi } from 'vitest';
import { emit, on } from './events.ts';

describe('event bus', () => {
  it('emits CustomEvents named anstoss:<event> on document', () => {
    const listener = vi.fn();
    document.addEventListener('anstoss:favouritesChanged', listener);
    emit('favouritesChanged', { favorites: { teams: '<p>FC</p>' } });
    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.detail).toEqual({ favorites: { teams: '<p>FC</p>' } });
    document.removeEventListener('anstoss:favouritesChanged', listener);
  });

  it('on() hands over the detail, also of events from other scripts, until unsubscribed', () => {
    const fn = vi.fn();
    const off = on('languageChanged', fn);
    document.dispatchEvent(
      new CustomEvent('anstoss:languageChanged', { detail: { language: 'en' } }),
    );
    emit('released', { id: '02IEQ6L1J4000000VS5489B3VU2TDLOS' });
    expect(fn).toHaveBeenCalledWith({ language: 'en' });
    expect(fn).toHaveBeenCalledTimes(1);
    off();
    emit('languageChanged', { language: 'de' });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('emits events without a detail', () => {
    const fn = vi.fn();
    const off = on('cookieSettingsOpen', fn);
    emit('cookieSettingsOpen');
    expect(fn).toHaveBeenCalledWith(null);
    off();
  });

  it('is typed by AnstossEventMap (checked by pnpm typecheck)', () => {
    const off = [
      // @ts-expect-error -- an event that is not in the map
      on('favouriteChanged', () => {}),
      on('ratingLoaded', (detail) => {
        // @ts-expect-error -- the detail has the map's type: uservote is a number
        detail.uservote?.toUpperCase();
      }),
    ];
    // @ts-expect-error -- a detail of the wrong shape
    emit('routeChanged', { route: '/x' });
    // @ts-expect-error -- a detail the event requires
    emit('imageSaved');
    off.forEach((stop) => stop());
  });
});
