import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createTypeahead, nextListIndex } from './listNavigation.ts';

/** Entries PageDown/PageUp move by in a listbox. */
export const LISTBOX_PAGE_SIZE = 10;

export interface UseListboxOptions {
  /** Number of options. */
  count: number;
  /** The chosen option (aria-selected); -1 for none. */
  selected: number;
  onChoose: (index: number) => void;
  /** Escape in the list (close the popup around it); without it Escape is left alone. */
  onEscape?: () => void;
  /** Labels for type-ahead; a null label is never matched (a placeholder entry). */
  labels?: readonly (string | null)[];
  /** Move focus to the list when it mounts (a list opened from a button). */
  autoFocus?: boolean;
  /** Base of the option ids; default from `useId`. */
  id?: string;
}

export interface UseListboxResult {
  listboxProps: {
    id: string;
    ref: RefObject<HTMLUListElement | null>;
    role: 'listbox';
    tabIndex: 0;
    'aria-activedescendant': string | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  getOptionProps: (index: number) => {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    'data-index': number;
    onClick: () => void;
    onMouseMove: () => void;
  };
  /** The option the keyboard is on (highlighted, named by aria-activedescendant). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
}

/**
 * A single-select listbox (WAI-ARIA APG "Listbox") as prop bags: focus stays on the list, the
 * active option is named by aria-activedescendant and scrolled into view; arrows (no wrapping),
 * Home/End, PageUp/PageDown and type-ahead move it; Enter or Space chooses; Escape calls
 * `onEscape`. The movement is `nextListIndex`, shared with tabs, comboboxes and menus.
 */
export function useListbox({
  count,
  selected,
  onChoose,
  onEscape,
  labels,
  autoFocus = false,
  id,
}: UseListboxOptions): UseListboxResult {
  const generated = useId();
  const base = id ?? `ast-listbox-${generated}`;
  const ref = useRef<HTMLUListElement | null>(null);
  const [active, setActive] = useState(Math.max(0, selected));
  const [typeahead] = useState(createTypeahead);
  const activeIndex = Math.min(active, count - 1);
  const optionId = (index: number) => `${base}-${index}`;

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    ref.current
      ?.querySelector(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moved = nextListIndex(activeIndex, count, event.key, {
      wrap: false,
      pageSize: LISTBOX_PAGE_SIZE,
    });
    if (moved !== null) {
      setActive(moved);
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (activeIndex >= 0) onChoose(activeIndex);
    } else if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
    } else {
      const found = labels ? typeahead.next(event.key, labels, event.timeStamp, event) : null;
      if (found !== null) setActive(found);
      return;
    }
    event.preventDefault();
  };

  return {
    listboxProps: {
      id: base,
      ref,
      role: 'listbox',
      tabIndex: 0,
      'aria-activedescendant': count > 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
    },
    getOptionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === selected,
      'data-index': index,
      onClick: () => onChoose(index),
      onMouseMove: () => {
        if (index !== activeIndex) setActive(index);
      },
    }),
    activeIndex,
    setActiveIndex: setActive,
  };
}

export interface ListboxOption {
  label: string;
  /** Listed but never matched by type-ahead (a "please choose" entry). */
  placeholder?: boolean;
}

export interface ListboxProps {
  options: readonly ListboxOption[];
  selected: number;
  onChoose: (index: number) => void;
  onEscape?: () => void;
  /** Id of the visible label (preferred), or `label`. */
  labelledBy?: string;
  label?: string;
  autoFocus?: boolean;
  id?: string;
  className?: string;
  renderOption?: (option: ListboxOption, index: number) => ReactNode;
}

/** A listbox of labelled options (`useListbox` with the standard look). */
export function Listbox({
  options,
  selected,
  onChoose,
  onEscape,
  labelledBy,
  label,
  autoFocus,
  id,
  className,
  renderOption,
}: ListboxProps) {
  const { listboxProps, getOptionProps, activeIndex } = useListbox({
    count: options.length,
    selected,
    onChoose,
    onEscape,
    labels: options.map((o) => (o.placeholder ? null : o.label)),
    autoFocus,
    id,
  });
  return (
    <ul
      {...listboxProps}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={['ast-listbox', className ?? ''].filter(Boolean).join(' ')}
    >
      {options.map((option, index) => (
        <li
          key={index}
          {...getOptionProps(index)}
          className={
            'ast-listbox__option' +
            (index === activeIndex ? ' is-active' : '') +
            (option.placeholder ? ' ast-listbox__option--placeholder' : '')
          }
        >
          {renderOption ? renderOption(option, index) : option.label}
        </li>
      ))}
    </ul>
  );
}
