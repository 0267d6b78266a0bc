import * as z from 'zod/mini';

const text = z.string().check(z.trim(), z.minLength(1));

const filterItem = z.object({ value: text, name: text });

const filter = z.object({
  /** The toolbox key (request parameter; 'include-…' is sent as 'include'). */
  key: text,
  label: text,
  items: z.array(filterItem).check(z.minLength(1)),
});

const menuItem = z.object({
  label: text,
  key: text,
  value: z.union([text, z.array(text)]),
  href: text,
});

export type FilterItem = z.output<typeof filterItem>;
export type MenuItem = z.output<typeof menuItem>;

/** Host attributes (camelCased data-*) and the data-props JSON: see README.md. */
export const newsListProps = z.object({
  /** data-url: the toolbox resource (GET {url}/-/key/value/…) answering { success, html }. */
  url: z.string().check(z.trim(), z.minLength(1, 'data-url must name the toolbox endpoint')),
  /** data-target: CSS selector of the list the html answer replaces (and the view applies to). */
  target: z.string().check(z.trim(), z.minLength(1, 'data-target must select the news list')),
  /** data-dates: "false" hides the date range flyout. */
  dates: z.pipe(
    z._default(z.enum(['true', 'false']), 'true'),
    z.transform((v) => v === 'true'),
  ),
  /** data-props "filters": the flyouts. */
  filters: z._default(z.array(filter), []),
  /** data-props "menu": header menu items. */
  menu: z._default(z.array(menuItem), []),
});

export type NewsListProps = z.infer<typeof newsListProps>;
export type NewsFilter = z.infer<typeof filter>;
