/**
 * Starts the server: configuration, database (migrations, base data, demo seed), the app, the
 * port. Nothing else lives here (fastify/demo habit).
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from '../domain/demo';
import { Role } from '../domain/kernel/roles';
import { createApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import type { DatabaseLog } from './db/client';
import { openConfiguredDatabase, prepareDatabase } from './startup';

function printDemoAccounts(): void {
  const tenantName = new Map(DEMO_TENANTS.map((tenant) => [tenant.tenantCode, tenant.tenantZhName]));
  console.log(`\n演示账号（密码均为 ${DEMO_PASSWORD}，也可用短信验证码登录，验证码见服务日志）：`);
  console.table(
    DEMO_ACCOUNTS.map((account) => ({
      手机号: account.phone,
      角色: account.roles.map((role) => Role.label(role)).join(' + '),
      租户: tenantName.get(account.tenantCode) ?? account.tenantCode,
    })),
  );
}

/**
 * Graceful shutdown on SIGTERM (and Ctrl-C): /readyz answers 503 at once (the load balancer
 * drains this process) and, after SHUTDOWN_DRAIN_MS, the port closes: no new connection is
 * accepted, requests in flight finish, idle keep-alive connections are closed (Node's
 * server.close) and busy ones get `Connection: close` on their last response (server/http/health.ts).
 * Meanwhile the job runner stops claiming; a job in hand may finish within JOBS_SHUTDOWN_GRACE_MS,
 * otherwise its claim is released so another process takes it at once. Then the database closes
 * and the process exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1 whatever is left; a second signal
 * exits 1 at once.
 */
function installShutdown(app: FastifyInstance, config: Config, closeDatabase: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info({ drainMs: config.SHUTDOWN_DRAIN_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, `${signal}: shutting down`);
    app.readiness.drain();
    setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown deadline passed: exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    const drained = new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    drained
      // The database closes last: a released claim is written to it.
      .then(() => Promise.all([app.jobs.stop({ graceMs: config.JOBS_SHUTDOWN_GRACE_MS }), app.close()]))
      .then(closeDatabase)
      .then(
        () => {
          app.log.info('shutdown complete');
          process.exit(0);
        },
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
}

async function start(config: Config): Promise<void> {
  // Connection trouble goes to the console until the app's logger exists, then to that logger.
  let log: DatabaseLog = { warn: (object, message) => console.warn(message, object) };
  const database = await openConfiguredDatabase(config, { log: { warn: (object, message) => log.warn(object, message) } });
  await prepareDatabase(database, config, systemClock);
  const app = await createApp({ config, db: database.db });
  log = app.log;
  installShutdown(app, config, () => database.close());

  await app.listen({ port: config.PORT, host: config.HOST });
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`\n信息安全合规与认证服务平台已启动：http://${host}:${config.PORT}/`);
  console.log(
    `数据库：${database.driver === 'pglite' ? `PGlite（${config.DATA_DIR}）` : 'PostgreSQL（DATABASE_URL）'}；接口文档：http://${host}:${config.PORT}/api/docs`,
  );
  if (config.DEMO) printDemoAccounts();
}

try {
  await start(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
