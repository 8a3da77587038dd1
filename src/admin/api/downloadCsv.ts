import { type AxiosInstance, type AxiosProgressEvent, isAxiosError } from 'axios';
import { EXPORT_ROWS_HEADER } from '../../shared/contract/exports';

/** Used only if the server names no file. */
const FALLBACK_NAME = 'export.csv';

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

/** How far a download is: bytes received, and the rows the server said it would write (when it said). */
export interface DownloadProgress {
  bytes: number;
  rows: number | null;
}

/** The expected rows, from the header the request (the browser's XMLHttpRequest) has received by now. */
const expectedRows = (event: AxiosProgressEvent): number | null => {
  const target: unknown = (event.event as Event | undefined)?.target;
  const header = target instanceof XMLHttpRequest ? target.getResponseHeader(EXPORT_ROWS_HEADER) : null;
  return header === null ? null : Number(header);
};

export interface DownloadOptions {
  params: Record<string, unknown>;
  /** Aborts the request: the server stops reading. */
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * A CSV the API streams (an export), through the app's client (it carries the bearer, which a
 * plain link could not, and renews it on a 401), saved under the name the server gives; answers
 * that name.
 */
export const downloadCsv = async (
  http: AxiosInstance,
  path: string,
  { params, signal, onProgress }: DownloadOptions,
): Promise<string> => {
  try {
    const response = await http.get<BlobPart>(path, {
      params,
      responseType: 'blob',
      signal,
      onDownloadProgress: (event) => onProgress?.({ bytes: event.loaded, rows: expectedRows(event) }),
    });
    const name = fileNameOf(response.headers['content-disposition']) ?? FALLBACK_NAME;
    saveFile(new Blob([response.data], { type: 'text/csv;charset=utf-8' }), name);
    return name;
  } catch (error) {
    throw await readBlobError(error);
  }
};
