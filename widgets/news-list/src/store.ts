import { createStore } from 'zustand/vanilla';
import { createResource } from '@anstoss/api';
import { applyDates, applyFilter, EMPTY_STATE, type ToolboxState, type View } from './logic.ts';
import type { ToolboxResponse } from './api.ts';
import type { MenuItem } from './props.ts';

export type { MenuItem };

/** What the store needs from outside (api.ts and the DOM in the widget, fakes in tests). */
export interface NewsListDeps {
  load: (data: Record<string, string | string[]>, signal: AbortSignal) => Promise<ToolboxResponse>;
  /** Replaces the target list with the (sanitised) html. */
  render: (html: string) => void;
  save: (state: ToolboxState) => void;
  saveView: (view: View) => void;
  navigate: (url: string) => void;
}

export interface NewsListState {
  toolbox: ToolboxState;
  openFlyout: string | null;
  view: View;
  loading: boolean;
  error: unknown;
  /** Opening one flyout closes the others; the same key closes it. */
  toggleFlyout: (key: string | null) => void;
  apply: (key: string, selected: string[]) => Promise<void>;
  applyDateRange: (from: string, to: string) => Promise<void>;
  chooseMenu: (item: MenuItem) => void;
  setView: (view: View) => void;
  restore: (state: ToolboxState | null) => Promise<void>;
  /** After an error: sends the current selection again; the list shown stays meanwhile. */
  retry: () => Promise<void>;
  /** The view mounted: requests may run. */
  start: () => void;
  /** The view unmounted: the request in flight is aborted. */
  stop: () => void;
}

export function createNewsListStore(deps: NewsListDeps, view: View = 'grid') {
  return createStore<NewsListState>()((set, get) => {
    // Every selection is a new key: the resource aborts the older request and never lets its
    // answer overwrite a newer one.
    const request = createResource<ToolboxResponse, ToolboxState>({
      key: null,
      load: (toolbox, { signal }) => deps.load(toolbox.currentData, signal),
    });
    let sent: ToolboxState | null = null;

    const send = async (toolbox: ToolboxState): Promise<void> => {
      sent = toolbox;
      set({ loading: true, error: null });
      const result = await request.load(toolbox);
      if (result.status === 'loading') return; // superseded or stopped
      if (result.status === 'error') return set({ loading: false, error: result.error });
      const response = result.data;
      if (!response || !isSuccess(response)) return set({ loading: false, error: response });
      deps.render(response.html);
      set({ loading: false, toolbox: { ...get().toolbox, noData: response.html.trim() === '' } });
    };

    const commit = (toolbox: ToolboxState) => {
      set({ toolbox, openFlyout: null });
      deps.save(toolbox);
      return send(toolbox);
    };

    return {
      toolbox: EMPTY_STATE,
      openFlyout: null,
      view,
      loading: false,
      error: null,
      toggleFlyout: (key) => set({ openFlyout: key === get().openFlyout ? null : key }),
      apply: (key, selected) => commit(applyFilter(get().toolbox, key, selected)),
      applyDateRange: (from, to) => commit(applyDates(get().toolbox, from, to)),
      chooseMenu: (item) => {
        const values = Array.isArray(item.value) ? item.value : [item.value];
        const toolbox = applyFilter(get().toolbox, item.key, values);
        set({ toolbox });
        deps.save(toolbox);
        deps.navigate(item.href);
      },
      setView: (next) => {
        set({ view: next });
        deps.saveView(next);
      },
      retry: () => send(sent ?? get().toolbox),
      start: () => request.start(),
      stop: () => request.stop(),
      restore: async (state) => {
        if (!state) return;
        set({ toolbox: state });
        if (state.currentToolboxKey || Object.keys(state.currentData).length) await send(state);
      },
    };
  });
}

export type NewsListStore = ReturnType<typeof createNewsListStore>;

function isSuccess(response: ToolboxResponse): boolean {
  const { success } = response;
  return success === true || success === 'true' || success === 1 || success === '1';
}
