/**
 * Security headers on every response and the CSRF check on state-changing methods.
 * X-Frame-Options is deliberately absent: the CSP frame-ancestors directive (FRAME_ANCESTORS)
 * governs framing, because the login page may be framed by the allowed ancestors.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The headers every response carries (also those answered outside the hooks, see app.ts frameworkErrors). */
export function securityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Content-Security-Policy': contentSecurityPolicy(options.frameAncestors),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

/**
 * CSRF: a cross-site form, link or image cannot set this header, and we never enable CORS.
 * Every state-changing method needs it, and so do GET contracts marked `csrfProtected` (logout).
 */
export function assertCsrfHeader(request: FastifyRequest): void {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw new AppError(ErrorCode.CSRF);
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (STATE_CHANGING.has(request.method) && !isCsrfExempt(request)) assertCsrfHeader(request);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Server-to-server callbacks (payment notifications) that no browser sends: they carry no
     * session and prove themselves by the provider's signature instead of the CSRF header.
     */
    csrfExempt?: boolean;
  }
}

const isCsrfExempt = (request: FastifyRequest): boolean => request.routeOptions?.config?.csrfExempt === true;

export default fp(securityPlugin, { name: 'security' });
