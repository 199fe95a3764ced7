/**
 * The payment notification routes (server to server, not contracts): POST /api/pay/notify/wechat
 * and /api/pay/notify/alipay, answered by the notification service (notifications.ts). An
 * encapsulated plugin: its content-type parsers keep the body as the exact string that was
 * signed, and its routes need no CSRF header (no browser sends them; the provider's signature is
 * the proof).
 *
 * Anyone can post here, so a request is not worth a log line until its signature holds: the
 * routes log at `warn` or above (Fastify's "incoming request" / "request completed" lines and the
 * refusals of the error handler are `info`), leaving only the service's budgeted warnings about
 * junk. An authentic callback gets the installation's log level back, so its request lines and
 * outcome are logged as usual.
 */
import type { FastifyBaseLogger, FastifyInstance, LogLevel } from 'fastify';
import { ErrorCode, fail } from '../../../domain/errors';
import { NOTIFY_PATHS } from '../../payment';
import { NOTIFY_CHANNELS, type NotificationService } from './notifications';

const LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
/** The quieter of the installation's level and `warn` (a LOG_LEVEL of `error` stays `error`). */
const junkLevel = (level: string): LogLevel => {
  const index = LEVELS.indexOf(level as LogLevel);
  return index > LEVELS.indexOf('warn') ? LEVELS[index] : 'warn';
};

export interface NotifyOptions {
  notifications: NotificationService;
}

export default async function paymentNotifyRoutes(app: FastifyInstance, { notifications }: NotifyOptions) {
  // The signature covers the bytes as sent: no JSON or form parsing before verification.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const installationLevel = app.log.level;
  const logLevel = junkLevel(installationLevel);

  for (const channel of NOTIFY_CHANNELS) {
    app.post(NOTIFY_PATHS[channel], { logLevel, config: { csrfExempt: true } }, async (request, reply) => {
      const answer = await notifications.receive({
        channel,
        ip: request.ip,
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
        log: request.log.child({ channel }),
        authentic() {
          // The provider's own callback: its lines, "request completed" too, at the installation's level.
          (request.log as FastifyBaseLogger).level = installationLevel;
          return request.log.child({ channel });
        },
      });
      if (answer.kind === 'channel_unavailable') return reply.status(404).send(fail(ErrorCode.NOT_FOUND));
      return reply.status(answer.ack.status).header('content-type', answer.ack.contentType).send(answer.ack.body);
    });
  }
}
