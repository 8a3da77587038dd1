import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, errorResponses } from '../../../shared/contract/common';
import {
  CSV_CONTENT_TYPE,
  csvBodySchema,
  EQUIPMENT_TEMPLATE,
  IMPORTS_PER_MINUTE,
  type ImportReport,
  importAppliedSchema,
  importQuerySchema,
  importReportSchema,
  MAX_IMPORT_BYTES,
  PRODUCT_TEMPLATE,
} from '../../../shared/contract/imports';
import { messages } from '../../../shared/messages';
import { requireUser, requireVendorId } from '../../auth/requireUser';
import { badRequest, HttpError } from '../../errors';
import { CSV_BOM } from '../../http/csv';
import { errorHandler } from '../../http/errors';
import { actorOf } from '../activity/record';
import { applyEquipment, planEquipment } from './equipmentImport';
import { applyProducts } from './productApply';
import { planProducts } from './productPlan';

const m = messages.csvImport;
const security = [{ bearerAuth: [] }];
/**
 * Per account (an office shares an address), per route: a check or an apply reads a whole file,
 * up to a second or two of the server's time at 10,000 rows.
 */
const rateLimit = {
  max: IMPORTS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => requireUser(request.user).id,
  errorResponseBuilder: () => new HttpError(429, m.tooManyImports),
};
const vendors = { access: ['VENDOR'] } as const;
const admins = { access: ['ADMIN'] } as const;
const vendorImports = { ...vendors, rateLimit };
const adminImports = { ...admins, rateLimit };

/** The uploaded file's text; 400 when there is none. */
function fileOf(request: FastifyRequest<{ Body: string | null | undefined }>): string {
  if (typeof request.body !== 'string' || request.body.trim() === '') throw badRequest(m.fileRequired);
  return request.body;
}

const importSchema = (summary: string) => ({
  tags: ['imports'],
  security,
  summary,
  consumes: [CSV_CONTENT_TYPE],
  querystring: importQuerySchema,
  body: csvBodySchema.nullish(),
});
const checkResponse = {
  response: { 200: importReportSchema, ...errorResponses, 413: apiErrorSchema, 429: apiErrorSchema },
};
const applyResponse = {
  response: { 200: importAppliedSchema, ...errorResponses, 413: apiErrorSchema, 429: apiErrorSchema },
};

const templateSchema = (summary: string) => ({ tags: ['imports'], security, summary, produces: [CSV_CONTENT_TYPE] });

/** A template as a file to save, with a byte-order mark so spreadsheet programs read it as UTF-8. */
const sendTemplate = (reply: FastifyReply, csv: string, name: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(CSV_BOM + csv);

const appliedOf = (report: ImportReport) => ({
  message: m.applied
    .replace('%{created}', String(report.created))
    .replace('%{updated}', String(report.updated))
    .replace('%{unchanged}', String(report.unchanged)),
  data: report,
});

/**
 * CSV imports (issue 28): a vendor's products with their variants, the admin's equipment. The
 * file is the body (text/csv, at most 5 MiB); `check` is the dry run, `apply` validates again and
 * writes all or nothing.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addContentTypeParser(CSV_CONTENT_TYPE, { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  // Fastify's own 413 names no limit; the import's says what to do.
  app.setErrorHandler((err: FastifyError, request, reply) =>
    errorHandler(
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? (new HttpError(413, m.tooLarge) as unknown as FastifyError) : err,
      request,
      reply,
    ),
  );

  app.get('/products/template', {
    config: vendors,
    schema: templateSchema('A products CSV with the header and one example row'),
    handler: async (_request, reply) => sendTemplate(reply, PRODUCT_TEMPLATE, 'products-template.csv'),
  });

  app.post('/products/check', {
    config: vendorImports,
    bodyLimit: MAX_IMPORT_BYTES,
    schema: {
      ...importSchema('Dry run of a products CSV: what each row would do, and every error; writes nothing'),
      ...checkResponse,
    },
    handler: async (request) => {
      const vendorId = requireVendorId(request.user);
      const { report } = await planProducts(deps.db, vendorId, fileOf(request), request.query.mode);
      return report;
    },
  });

  app.post('/products/apply', {
    config: vendorImports,
    bodyLimit: MAX_IMPORT_BYTES,
    schema: {
      ...importSchema('Import a products CSV into the signed-in vendor’s catalog, all or nothing'),
      ...applyResponse,
    },
    handler: async (request) =>
      appliedOf(
        await applyProducts(
          deps.db,
          requireVendorId(request.user),
          fileOf(request),
          request.query.mode,
          actorOf(request),
        ),
      ),
  });

  app.get('/equipment/template', {
    config: admins,
    schema: templateSchema('An equipment CSV with the header and one example row'),
    handler: async (_request, reply) => sendTemplate(reply, EQUIPMENT_TEMPLATE, 'equipment-template.csv'),
  });

  app.post('/equipment/check', {
    config: adminImports,
    bodyLimit: MAX_IMPORT_BYTES,
    schema: {
      ...importSchema('Dry run of an equipment CSV: what each row would do, and every error; writes nothing'),
      ...checkResponse,
    },
    handler: async (request) => (await planEquipment(deps.db, fileOf(request), request.query.mode)).report,
  });

  app.post('/equipment/apply', {
    config: adminImports,
    bodyLimit: MAX_IMPORT_BYTES,
    schema: { ...importSchema('Import an equipment CSV, all or nothing'), ...applyResponse },
    handler: async (request) =>
      appliedOf(await applyEquipment(deps.db, fileOf(request), request.query.mode, actorOf(request))),
  });
};
