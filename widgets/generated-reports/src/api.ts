/** The widget's I/O: the reports of a choice, and the import. */
import { acceptedOrThrow, getJson, postForm } from '@anstoss/api';
import { generatedReportsResponse, importResponse } from './schema.ts';

export const fetchReports = (url: string, signal?: AbortSignal) =>
  getJson(url, generatedReportsResponse, { signal });

/**
 * Imports a report; `{ success: false }` (any status) is a refusal and rejects like a failed
 * request (`acceptedOrThrow`), its `message` being what the person reads.
 */
export async function importReport(url: string, id: string, signal?: AbortSignal) {
  const answer = await postForm(url, { id }, importResponse, { signal });
  // This endpoint names the refusal in `message` or, as every other one, in `error.message`.
  acceptedOrThrow(
    { ...answer, error: { message: answer.message || answer.error?.message } },
    'import refused',
  );
  return answer;
}
