import * as z from 'zod/mini';

/** Host attributes (camelCased data-*): see README.md. */
export const commentFormProps = z.object({
  /** data-action: POST endpoint of the form (form-urlencoded) -> { success, html } or { error }. */
  action: z.string().check(z.trim(), z.minLength(1, 'data-action must name the comment endpoint')),
  /** data-max-length: the message's maxlength (the counter shows maxlength minus length). */
  maxLength: z._default(
    z.pipe(
      z
        .string()
        .check(z.regex(/^[1-9]\d{0,4}$/, 'data-max-length must be a number from 1 to 99999')),
      z.transform(Number),
    ),
    1000,
  ),
  /** data-poll: "true" offers the optional poll part. */
  poll: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  /** data-draft-key: names the local draft (one per thread). */
  draftKey: z._default(
    z.string().check(z.regex(/^[\w.-]{1,80}$/, 'data-draft-key: letters, digits, . _ -')),
    'default',
  ),
  /** data-thread-text-id: id of the message field (spec: thread_text; quotes land there). */
  threadTextId: z._default(z.string(), 'thread_text'),
});

export type CommentFormProps = z.infer<typeof commentFormProps>;
