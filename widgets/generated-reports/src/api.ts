/** The widget's I/O: the reports of a choice, and the import. */
import { getJson, postForm } from '@anstoss/api';
import { generatedReportsResponse, importResponse } from './schema.ts';

export const fetchReports = (url: string, signal?: AbortSignal) =>
  getJson(url, generatedReportsResponse, { signal });

export const importReport = (url: string, id: string) => postForm(url, { id }, importResponse);
