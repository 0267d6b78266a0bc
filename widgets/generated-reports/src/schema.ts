import * as z from 'zod/mini';
import { opaqueId } from '@anstoss/api';

/** Spec §3 Generated match report: id, name. */
export const generatedReport = z.object({ id: opaqueId, name: z.string() });
export const generatedReportsResponse = z.array(generatedReport);
export type GeneratedReport = z.infer<typeof generatedReport>;

/** The import answer: success, with an optional message and a link to the imported report. */
export const importResponse = z.object({
  success: z.boolean(),
  message: z._default(z.string(), ''),
  url: z._default(z.string(), ''),
  /** The portal's usual refusal shape (spec §7); this endpoint may send `message` instead. */
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
