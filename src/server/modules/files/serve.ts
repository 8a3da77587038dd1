import { open } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { STORED_FILE_NAME, UPLOADS_PATH } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import { notFound } from '../../errors';
import { contentTypeOf, storedPath } from './storage';

/**
 * The headers of a served image: its type is not to be second-guessed, it may run nothing
 * (an SVG or HTML look-alike could not be stored, and this holds if one ever were), opened on its
 * own it is a sandboxed document of a unique origin (no scripts, forms, cookies or storage of
 * ours), and it never changes, since names are random and never reused.
 */
const IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
};

/**
 * GET /uploads/<name>: the stored images, public since <img> tags send no bearer token. The
 * wildcard takes every path under /uploads/, so none falls through to the admin app's page.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    const contentType = STORED_FILE_NAME.test(name) ? contentTypeOf(name) : undefined;
    if (!contentType) throw notFound(messages.image.fileNotFound);
    // Opened before answering, so a file deleted meanwhile is a 404, not a broken stream.
    const file = await open(storedPath(app.deps.config.uploadDir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw notFound(messages.image.fileNotFound);
      throw error;
    });
    const stats = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    if (!stats.isFile()) {
      await file.close();
      throw notFound(messages.image.fileNotFound);
    }
    return reply
      .headers(IMAGE_HEADERS)
      .type(contentType)
      .header('content-length', stats.size)
      .send(file.createReadStream());
  });
};
