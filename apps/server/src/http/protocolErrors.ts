import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/**
 * Fastify's `frameworkErrors` option: a URL that cannot be decoded (`/api/projects/%zz`) or a
 * path parameter over the length limit answers in our error shape instead of Fastify's own.
 */
export function frameworkErrors(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message =
    status === 414 ? 'A path parameter is too long.' : 'The URL is not validly encoded.';
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody('bad_request', message));
}

/**
 * Fastify's `clientErrorHandler` option: requests Node's HTTP parser refuses before Fastify sees
 * them (headers or URL over 16 KB, malformed request lines) answer in our error shape too.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'bad_request', 'The request headers or URL are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'bad_request', 'The request took too long to arrive.']
        : [400, 'bad_request', 'The request is malformed.'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
