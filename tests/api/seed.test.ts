import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_LICENCES, DEMO_ACCOUNTS, DEMO_TENANTS } from '../../domain/demo';
import { DEMO_EXTRA_MEMBERSHIPS, DEMO_JOIN_ACCOUNTS } from '../../domain/demo';

/** Every demo account: one membership each (DEMO_ACCOUNTS), plus those only asking to join (personnel). */
const ALL_DEMO_ACCOUNTS = DEMO_ACCOUNTS.length + DEMO_JOIN_ACCOUNTS.length;
import type { Db } from '../../server/db/client';
import { openDatabase } from '../../server/db/client';
import { accounts, licenceAcceptances, licences, memberships, tenants } from '../../server/db/schema';
import { createAdmin } from '../../server/modules/identity/admin';
import { passwordProblem, scryptParams, verifyPassword } from '../../server/modules/identity/passwords';
import { prepareDatabase, seedDemo } from '../../server/startup';
import { DRIVERS, FakeClock, openTestDatabase, TEST_SCRYPT_LOG_N } from './harness';

const countOf = async (db: Db, table: typeof accounts | typeof tenants | typeof memberships | typeof licences | typeof licenceAcceptances) =>
  (await db.select({ n: count() }).from(table))[0].n;

/** The tests' scrypt cost, as everywhere else (the production cost is loginLimits.test.ts's and the on-disk start's below). */
const TEST_COST = { PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N };
const testParams = scryptParams(TEST_SCRYPT_LOG_N);

describe.each(DRIVERS)('database preparation (%s)', (driver) => {
  let demo: Awaited<ReturnType<typeof openTestDatabase>>;
  let bare: Awaited<ReturnType<typeof openTestDatabase>>;
  const clock = new FakeClock();
  beforeAll(async () => {
    [demo, bare] = await Promise.all([openTestDatabase(driver), openTestDatabase(driver)]);
  });
  afterAll(async () => {
    await demo?.drop();
    await bare?.drop();
  });

  it('seeds the demo set once, with hashed passwords and accepted licences', async () => {
    expect((await prepareDatabase(demo.database, { DEMO: true, ...TEST_COST }, clock)).seeded).toBe(true);
    expect((await prepareDatabase(demo.database, { DEMO: true, ...TEST_COST }, clock)).seeded).toBe(false);
    expect(await seedDemo(demo.database.db, clock, TEST_COST)).toBe(false);
    const db = demo.database.db;
    expect(await countOf(db, tenants)).toBe(DEMO_TENANTS.length);
    expect(await countOf(db, accounts)).toBe(ALL_DEMO_ACCOUNTS);
    expect(await countOf(db, memberships)).toBe(DEMO_ACCOUNTS.length + DEMO_EXTRA_MEMBERSHIPS.length + DEMO_JOIN_ACCOUNTS.length);
    expect(await countOf(db, licences)).toBe(BASE_LICENCES.length);
    expect(await countOf(db, licenceAcceptances)).toBe(ALL_DEMO_ACCOUNTS * BASE_LICENCES.length);
    const [row] = await db.select().from(accounts).where(eq(accounts.phone, '13800000041'));
    expect(row.passwordHash).toMatch(/^scrypt\$N=\d+,r=\d+,p=\d+\$/);
    expect(await verifyPassword('Demo@2025', row.passwordHash!)).toBe(true);
    const [both] = await db.select().from(memberships).where(eq(memberships.accountId, 'A-41'));
    expect(both.roles).toEqual(['consumer-pm', 'consumer-owner']);
  });

  it('seeds nothing but the base licences when DEMO=false', async () => {
    expect((await prepareDatabase(bare.database, { DEMO: false, ...TEST_COST }, clock)).seeded).toBe(false);
    const db = bare.database.db;
    expect(await countOf(db, tenants)).toBe(0);
    expect(await countOf(db, accounts)).toBe(0);
    expect(await countOf(db, licences)).toBe(BASE_LICENCES.length);
  });

  it('create-admin makes the platform tenant and a platform manager, and refuses a taken phone', async () => {
    const db = bare.database.db;
    const admin = await createAdmin(db, clock, { phone: '13900000000', showName: '管理员', password: 'Str0ng!Passw0rd' }, testParams);
    const [tenant] = await db.select().from(tenants);
    expect(tenant).toMatchObject({ tenantCode: 'T-PLATFORM', type: 'platform', approvalState: 'success' });
    const [membership] = await db.select().from(memberships).where(eq(memberships.accountId, admin.accountId));
    expect(membership.roles).toEqual(['platform-manager']);
    expect(admin.accountBelongToPlatformType).toBe('platform');
    expect(await verifyPassword('Str0ng!Passw0rd', admin.passwordHash!)).toBe(true);
    await expect(createAdmin(db, clock, { phone: '13900000000', showName: '又一个', password: 'Str0ng!Passw0rd' }, testParams)).rejects.toThrow(
      /已属于账号/,
    );
    await createAdmin(db, clock, { phone: '13900000001', showName: '第二位', password: 'An0ther!Passw0rd' }, testParams);
    expect(await countOf(db, tenants)).toBe(1);
  });
});

describe('embedded database on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-pglite-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across a restart', async () => {
    const clock = new FakeClock();
    const first = await openDatabase({ driver: 'pglite', dataDir: dir });
    expect((await prepareDatabase(first, { DEMO: true }, clock)).seeded).toBe(true);
    await first.close();
    const second = await openDatabase({ driver: 'pglite', dataDir: dir });
    try {
      expect((await prepareDatabase(second, { DEMO: true }, clock)).seeded).toBe(false);
      expect(await countOf(second.db, accounts)).toBe(ALL_DEMO_ACCOUNTS);
    } finally {
      await second.close();
    }
  });
});

describe('password strength (create-admin)', () => {
  it.each([
    ['short1!A', '密码至少 10 位'],
    ['alllowercaseletters', '密码需包含大写字母、小写字母、数字、符号中的至少三类'],
    ['Abc!13900000000', '密码不能包含手机号'],
  ])('refuses %s', (password, problem) => {
    expect(passwordProblem(password, '13900000000')).toBe(problem);
  });
  it('accepts a strong password', () => expect(passwordProblem('Str0ng!Passw0rd', '13900000000')).toBeNull());
});
