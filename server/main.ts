/**
 * Starts the server: configuration, database (migrations, base data, demo seed), the app, the
 * port. Nothing else lives here (fastify/demo habit).
 */
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

async function start(config: Config): Promise<void> {
  // Connection trouble goes to the console until the app's logger exists, then to that logger.
  let log: DatabaseLog = { warn: (object, message) => console.warn(message, object) };
  const database = await openConfiguredDatabase(config, { log: { warn: (object, message) => log.warn(object, message) } });
  await prepareDatabase(database, config, systemClock);
  const app = await createApp({ config, db: database.db });
  log = app.log;
  app.addHook('onClose', () => database.close());

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

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
