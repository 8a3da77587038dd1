import { finished } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, UPLOADS_PER_MINUTE } from '../../../shared/constants';
import { apiErrorSchema, messageSchema } from '../../../shared/contract/common';
import { deleteFileBodySchema, UPLOAD_FIELD, uploadResponseSchema } from '../../../shared/contract/files';
import { messages } from '../../../shared/messages';
import { requireUser } from '../../auth/requireUser';
import { badRequest, HttpError } from '../../errors';
import { actorOf } from '../activity/record';
import { ownStoredFileName } from './location';
import { uploadPurgePlugin } from './purge';
import { deleteUpload, uploadImage } from './service';
import { unreadableUpload } from './storeImage';

/**
 * For the API document only: the multipart body is read by the handler (the parser leaves
 * `body` unset), so this schema accepts anything and only describes the form.
 */
const uploadFormDoc = z.unknown().meta({
  type: 'object',
  required: [UPLOAD_FIELD],
  properties: {
    [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 5 MiB' },
  },
});

/** The form's first file; 400 when the request has none or cannot be read. */
async function filePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest(messages.image.fileRequired);
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw unreadableUpload(error);
  }
  if (!part) throw badRequest(messages.image.fileRequired);
  return part;
}

/**
 * A refused upload stops being parsed midway: the rest of the body is read and dropped, or the
 * connection would wait for it to be read and never serve another request. Once the part's
 * stream has closed, the parser unpipes the request, which pauses it: so that comes first.
 */
async function dropRest(request: FastifyRequest, part: MultipartFile | undefined): Promise<void> {
  if (part) {
    part.file.destroy();
    await finished(part.file).catch(() => undefined);
  }
  request.raw.resume();
}

/** POST /file/upload and /file/delete (spec §7 Files): images for catalog records and variants. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this scope parses multipart. One file; a few small text fields are tolerated and ignored.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 20 },
  });
  // Uploads no record shows are deleted after a day, so abandoned forms do not fill the disk.
  await app.register(uploadPurgePlugin);

  app.post('/upload', {
    config: {
      access: ['ADMIN', 'VENDOR'],
      // Per account, not per address (the guard has set the user by then): one office shares an address.
      rateLimit: {
        max: UPLOADS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => requireUser(request.user).id,
        errorResponseBuilder: () => new HttpError(429, messages.image.tooManyUploads),
      },
    },
    schema: {
      tags: ['files'],
      summary: 'Store an image (judged by its bytes) and answer its URL',
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      body: uploadFormDoc,
      response: {
        201: uploadResponseSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        403: apiErrorSchema,
        409: apiErrorSchema,
        413: apiErrorSchema,
        415: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const user = requireUser(request.user);
      let part: MultipartFile | undefined;
      try {
        part = await filePart(request);
        // The file must come in the field `file` (spec §7).
        if (part.fieldname !== UPLOAD_FIELD) throw badRequest(messages.image.fileRequired);
        const url = await uploadImage(app.deps, part.file, user.id);
        return reply.status(201).send({ url });
      } catch (error) {
        await dropRest(request, part);
        throw error;
      }
    },
  });

  app.post('/delete', {
    config: { access: ['ADMIN', 'VENDOR'] },
    schema: {
      tags: ['files'],
      summary: 'Delete a stored image (a vendor: only its own) and clear it from the records showing it',
      security: [{ bearerAuth: [] }],
      body: deleteFileBodySchema,
      response: {
        200: messageSchema,
        400: apiErrorSchema,
        401: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema,
      },
    },
    handler: async (request) => {
      const fileName = ownStoredFileName(request.body.fileName, request.host);
      if (!fileName) throw badRequest(messages.image.notStored, { fileName: messages.image.notStored });
      await deleteUpload(app.deps, fileName, requireUser(request.user), actorOf(request));
      return { message: messages.image.deleted };
    },
  });
};
