/**
 * One global error handler and the not-found handler: every failure leaves as the envelope.
 * Business errors answer 200 (success:false); HTTP-level failures keep their status. A 5xx is
 * logged with its details and answered with the catalogue's generic message only.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES, ErrorCode, fail } from '../../domain/errors';
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

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const known = toEnvelopeError(error);
    if (known) {
      if (known.status >= 400) request.log.info({ errorCode: known.errorCode, reason: error.message }, 'request refused');
      return reply.status(known.status).send(fail(known.errorCode, known.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.INTERNAL));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(fail(ErrorCode.NOT_FOUND));
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
