import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}
export interface TextPart {
  field: string;
  value: string;
}

/** A multipart/form-data body built by hand, so a test controls every byte and header. */
export function multipartBody(parts: readonly (FilePart | TextPart)[]): { payload: Buffer; contentType: string } {
  const boundary = `----test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n`
        : `Content-Disposition: form-data; name="${part.field}"\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}\r\n`),
      'data' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/v1/file/upload with one file in the field `file` (or the parts given). */
export function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: Partial<FilePart> & { data: Buffer },
  extraParts: readonly (FilePart | TextPart)[] = [],
) {
  const { payload, contentType } = multipartBody([
    ...extraParts,
    { field: 'file', filename: 'photo.png', contentType: 'image/png', ...file },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

/** POST /api/v1/file/delete of a stored image's URL (`fileName`, as spec §7 calls it). */
export const deleteFile = (app: FastifyInstance, headers: Record<string, string>, fileName: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/file/delete', headers, payload: { fileName } });

/**
 * Over one real connection of a listening app: an upload of `data` (whose refusal is the point),
 * then a health check. Answers the two status codes, so a test sees the server read the refused
 * body to its end and kept the connection for the next request (5 s at most).
 */
export async function uploadThenHealth(app: FastifyInstance, authorization: string, data: Buffer): Promise<number[]> {
  const { payload, contentType } = multipartBody([
    { field: 'file', filename: 'photo.png', contentType: 'image/png', data },
  ]);
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  try {
    const answers = new Promise<number[]>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`only got: ${text.slice(0, 300)}`)), 5000);
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        const found = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
        if (found.length >= 2) {
          clearTimeout(timer);
          resolve(found);
        }
      });
      socket.on('error', reject);
    });
    socket.write(
      `POST /api/v1/file/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    return await answers;
  } finally {
    socket.destroy();
  }
}

/** Small real images of each accepted type (1x1 pixel; the JPEG 2x2, IPython's test image). */
export const images = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
} as const;
