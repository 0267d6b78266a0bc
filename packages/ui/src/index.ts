export { Layer } from './Layer.tsx';
export type { LayerProps } from './Layer.tsx';
export { CloseButton } from './CloseButton.tsx';
export type { CloseButtonProps } from './CloseButton.tsx';
export { Flyout } from './Flyout.tsx';
export type { FlyoutProps } from './Flyout.tsx';
export { Loader } from './Loader.tsx';
export type { LoaderProps } from './Loader.tsx';
export { ErrorText, errorTextOf } from './ErrorText.tsx';
export type { ErrorMessage, ErrorTextProps } from './ErrorText.tsx';
export { CharCounter } from './CharCounter.tsx';
export type { CharCounterProps } from './CharCounter.tsx';
export { remainingChars, charCountMessage } from './charCount.ts';
export { tabbableElements } from './focusable.ts';
export { ServerHtml, serverHtmlFragment } from './ServerHtml.tsx';
export type { ServerHtmlProps } from './ServerHtml.tsx';
export { nextListIndex, createTypeahead, TYPEAHEAD_PAUSE_MS } from './listNavigation.ts';
export type { ListKeyOptions } from './listNavigation.ts';
export { Dismissable, useDismissable } from './Dismissable.tsx';
export type {
  DismissableOptions,
  DismissableProps,
  DismissableViewProps,
  DismissReason,
  FocusTarget,
} from './Dismissable.tsx';
export { Tabs, useTabs } from './Tabs.tsx';
export type { TabPropBag, TabsProps, UseTabsOptions, UseTabsResult } from './Tabs.tsx';
export { Listbox, useListbox, LISTBOX_PAGE_SIZE } from './Listbox.tsx';
export type {
  ListboxOption,
  ListboxProps,
  UseListboxOptions,
  UseListboxResult,
} from './Listbox.tsx';
export { Combobox, useCombobox } from './Combobox.tsx';
export type { ComboboxProps, UseComboboxOptions, UseComboboxResult } from './Combobox.tsx';
export { useResource } from './useResource.ts';
export { createStoreContext, useStoreFields } from './storeContext.tsx';
export type { StoreContext } from './storeContext.tsx';
