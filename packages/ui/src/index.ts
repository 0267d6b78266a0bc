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
export { rendersAs, ServerHtml, serverHtmlFragment } from './ServerHtml.tsx';
export type { HtmlSource, ServerHtmlProps } from './ServerHtml.tsx';
export { nextListIndex, createTypeahead, TYPEAHEAD_PAUSE_MS } from './listNavigation.ts';
export { nextSliderValue } from './sliderKeys.ts';
export type { SliderKeyOptions } from './sliderKeys.ts';
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
export { Stars, StarsInput } from './stars/Stars.tsx';
export type { StarsProps, StarsInputProps } from './stars/Stars.tsx';
export { useStarsDisplay, useStarsInput } from './stars/useStars.ts';
export { starsFromPoints, starsFromAverage, litStars, MAX_STARS } from './stars/stars.ts';
export { LoadMore } from './load-more/LoadMore.tsx';
export type { LoadMoreProps } from './load-more/LoadMore.tsx';
export { useLoadMore } from './load-more/useLoadMore.ts';
export type { LoadMoreOptions, LoadMoreStatus } from './load-more/useLoadMore.ts';
export { Carousel } from './carousel/Carousel.tsx';
export type { CarouselProps } from './carousel/Carousel.tsx';
export { useCarousel } from './carousel/useCarousel.ts';
export type { CarouselOptions, CarouselSlide } from './carousel/useCarousel.ts';
export { LazyImage } from './carousel/LazyImage.tsx';
export type { LazyImageProps } from './carousel/LazyImage.tsx';
export { slideWindow } from './carousel/logic.ts';
export { DatePicker } from './date-picker/DatePicker.tsx';
export type { DatePickerProps } from './date-picker/DatePicker.tsx';
export { useDatePicker, useCalendarGrid } from './date-picker/useDatePicker.ts';
export type { DatePickerOptions, CalendarOptions } from './date-picker/useDatePicker.ts';
export {
  parseIso,
  parseEntry,
  formatEntry,
  clampBounds,
  withinBounds,
  monthGrid,
  today,
} from './date-picker/dates.ts';
export type { IsoDay, Weekday, DayFormat, Entry } from './date-picker/dates.ts';
export { openCalendar, setOpenCalendar } from './date-picker/openCalendar.ts';
export { FileInput } from './file-input/FileInput.tsx';
export type { FileInputProps } from './file-input/FileInput.tsx';
export { useFileInput, UploadError } from './file-input/useFileInput.ts';
export type { FileInputOptions, FileRejection } from './file-input/useFileInput.ts';
export { createFileQueue } from './file-input/fileQueue.ts';
export type { QueuedFile, UploadStatus } from './file-input/fileQueue.ts';
export { sniffType, checkFile, readHead, megabytes, TYPE_NAMES } from './file-input/fileTypes.ts';
export type { FileType, FileCheck, Rejection } from './file-input/fileTypes.ts';
export { createStoreContext, useStoreFields } from './storeContext.tsx';
export type { StoreContext } from './storeContext.tsx';
export {
  resolveFocusTarget,
  returnFocus,
  focusElement,
  canTakeFocus,
  isFocusLost,
  pageFocusFallback,
} from './focusReturn.ts';
export { useFocusAfter, focusAfterDecision, FOCUS_AFTER_TIMEOUT_MS } from './useFocusAfter.ts';
export type { FocusAfterOptions, FocusAfterRequest } from './useFocusAfter.ts';
export { useElementWidth } from './useElementWidth.ts';
export { spreadMarks } from './spreadMarks.ts';
export {
  StatusRegion,
  useStatusRegion,
  useAnnounce,
  useOptionalAnnounce,
} from './status/StatusRegion.tsx';
export type {
  Announce,
  AnnounceOptions,
  StatusRegionHandle,
  StatusRegionProps,
} from './status/StatusRegion.tsx';
export { announcementText } from './status/announce.ts';
export { scrollToForm, scrollTargetTop, SUBMIT_SCROLL_OFFSET_PX } from './scrollToForm.ts';
export { crossedThreshold, COUNTER_THRESHOLDS } from './charCount.ts';
export {
  emptyPageWindow,
  revealMore,
  windowAfterPage,
  windowAfterRemoval,
} from './load-more/pageWindow.ts';
export type { PageAnswer, PageWindow } from './load-more/pageWindow.ts';
export { DateRange } from './date-picker/DateRange.tsx';
export type { DateRangeProps } from './date-picker/DateRange.tsx';
export { ConfirmGroup } from './ConfirmGroup.tsx';
export type { ConfirmGroupProps } from './ConfirmGroup.tsx';
export {
  createEditListStore,
  editListSlice,
  isEditing,
  EDIT_LIST_PAGE_SIZE,
} from './edit-list/editListStore.ts';
export type {
  EditForm,
  EditListEntry,
  EditListNotice,
  EditListPage,
  EditListQuery,
  EditListState,
  EditListStore,
} from './edit-list/editListStore.ts';
export { useEditListEntry } from './edit-list/useEditListEntry.ts';
export type { EditListEntryApi } from './edit-list/useEditListEntry.ts';
export { EditList } from './edit-list/EditList.tsx';
export type { EditListLabels, EditListProps } from './edit-list/EditList.tsx';
export { EditListItem } from './edit-list/EditListItem.tsx';
export type { EditListItemLabels, EditListItemProps } from './edit-list/EditListItem.tsx';
export { EntryForm } from './edit-list/EntryForm.tsx';
export type { EntryFormLabels, EntryFormProps } from './edit-list/EntryForm.tsx';
export { useAction } from './form/useAction.ts';
export type { UseActionOptions } from './form/useAction.ts';
export { useField, useFormFields, fieldAria, groupAria } from './form/useField.ts';
export type {
  FieldAria,
  FieldError,
  GroupAria,
  FieldOptions,
  FormFields,
  FormFieldsOptions,
} from './form/useField.ts';
export { SubmitButton } from './form/SubmitButton.tsx';
export type { SubmitButtonProps } from './form/SubmitButton.tsx';
export { SessionEnded } from './form/SessionEnded.tsx';
export type { SessionEndedProps } from './form/SessionEnded.tsx';
export { TitleDescriptionForm } from './form/TitleDescriptionForm.tsx';
export type {
  TitleDescriptionFormProps,
  TitleDescriptionLabels,
  TitleDescriptionValues,
} from './form/TitleDescriptionForm.tsx';
export { useFocusHandOff, useFocusHandOffPair } from './focusHandOff.ts';
export { OffenseReport } from './offense-report/OffenseReport.tsx';
export type { OffenseReportDraft, OffenseReportProps } from './offense-report/OffenseReport.tsx';
export { reportFields, EMPTY_VALUES as EMPTY_REPORT_VALUES } from './offense-report/logic.ts';
export type { ReportContext, ReportValues } from './offense-report/logic.ts';
