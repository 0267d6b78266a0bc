import * as z from 'zod/mini';

const choice = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  z._default(z.enum(values), fallback);

const nonNegativeInt = z.pipe(
  z._default(z.string().check(z.regex(/^\d+$/, 'expected a whole number ≥ 0')), '0'),
  z.transform((v) => Number.parseInt(v, 10)),
);

/** Host attributes (camelCased data-*): see README.md. */
export const contentLoaderProps = z.object({
  /** data-url: the content resource (GET params go into the path: {url}/-/key/value/…). */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the content resource')),
  /**
   * data-mode: "more" (load more button, default), "fragment" (lazy fragment) or "refresh" (a
   * box kept current: JSON `{ html }` asked for again every data-refresh seconds with
   * If-Modified-Since; a 304 keeps what is shown).
   */
  mode: choice(['more', 'fragment', 'refresh'], 'more'),
  /** data-method: get (default) or post. */
  method: choice(['get', 'post'], 'get'),
  /** data-type: json (default), html or jsonp. Fragments are always html. */
  type: choice(['json', 'html', 'jsonp'], 'json'),
  /** data-target: CSS selector of the list to fill; default: the widget's own container. */
  target: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** data-offset: the first offset "load more" asks for (default 0). */
  offset: nonNegativeInt,
  /** data-form: CSS selector of a filter form whose fields go with every request. */
  form: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** data-insert: append (default) or replace (fragments). */
  insert: choice(['append', 'replace'], 'append'),
  /** data-trigger (fragments): lazy (10 ms after the box nears the viewport, default) or onload (1000 ms after mount). */
  trigger: choice(['lazy', 'onload'], 'lazy'),
  /** data-refresh: refresh mode, seconds between two requests (at least 10, default 60). */
  refresh: z.pipe(
    z._default(z.string().check(z.regex(/^\d+$/, 'expected whole seconds ≥ 10')), '60'),
    z.pipe(
      z.transform((v: string) => Number.parseInt(v, 10)),
      z.number().check(z.gte(10, 'expected whole seconds ≥ 10')),
    ),
  ),
  /**
   * data-last-modified: refresh mode, the HTTP date (Last-Modified) of the html the page already
   * shows. With it the first request waits one interval and already sends If-Modified-Since.
   */
  lastModified: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** data-label: the button text instead of "Mehr laden". */
  label: z.optional(z.string().check(z.trim(), z.minLength(1))),
});

export type ContentLoaderProps = z.infer<typeof contentLoaderProps>;
