import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { STORED_FILE_NAME, UPLOADS_PATH } from '../../../shared/contract/common';
import { IMAGE_TYPES, type ImageType } from '../../../shared/contract/files';
import { messages } from '../../../shared/messages';
import { notFound } from '../../errors';

const TYPE_OF_EXTENSION = new Map<string, ImageType>(
  Object.entries(IMAGE_TYPES).map(([type, extension]) => [extension, type as ImageType]),
);

/** The content type a stored name's extension stands for (the extension was chosen from the bytes). */
const contentTypeOf = (fileName: string): ImageType | undefined =>
  TYPE_OF_EXTENSION.get(path.extname(fileName).slice(1));

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
 * Sent through this server from either storage, so URLs and headers do not depend on it.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    const contentType = STORED_FILE_NAME.test(name) ? contentTypeOf(name) : undefined;
    if (!contentType) throw notFound(messages.image.fileNotFound);
    const file = await app.deps.files.read(name);
    if (!file) throw notFound(messages.image.fileNotFound);
    return reply.headers(IMAGE_HEADERS).type(contentType).header('content-length', file.size).send(file.stream);
  });
};
