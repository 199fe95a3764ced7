/**
 * Operator commands:
 *   tsx server/cli.ts migrate
 *   tsx server/cli.ts create-admin --phone 13900000000 --name 张三
 *     (password from ADMIN_PASSWORD, or asked on the terminal; there is no default password)
 */
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { PHONE_PATTERN } from '../domain/kernel/helpers';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createAdmin } from './modules/identity/admin';
import { passwordProblem, scryptParams } from './modules/identity/passwords';
import { migrateWithBaseData, openConfiguredDatabase } from './startup';

const USAGE = `用法 / usage:
  tsx server/cli.ts migrate
  tsx server/cli.ts create-admin --phone <手机号> --name <姓名>   （密码取自 ADMIN_PASSWORD，或在终端输入）`;

/** Asks questions on one readline interface (piped input may hold all answers at once); no echo on a terminal. */
function createPrompter() {
  const rl = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  rl.on('line', (line) => (waiting.length ? waiting.shift()!(line) : lines.push(line)));
  rl.on('close', () => waiting.splice(0).forEach((resolve) => resolve('')));
  const muted = rl as unknown as { _writeToOutput?: (text: string) => void };
  return {
    askHidden(question: string): Promise<string> {
      stdout.write(question);
      if (stdin.isTTY) muted._writeToOutput = () => undefined;
      return new Promise<string>((resolve) => {
        const answer = (line: string) => {
          if (stdin.isTTY) stdout.write('\n');
          resolve(line);
        };
        if (lines.length) answer(lines.shift()!);
        else waiting.push(answer);
      });
    },
    close: () => rl.close(),
  };
}

async function readAdminPassword(phone: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const prompter = createPrompter();
  try {
    const password = await prompter.askHidden('请输入管理员密码 / password: ');
    if (passwordProblem(password, phone)) return password;
    const again = await prompter.askHidden('请再次输入 / repeat: ');
    if (again !== password) throw new Error('两次输入的密码不一致');
    return password;
  } finally {
    prompter.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'migrate' && command !== 'create-admin') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateWithBaseData(database);
    if (command === 'migrate') {
      console.log('数据库迁移完成 / migrations applied');
      return;
    }
    const { values } = parseArgs({ args: rest, options: { phone: { type: 'string' }, name: { type: 'string' } } });
    const phone = values.phone?.trim() ?? '';
    const name = values.name?.trim() ?? '';
    if (!PHONE_PATTERN.test(phone) || !name) throw new Error(`需要有效的 --phone 与 --name\n${USAGE}`);
    const password = await readAdminPassword(phone);
    const problem = passwordProblem(password, phone);
    if (problem) throw new Error(`密码强度不足：${problem}`);
    const account = await createAdmin(database.db, systemClock, { phone, showName: name, password }, scryptParams(config.PASSWORD_SCRYPT_LOG_N));
    console.log(`已创建平台管理员 ${name}（${phone}），账号 ${account.accountId}`);
  } finally {
    await database.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
