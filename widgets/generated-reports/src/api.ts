/** The widget's I/O: the reports of a choice, and the import. */
import { ApiError, getJson, postForm } from '@anstoss/api';
import { generatedReportsResponse, importResponse } from './schema.ts';

export const fetchReports = (url: string, signal?: AbortSignal) =>
  getJson(url, generatedReportsResponse, { signal });

/**
 * Imports a report; `{ success: false }` (any status) is a refusal and rejects like a failed
 * request, its `error.message` being what the person reads.
 */
export async function importReport(url: string, id: string, signal?: AbortSignal) {
  const answer = await postForm(url, { id }, importResponse, { signal });
  if (!answer.success)
    throw new ApiError('http', 'import refused', {
      status: 200,
      body: answer,
      ...(answer.message ? { serverMessage: answer.message } : {}),
    });
  return answer;
}
