import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '../../shared/contract/common';
import { messages } from '../../shared/messages';

/** Node's parser codes for what it refuses before Fastify sees a request, and our answer to each. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  // The request line (its URL) and headers together exceed maxHeaderSize.
  HPE_HEADER_OVERFLOW: { status: 431, message: messages.general.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: messages.general.requestTimeout },
};
const MALFORMED = { status: 400, message: messages.general.malformedRequest };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (URL or headers too large,
 * too slow, not HTTP) is answered in the error format, `{ message }`, with the status Fastify's
 * own handler would give, then the connection is closed: the parser cannot read past it.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (err.code && ANSWERS[err.code]) || MALFORMED;
  const body = JSON.stringify({ message } satisfies ApiError);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
