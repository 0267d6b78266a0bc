/** The njs header filter in age.js, as the tests call it. */
declare const filters: {
  correctAge(r: { headersOut: Record<string, string | undefined> }): void;
};
export default filters;
