/** The achievements' I/O: saving the owner's list (POST JSON, never retried automatically). */
import * as z from 'zod/mini';
import { acceptedOrThrow, postJson } from '@anstoss/api';
import { achievementSchema } from './props.ts';
import type { Achievement } from './logic.ts';

export const saveResponse = z.object({
  success: z.boolean(),
  values: z.optional(z.array(achievementSchema)),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
});
export type SaveAnswer = z.input<typeof saveResponse>;
type Saved = z.infer<typeof saveResponse>;

/** Saves the list; an answer `success: false` is a refusal (an error with the server's text). */
export async function saveAchievements(
  url: string,
  values: readonly Achievement[],
  signal?: AbortSignal,
): Promise<Saved> {
  const answer = await postJson(
    url,
    {
      values: values
        .filter((v) => v.badgeid)
        .map(({ badgeid, headline, position }) => ({ badgeid, headline, position })),
    },
    saveResponse,
    signal ? { signal } : {},
  );
  acceptedOrThrow(answer, 'save refused');
  return answer;
}
