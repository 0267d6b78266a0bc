import * as z from 'zod/mini';

const label = (attribute: string) =>
  z.string().check(z.trim(), z.minLength(1, `${attribute} must name that side, e.g. "Heim"`));

/** Host attributes (camelCased data-*): see README.md. */
export const rangeSliderProps = z.object({
  /** data-label: what is being split, e.g. "Ballbesitz". */
  label: z.string().check(z.trim(), z.minLength(1, 'data-label must name the slider')),
  /** data-label-left / data-label-right: the two sides. */
  labelLeft: label('data-label-left'),
  labelRight: label('data-label-right'),
  /** data-value-left: the left share in percent (the right one is 100 minus it); default 50. */
  valueLeft: z.pipe(
    z._default(
      z
        .string()
        .check(z.regex(/^(100|\d{1,2})$/, 'data-value-left must be a whole number 0 to 100')),
      '50',
    ),
    z.transform(Number),
  ),
  /** data-name: prefix of the two hidden form fields ({name}Left, {name}Right); default "value". */
  name: z._default(
    z.string().check(z.regex(/^[A-Za-z_][\w-]*$/, 'data-name must be a form field name')),
    'value',
  ),
});

export type RangeSliderProps = z.infer<typeof rangeSliderProps>;
