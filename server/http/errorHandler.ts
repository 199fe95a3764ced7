/**
 * One global error handler and the not-found handler: every failure leaves as the envelope.
 * Business errors answer 200 (success:false); HTTP-level failures keep their status. A 5xx is
 * logged with its details and answered with the catalogue's generic message only.
 *
 * A download opened by the browser itself (a share link, a download link in a new tab) is a page
 * the user reads, not a call the app reads: its refusal is a small Chinese page with the same
 * status and message instead of the envelope's JSON.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_CONTRACTS } from '../../domain/api';
import { ERROR_MESSAGES, ErrorCode, fail } from '../../domain/errors';
import { colonPath } from '../../domain/kernel/contract';
import { AppError } from './errors';
import { pgErrorCode } from '../db/errors';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; errorCode: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, errorCode: ErrorCode.PAYLOAD_TOO_LARGE, message: ERROR_MESSAGES['413'] },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, errorCode: ErrorCode.VALIDATION, message: '参数错误：不支持的请求内容类型（Content-Type）' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, errorCode: ErrorCode.VALIDATION, message: '参数错误：请求体为空' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, errorCode: ErrorCode.VALIDATION, message: '参数错误：请求体不是合法的 JSON' },
  // Router errors, answered through the frameworkErrors option (server/app.ts).
  FST_ERR_BAD_URL: { status: 400, errorCode: ErrorCode.VALIDATION, message: '参数错误：请求地址不是合法的 URL 编码' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, errorCode: ErrorCode.VALIDATION, message: '参数错误：路径参数过长' },
};

/**
 * PostgreSQL refusing a value it cannot store in text (0x00, or a character the encoding lacks):
 * input the contracts should have refused already (domain/kernel/text.ts); answered like a validation
 * error, never as a 500.
 */
const PG_BAD_TEXT_CODES = new Set(['22021', '22P05']);
const BAD_TEXT = { status: 200, errorCode: ErrorCode.VALIDATION, message: '参数错误：包含无法保存的字符（如 NUL 控制字符）' };

export function toEnvelopeError(error: FastifyError | Error): { status: number; errorCode: string; message: string } | null {
  if (error instanceof AppError) return { status: error.httpStatus, errorCode: error.errorCode, message: error.message };
  const code = (error as FastifyError).code;
  if (code && FASTIFY_CLIENT_ERRORS[code]) return FASTIFY_CLIENT_ERRORS[code];
  const pgCode = pgErrorCode(error);
  if (pgCode && PG_BAD_TEXT_CODES.has(pgCode)) return BAD_TEXT;
  const status = (error as FastifyError).statusCode;
  if (status === 413) return FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE;
  if (status === 429) return { status, errorCode: ErrorCode.TOO_MANY_REQUESTS, message: ERROR_MESSAGES['429'] };
  if (status && status >= 400 && status < 500) return { status, errorCode: ErrorCode.VALIDATION, message: ERROR_MESSAGES['400'] };
  return null;
}

/** The download contracts' routes, as Fastify names them ('GET /api/file/share/download'). */
const DOWNLOAD_ROUTES = new Set(
  ALL_CONTRACTS.filter((contract) => contract.download).map((contract) => `${contract.method} ${colonPath(contract.path)}`),
);

/** A download the browser navigated to (not one the app fetched with its CSRF header). */
function isDownloadPage(request: FastifyRequest): boolean {
  if (!DOWNLOAD_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return false;
  if (request.headers['x-requested-with']) return false;
  return request.headers['sec-fetch-dest'] === 'document' || (request.headers.accept ?? '').includes('text/html');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);

/** The refusal of a download as a page: the message, and a way back into the product. */
function sendRefusalPage(reply: FastifyReply, status: number, errorCode: string, message: string) {
  const loginNeeded = errorCode === ErrorCode.NOT_LOGGED_IN;
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>无法下载文件</title>
<style>body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;padding:32px 40px;max-width:420px;box-shadow:0 2px 8px rgba(0,0,0,.08)}h1{font-size:20px;margin:0 0 12px}p{color:#595959;line-height:1.6;margin:0 0 20px}a{color:#1677ff}</style>
</head><body><main><h1>无法下载文件</h1><p>${escapeHtml(message)}</p><a href="/#/${loginNeeded ? 'login' : ''}">${loginNeeded ? '去登录' : '返回首页'}</a></main></body></html>`;
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const known = toEnvelopeError(error);
    if (known) {
      if (known.status >= 400) request.log.info({ errorCode: known.errorCode, reason: error.message }, 'request refused');
      if (isDownloadPage(request)) return sendRefusalPage(reply, known.status, known.errorCode, known.message);
      return reply.status(known.status).send(fail(known.errorCode, known.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    if (isDownloadPage(request)) return sendRefusalPage(reply, 500, ErrorCode.INTERNAL, ERROR_MESSAGES[ErrorCode.INTERNAL]);
    return reply.status(500).send(fail(ErrorCode.INTERNAL));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(fail(ErrorCode.NOT_FOUND));
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
