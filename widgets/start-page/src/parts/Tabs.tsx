import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextTab } from '../logic.ts';

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly T[];
  tabLabel: (tab: T) => string;
  selected: T;
  onSelect: (tab: T) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (wrapping), Home and End move and select;
 * only the selected tab is in the Tab sequence; the panel is focusable and named by its tab.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  tabLabel,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(tabs, selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="ast-start__tabs">
      <div role="tablist" aria-label={label} className="ast-start__tablist">
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              if (el) refs.current.set(tab, el);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${base}-${tab}-tab`}
            aria-selected={tab === selected}
            aria-controls={`${base}-${tab}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            data-tab={tab}
            className="ast-start__tab"
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-${selected}-panel`}
        aria-labelledby={`${base}-${selected}-tab`}
        tabIndex={0}
        className="ast-start__panel"
      >
        {children}
      </div>
    </div>
  );
}
