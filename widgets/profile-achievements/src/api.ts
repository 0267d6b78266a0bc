/** The achievements' I/O: saving the owner's list (POST JSON, never retried automatically). */
import * as z from 'zod/mini';
import { postJson } from '@anstoss/api';
import { achievementSchema } from './props.ts';
import type { Achievement } from './logic.ts';

export const saveResponse = z.object({
  success: z.boolean(),
  values: z.optional(z.array(achievementSchema)),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SaveAnswer = z.input<typeof saveResponse>;

export function saveAchievements(url: string, values: readonly Achievement[]) {
  return postJson(
    url,
    {
      values: values
        .filter((v) => v.badgeid)
        .map(({ badgeid, headline, position }) => ({ badgeid, headline, position })),
    },
    saveResponse,
  );
}
