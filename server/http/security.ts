/**
 * Security headers on every response and the CSRF check on state-changing methods.
 * X-Frame-Options is deliberately absent: the CSP frame-ancestors directive (FRAME_ANCESTORS)
 * governs framing, because the login page may be framed by the allowed ancestors.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../domain/errors';
import { AppError } from './errors';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SecurityOptions {
  frameAncestors: string;
  /** HTTPS deployments (COOKIE_SECURE) also get HSTS. */
  https: boolean;
}

/** The CSP of the web app; `scriptHashes` admits inline scripts of index.html by their hash. */
export function contentSecurityPolicy(frameAncestors: string, scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    // antd (CSS-in-JS) writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const csp = contentSecurityPolicy(options.frameAncestors);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Content-Security-Policy', csp);
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');

    // CSRF: a cross-site form or image cannot set this header, and we never enable CORS.
    if (STATE_CHANGING.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw new AppError(ErrorCode.CSRF);
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
