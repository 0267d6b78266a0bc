import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FinderOption } from '../logic.ts';

export interface LevelListboxProps {
  id: string;
  labelledBy: string;
  options: FinderOption[];
  selected: number;
  onChoose: (index: number) => void;
  onClose: () => void;
}

/**
 * A single-select listbox (WAI-ARIA APG "Listbox"): focus stays on the list, the active option is
 * named by aria-activedescendant; arrows, Home/End and type-ahead move it, Enter or Space chooses,
 * Escape closes the panel.
 */
export function LevelListbox({
  id,
  labelledBy,
  options,
  selected,
  onChoose,
  onClose,
}: LevelListboxProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(selected);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    listRef.current?.focus();
  }, []);
  useEffect(() => {
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const move = (index: number) => setActive(Math.max(0, Math.min(options.length - 1, index)));

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        move(active + 1);
        break;
      case 'ArrowUp':
        move(active - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(options.length - 1);
        break;
      case 'PageDown':
        move(active + 10);
        break;
      case 'PageUp':
        move(active - 10);
        break;
      case 'Enter':
      case ' ':
        onChoose(active);
        break;
      case 'Escape':
        onClose();
        break;
      default: {
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
        const now = Date.now();
        const text = (now - typed.current.at < 700 ? typed.current.text : '') + e.key.toLowerCase();
        typed.current = { text, at: now };
        const found = options.findIndex((o, i) => i > 0 && o.label.toLowerCase().startsWith(text));
        if (found > 0) move(found);
        return;
      }
    }
    e.preventDefault();
  };

  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-activedescendant={`${id}-${active}`}
      className="ast-finder__listbox"
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        <li
          key={option.id ?? 'placeholder'}
          id={`${id}-${index}`}
          data-index={index}
          role="option"
          aria-selected={index === selected}
          className={
            'ast-finder__option' +
            (index === active ? ' is-active' : '') +
            (option.id === null ? ' ast-finder__option--placeholder' : '')
          }
          onClick={() => onChoose(index)}
          onMouseMove={() => index !== active && setActive(index)}
        >
          {option.label}
        </li>
      ))}
    </ul>
  );
}
