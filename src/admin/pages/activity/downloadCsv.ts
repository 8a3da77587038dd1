import { type AxiosInstance, isAxiosError } from 'axios';
import type { ActivityExportQuery } from '../../../shared/contract/activity';
import { ACTIVITY_EXPORT_PATH } from '../../api/calls/activity';

/** Used only if the server names no file. */
const FALLBACK_NAME = 'activity.csv';

/** The file name a `content-disposition` header gives. */
const fileNameOf = (disposition: unknown): string | undefined =>
  typeof disposition === 'string' ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;

/** Hands the browser a file to save, as a link to it would. */
const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * A refusal asked for as a blob arrives as one: read back into the `{ message }` body every
 * failure carries, so errorMessage finds the server's words.
 */
const readBlobError = async (error: unknown): Promise<unknown> => {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (!isAxiosError(error) || !error.response || !(body instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await body.text());
  } catch {
    // Not JSON: the error keeps its own message.
  }
  return error;
};

/**
 * GET /activity/export with the screen's filters, through the app's client (it carries the
 * bearer, which a plain link could not), saved under the name the server gives.
 */
export const downloadActivityCsv = async (http: AxiosInstance, query: ActivityExportQuery): Promise<void> => {
  try {
    const response = await http.get<BlobPart>(ACTIVITY_EXPORT_PATH, { params: query, responseType: 'blob' });
    const name = fileNameOf(response.headers['content-disposition']) ?? FALLBACK_NAME;
    saveFile(new Blob([response.data], { type: 'text/csv;charset=utf-8' }), name);
  } catch (error) {
    throw await readBlobError(error);
  }
};
