import { useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { nextListIndex } from './listNavigation.ts';

export interface UseComboboxOptions {
  /** Number of suggestions currently offered. */
  count: number;
  /** Whether the popup is shown (controlled: the owner also knows when there is nothing to show). */
  expanded: boolean;
  /** The person asks for the popup (focus, arrows) or closes it (Escape, blur). */
  onOpenChange: (open: boolean) => void;
  /** The highlighted suggestion (aria-activedescendant); -1 for none. Controlled. */
  active: number;
  onActiveChange: (index: number) => void;
  onChoose: (index: number) => void;
  /** Escape with the popup closed: clear the field (APG). */
  onClear?: () => void;
  /** Base of the generated ids; default from `useId`. */
  id?: string;
}

export interface UseComboboxResult {
  inputProps: {
    id: string;
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onBlur: () => void;
  };
  listboxProps: { id: string; role: 'listbox'; hidden: boolean };
  getOptionProps: (index: number) => {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    onMouseDown: (event: { preventDefault: () => void }) => void;
    onClick: () => void;
  };
  inputId: string;
  listboxId: string;
}

/**
 * An editable combobox with a listbox popup (WAI-ARIA APG "Combobox", list autocomplete) as prop
 * bags: focus stays in the field, Down/Up open the popup and move the highlight (wrapping, via
 * `nextListIndex`), the highlighted option is named by aria-activedescendant, Enter chooses it,
 * Escape closes the popup or, when it is closed, clears the field. A click on an option chooses
 * it without taking focus from the field.
 */
export function useCombobox({
  count,
  expanded,
  onOpenChange,
  active,
  onActiveChange,
  onChoose,
  onClear,
  id,
}: UseComboboxOptions): UseComboboxResult {
  const generated = useId();
  const base = id ?? `ast-combobox-${generated}`;
  const inputId = `${base}-input`;
  const listboxId = `${base}-list`;
  const optionId = (index: number) => `${base}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) onOpenChange(true);
      onActiveChange(nextListIndex(active, count, event.key) ?? active);
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && active < count) {
        event.preventDefault();
        onChoose(active);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) onOpenChange(false);
      else onClear?.();
    }
  };

  return {
    inputProps: {
      id: inputId,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onFocus: () => onOpenChange(true),
      onBlur: () => onOpenChange(false),
    },
    listboxProps: { id: listboxId, role: 'listbox', hidden: !expanded },
    getOptionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      // The field keeps focus (and the popup stays open) while an option is clicked.
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => onChoose(index),
    }),
    inputId,
    listboxId,
  };
}

export interface ComboboxProps<T> extends Omit<UseComboboxOptions, 'count' | 'expanded'> {
  /** Visible label of the field. */
  label: ReactNode;
  /** Accessible name of the suggestion list. */
  listLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions to show; the popup is open when there are any and `open` is true. */
  options: readonly T[];
  open: boolean;
  getKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** Id of a hint below the field. */
  describedBy?: string;
  className?: string;
}

/** A labelled text field with suggestions (`useCombobox` with the standard look). */
export function Combobox<T>({
  label,
  listLabel,
  value,
  onValueChange,
  options,
  open,
  getKey,
  renderOption,
  describedBy,
  className,
  ...behaviour
}: ComboboxProps<T>) {
  const expanded = open && options.length > 0;
  const { inputProps, listboxProps, getOptionProps } = useCombobox({
    ...behaviour,
    count: options.length,
    expanded,
  });
  return (
    <div className={['ast-combobox', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ast-combobox__label" htmlFor={inputProps.id}>
        {label}
      </label>
      <input
        {...inputProps}
        type="text"
        className="ast-combobox__input"
        aria-describedby={describedBy}
        spellCheck={false}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <ul {...listboxProps} aria-label={listLabel} className="ast-combobox__list">
        {expanded &&
          options.map((option, index) => (
            <li
              key={getKey(option)}
              {...getOptionProps(index)}
              className={'ast-combobox__option' + (index === behaviour.active ? ' is-active' : '')}
            >
              {renderOption(option)}
            </li>
          ))}
      </ul>
    </div>
  );
}
