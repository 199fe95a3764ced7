/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Node's 'clientError' event): a
 * request line or headers beyond maxHeaderSize (16 KiB), malformed HTTP, a client too slow to
 * send its headers. Fastify's default answers bare English JSON without our headers; here they
 * get the envelope, in Chinese, with the security headers, like every other answer.
 *
 * The answer is written straight to the socket (there is no request object). The connection is
 * then half-closed and what the client still sends is read and dropped until it closes too:
 * closing a socket with unread input makes the kernel send a reset, and the client would see a
 * dropped connection instead of the answer. A client that never closes is cut off after a while.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { ErrorCode, fail } from '../../domain/errors';

/** What each kind of refusal answers: HTTP status and Chinese message (errorCode 400, the catalogue's validation code). */
const CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: '参数错误：请求地址或请求头过长' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '参数错误：请求发送超时' },
};
const MALFORMED = { status: 400, message: '参数错误：请求格式无效' };

/** How long a refused client may take to close its side before the socket is destroyed. */
const LINGER_MS = 5_000;

export function clientErrorHandler(headers: Readonly<Record<string, string>>): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  // Sockets answered already: the input drained afterwards may raise the parser's error again.
  const answered = new WeakSet<Socket>();
  return function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
    const { status, message } = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
    // Junk anyone can send: not worth more than a debug line.
    this.log.debug({ code: error.code }, 'client error answered before routing');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    const body = JSON.stringify(fail(ErrorCode.VALIDATION, message));
    const head = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
    socket.on('error', () => socket.destroy());
    socket.resume();
    socket.setTimeout(LINGER_MS, () => socket.destroy());
  };
}
