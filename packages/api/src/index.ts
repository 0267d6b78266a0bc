export { configureApi, getApiConfig } from './config.ts';
export type { ApiConfig } from './config.ts';
export {
  http,
  getJson,
  getText,
  getHtml,
  postForm,
  postJson,
  toApiError,
  formBody,
  parseJsonText,
  checkSchema,
} from './client.ts';
export type { RequestOptions, FormFields, FormValue } from './client.ts';
export { backoffDelay, jitter, retryAfterMs } from './backoff.ts';
export {
  acceptedOrThrow,
  ApiError,
  isApiError,
  errorMessage,
  serverErrorText,
  UNKNOWN_ERROR_KEY,
} from './errors.ts';
export type { ApiErrorKind, ApiErrorDetails } from './errors.ts';
export {
  encodeGetPath,
  decodeGetPath,
  formatParamValue,
  formatParamDate,
  loadContent,
  parseContentResponse,
  planRedirect,
} from './contentLoader.ts';
export type {
  ContentParams,
  ContentScalar,
  ContentValue,
  ContentType,
  ContentResult,
  ContentResponse,
  LoadContentOptions,
} from './contentLoader.ts';
export { parseJsonp, withCallback, JSONP_CALLBACK } from './jsonp.ts';
export {
  conditionalGetJson,
  conditionalHeaders,
  jsonPollRequest,
  nextValidators,
  responseMeta,
} from './conditional.ts';
export type {
  ConditionalResult,
  ConditionalOptions,
  ResponseMeta,
  Validators,
} from './conditional.ts';
export { createPoller, MIN_INTERVAL_MS, DEFAULT_INTERVAL_MS } from './poller.ts';
export type { Poller, PollerOptions, PollContext } from './poller.ts';
export {
  sanitizeHtml,
  sanitizeToFragment,
  loadSanitizer,
  withSanitizer,
  needsSanitizer,
  isSanitizerReady,
} from './sanitize.ts';
export { safeUrl, isAllowedHref, isScriptUrl, ALLOWED_SCHEMES } from './safeUrl.ts';
export {
  favouritesMap,
  favouritesResponse,
  saveFavouriteResponse,
  fetchFavourites,
  saveFavourite,
  favouritesOfEvent,
} from './favourites.ts';
export type { FavouritesMap, FavouritesResponse, SaveFavouriteResponse } from './favourites.ts';
export { createResource, resourceRetryDelay, sameJson } from './resource.ts';
export type {
  LoadContext,
  Resource,
  ResourceOptions,
  ResourceState,
  ResourceStatus,
} from './resource.ts';
export { opaqueId, optionalOpaqueId } from './ids.ts';
export { wholeNumber } from './numbers.ts';
export type { OpaqueId } from './ids.ts';
export { uploadWithProgress } from './upload.ts';
export {
  RESUMABLE_CHUNK_BYTES,
  resumableError,
  resumableId,
  resumableUpload,
} from './resumable.ts';
export type { ResumableOptions } from './resumable.ts';
export type { UploadOptions } from './upload.ts';
export {
  contactHintAttribute,
  postDefaultsAttribute,
  uploadActionResponse,
  uploadAnswerError,
  uploadResponseWith,
} from './uploadAnswers.ts';
export { createAction, isSessionEnded } from './action.ts';
export type {
  Action,
  ActionContext,
  ActionMessage,
  ActionOptions,
  ActionSend,
  ActionState,
  ActionStatus,
  SessionLike,
} from './action.ts';
