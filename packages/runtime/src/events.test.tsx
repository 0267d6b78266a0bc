import { describe, expect, it, vi } from 'vitest';
import { emit, on } from './events.ts';

describe('event bus', () => {
  it('emits CustomEvents named anstoss:<event> on document', () => {
    const listener = vi.fn();
    document.addEventListener('anstoss:favouritesChanged', listener);
    emit('favouritesChanged', { id: 7 });
    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.detail).toEqual({ id: 7 });
    document.removeEventListener('anstoss:favouritesChanged', listener);
  });

  it('on() hands over the detail, also of events from other scripts, until unsubscribed', () => {
    const fn = vi.fn();
    const off = on('languageChanged', fn);
    document.dispatchEvent(
      new CustomEvent('anstoss:languageChanged', { detail: { language: 'en' } }),
    );
    emit('released', 1);
    expect(fn).toHaveBeenCalledWith({ language: 'en' });
    expect(fn).toHaveBeenCalledTimes(1);
    off();
    emit('languageChanged', { language: 'de' });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
