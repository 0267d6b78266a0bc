import { useId, useRef } from 'react';
import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { nextListIndex } from './listNavigation.ts';

export interface UseTabsOptions {
  /** Number of tabs. */
  count: number;
  /** Index of the selected tab (controlled). */
  selected: number;
  /**
   * Called when a tab is chosen: by click (or Enter/Space on it) always, by the arrow keys, Home
   * and End only with automatic activation.
   */
  onSelect: (index: number) => void;
  /**
   * 'automatic' (default): moving focus selects, for panels that show at once. 'manual': arrows
   * only move focus and Enter/Space selects, for panels that load or navigate.
   */
  activation?: 'automatic' | 'manual';
  orientation?: 'horizontal' | 'vertical';
  /**
   * 'one' (default): a single panel shows the selected tab's content, every tab controls it.
   * 'each': every tab has its own panel (render them all, hide the unselected ones).
   */
  panels?: 'one' | 'each';
  /** Base of the generated ids; default from `useId`. */
  id?: string;
}

export interface TabPropBag {
  id: string;
  role: 'tab';
  'aria-selected': boolean;
  'aria-controls': string;
  tabIndex: 0 | -1;
  onClick: () => void;
  ref: (el: HTMLElement | null) => void;
}

export interface UseTabsResult {
  tabListProps: {
    role: 'tablist';
    'aria-orientation'?: 'vertical';
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  /** Props of tab `index`; spread them on a `<button>` (or an `<a>` for a link tab). */
  getTabProps: (index: number) => TabPropBag;
  /** Props of the panel of tab `index` (default: the selected one). */
  getPanelProps: (index?: number) => {
    id: string;
    role: 'tabpanel';
    hidden: boolean;
    'aria-labelledby': string;
    tabIndex: 0;
  };
  tabId: (index: number) => string;
  panelId: (index: number) => string;
}

/**
 * The WAI-ARIA tabs pattern as prop bags: a roving tabindex (only the selected tab is in the Tab
 * sequence), arrows move (wrapping), Home/End jump, automatic or manual activation, and each
 * panel named by its tab. The arrow movement is `nextListIndex`, shared with lists and menus.
 */
export function useTabs({
  count,
  selected,
  onSelect,
  activation = 'automatic',
  orientation = 'horizontal',
  panels = 'one',
  id,
}: UseTabsOptions): UseTabsResult {
  const generated = useId();
  const base = id ?? `ast-tabs-${generated}`;
  const refs = useRef<(HTMLElement | null)[]>([]);
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = (index: number) =>
    panels === 'one' ? `${base}-panel` : `${base}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const focused = refs.current.findIndex((el) => el !== null && el === event.target);
    const from = focused < 0 ? selected : focused;
    const next = nextListIndex(from, count, event.key, { orientation });
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    if (activation === 'automatic') onSelect(next);
  };

  return {
    tabListProps: {
      role: 'tablist',
      'aria-orientation': orientation === 'vertical' ? 'vertical' : undefined,
      onKeyDown,
    },
    getTabProps: (index) => ({
      id: tabId(index),
      role: 'tab',
      'aria-selected': index === selected,
      'aria-controls': panelId(index),
      tabIndex: index === selected ? 0 : -1,
      onClick: () => onSelect(index),
      ref: (el) => {
        refs.current[index] = el;
      },
    }),
    getPanelProps: (index = selected) => ({
      id: panelId(index),
      hidden: index !== selected,
      role: 'tabpanel',
      'aria-labelledby': tabId(index),
      // The panel is focusable, so Tab from the tab list reaches its content's start (APG).
      tabIndex: 0,
    }),
    tabId,
    panelId,
  };
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly T[];
  tabLabel: (tab: T) => ReactNode;
  selected: T;
  onSelect: (tab: T) => void;
  activation?: 'automatic' | 'manual';
  className?: string;
  /** Extra attributes per tab (tracking data, test hooks). */
  tabAttributes?: (tab: T) => HTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string>;
  /** Content of the selected tab's panel. */
  children: ReactNode;
}

/** Tabs over one panel that shows the selected tab's content (`useTabs` with buttons). */
export function Tabs<T extends string>({
  label,
  tabs,
  tabLabel,
  selected,
  onSelect,
  activation,
  className,
  tabAttributes,
  children,
}: TabsProps<T>) {
  const index = Math.max(0, tabs.indexOf(selected));
  const { tabListProps, getTabProps, getPanelProps } = useTabs({
    count: tabs.length,
    selected: index,
    onSelect: (i) => {
      const tab = tabs[i];
      if (tab !== undefined) onSelect(tab);
    },
    activation,
  });
  return (
    <div className={['ast-tabset', className ?? ''].filter(Boolean).join(' ')}>
      <div {...tabListProps} aria-label={label} className="ast-tabset__list">
        {tabs.map((tab, i) => (
          <button
            key={tab}
            type="button"
            className="ast-tabset__tab"
            {...tabAttributes?.(tab)}
            {...getTabProps(i)}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div {...getPanelProps()} className="ast-tabset__panel">
        {children}
      </div>
    </div>
  );
}
