import { describe, expect, it, vi } from 'vitest';
import type { ToolboxResponse } from './api.ts';
import { EMPTY_STATE, applyFilter, type ToolboxState } from './logic.ts';
import { createNewsListStore, type NewsListDeps } from './store.ts';

function setup(overrides: Partial<NewsListDeps> = {}) {
  const deps: NewsListDeps = {
    load: vi.fn(async (): Promise<ToolboxResponse> => ({ success: true, html: '<li>neu</li>' })),
    render: vi.fn(),
    save: vi.fn(),
    saveView: vi.fn(),
    navigate: vi.fn(),
    ...overrides,
  };
  const store = createNewsListStore(deps);
  store.getState().start();
  return { store, deps };
}

describe('news-list store', () => {
  it('opening a flyout closes the others', () => {
    const { store } = setup();
    store.getState().toggleFlyout('kategorie');
    store.getState().toggleFlyout('verband');
    expect(store.getState().openFlyout).toBe('verband');
    store.getState().toggleFlyout('verband');
    expect(store.getState().openFlyout).toBeNull();
  });

  it('applying sets the filter, stores the state, sends the request and replaces the list', async () => {
    const { store, deps } = setup();
    store.getState().toggleFlyout('kategorie');
    await store.getState().apply('kategorie', ['herren']);
    expect(store.getState().toolbox.filterItems.kategorie).toEqual(['herren']);
    expect(store.getState().openFlyout).toBeNull();
    expect(deps.save).toHaveBeenCalledWith(
      expect.objectContaining({ currentToolboxKey: 'kategorie' }),
    );
    expect(deps.load).toHaveBeenCalledWith({ kategorie: 'herren' }, expect.any(AbortSignal));
    expect(deps.render).toHaveBeenCalledWith('<li>neu</li>');
  });

  it('an empty html answer sets noData', async () => {
    const { store } = setup({ load: async () => ({ success: true, html: '  ' }) });
    await store.getState().apply('kategorie', ['herren']);
    expect(store.getState().toolbox.noData).toBe(true);
  });

  it('success false is an error and the list stays', async () => {
    const { store, deps } = setup({ load: async () => ({ success: false, html: '' }) });
    await store.getState().apply('kategorie', ['herren']);
    expect(store.getState().error).toBeTruthy();
    expect(deps.render).not.toHaveBeenCalled();
  });

  it('ignores an older answer that arrives after a newer request', async () => {
    let first!: (r: ToolboxResponse) => void;
    const load = vi
      .fn<NewsListDeps['load']>()
      .mockImplementationOnce(() => new Promise((r) => (first = r)))
      .mockResolvedValue({ success: true, html: '<li>zwei</li>' });
    const { store, deps } = setup({ load });
    const a = store.getState().apply('kategorie', ['herren']);
    await store.getState().apply('kategorie', ['frauen']);
    first({ success: true, html: '<li>eins</li>' });
    await a;
    expect(deps.render).toHaveBeenCalledTimes(1);
    expect(deps.render).toHaveBeenCalledWith('<li>zwei</li>');
  });

  it('stopping (the view unmounted) aborts the request in flight', async () => {
    let seen: AbortSignal | undefined;
    const load = vi.fn<NewsListDeps['load']>((_data, signal) => {
      seen = signal;
      return new Promise(() => undefined);
    });
    const { store, deps } = setup({ load });
    const pending = store.getState().apply('kategorie', ['herren']);
    await vi.waitFor(() => expect(seen).toBeDefined());
    store.getState().stop();
    await pending;
    expect(seen?.aborted).toBe(true);
    expect(deps.render).not.toHaveBeenCalled();
  });

  it('a header menu item sets a filter, stores the state and navigates', () => {
    const { store, deps } = setup();
    store
      .getState()
      .chooseMenu({ label: 'Frauen', key: 'kategorie', value: 'frauen', href: '/news?k=f' });
    expect(deps.save).toHaveBeenCalledWith(
      expect.objectContaining({ filterItems: { kategorie: ['frauen'] } }),
    );
    expect(deps.navigate).toHaveBeenCalledWith('/news?k=f');
    expect(deps.load).not.toHaveBeenCalled();
  });

  it('restores a state from the cookie and requests its list', async () => {
    const { store, deps } = setup();
    const state: ToolboxState = {
      ...applyFilter(EMPTY_STATE, 'kategorie', ['pokal']),
      initStateFromStorage: true,
    };
    await store.getState().restore(state);
    expect(store.getState().toolbox.currentToolboxKey).toBe('kategorie');
    expect(deps.load).toHaveBeenCalledWith({ kategorie: 'pokal' }, expect.any(AbortSignal));
  });

  it('remembers the view', () => {
    const { store, deps } = setup();
    store.getState().setView('list');
    expect(store.getState().view).toBe('list');
    expect(deps.saveView).toHaveBeenCalledWith('list');
  });
});
