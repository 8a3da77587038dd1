import type { AxiosInstance } from 'axios';
import {
  CSV_CONTENT_TYPE,
  type ImportApplied,
  type ImportMode,
  type ImportReport,
  importAppliedSchema,
  importReportSchema,
} from '../../../shared/contract/imports';
import { toHttpError } from '../errors';

/** What a screen imports: a vendor's products, or the admin's equipment (`/imports/<kind>/…`). */
export type ImportKind = 'products' | 'equipment';

/** The file goes as the body itself, typed text/csv (the routes read nothing else). */
async function send(http: AxiosInstance, kind: ImportKind, step: 'check' | 'apply', mode: ImportMode, file: string) {
  try {
    const { data } = await http.post<unknown>(`/imports/${kind}/${step}`, file, {
      params: { mode },
      headers: { 'content-type': CSV_CONTENT_TYPE },
    });
    return data;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** POST /imports/<kind>/check: the dry run, which writes nothing. */
export const checkImport = async (http: AxiosInstance, kind: ImportKind, mode: ImportMode, file: string) =>
  importReportSchema.parse(await send(http, kind, 'check', mode, file)) satisfies ImportReport;

/** POST /imports/<kind>/apply: validated again, then written all or nothing. */
export const applyImport = async (http: AxiosInstance, kind: ImportKind, mode: ImportMode, file: string) =>
  importAppliedSchema.parse(await send(http, kind, 'apply', mode, file)) satisfies ImportApplied;
