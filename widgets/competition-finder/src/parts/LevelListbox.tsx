import { useListbox } from '@anstoss/ui';
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
 * The options of one level: the shared listbox behaviour (focus on the list, arrows, Home/End,
 * PageUp/PageDown and type-ahead move, Enter or Space chooses, Escape closes the panel) in the
 * finder's own markup. The placeholder entry is never a type-ahead target.
 */
export function LevelListbox({
  id,
  labelledBy,
  options,
  selected,
  onChoose,
  onClose,
}: LevelListboxProps) {
  const { listboxProps, getOptionProps, activeIndex } = useListbox({
    id,
    count: options.length,
    selected,
    onChoose,
    onEscape: onClose,
    labels: options.map((o) => (o.id === null ? null : o.label)),
    autoFocus: true,
  });

  return (
    <ul {...listboxProps} aria-labelledby={labelledBy} className="ast-finder__listbox">
      {options.map((option, index) => (
        <li
          key={option.id ?? 'placeholder'}
          {...getOptionProps(index)}
          className={
            'ast-finder__option' +
            (index === activeIndex ? ' is-active' : '') +
            (option.id === null ? ' ast-finder__option--placeholder' : '')
          }
        >
          {option.label}
        </li>
      ))}
    </ul>
  );
}
