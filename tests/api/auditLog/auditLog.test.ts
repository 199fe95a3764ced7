/**
 * The operator audit log: what a module records through app.auditLog is listed, newest first, to
 * the platform manager only, without secrets; it commits or rolls back with the change it
 * records; and the database refuses to change or remove an entry.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import { accounts } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const LIST = '/api/platform/auditLog/list.json';
const PLATFORM_MANAGER = '13800000001';
const SUB_PLATFORM_MANAGER = '13800000002';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('operator audit log (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;

  /** The platform manager's request context, as a module's handler would have it. */
  async function actor() {
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.phone, PLATFORM_MANAGER));
    return { account, tenant: { tenantCode: 'T-PLATFORM' } } as never;
  }
  const list = async (query: Record<string, string> = {}, client = root) => (await client.get<Page<AuditEntry>>(LIST, query)).body;

  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    expect((await root.loginWithPassword(PLATFORM_MANAGER)).body.success).toBe(true);
  });
  afterAll(async () => t?.close());

  it('lists what was recorded, newest first, with the changed fields and no secrets', async () => {
    const who = await actor();
    await t.app.auditLog.record(who, {
      area: 'products',
      action: '发布产品',
      targetType: 'product',
      targetId: 'P-AUDIT-1',
      targetName: '审计测试产品',
      before: { status: 'draft', price: 100 },
      after: { status: 'published', price: 100 },
    });
    t.clock.advance(1_000);
    await t.app.auditLog.record(who, {
      area: 'accounts',
      action: '重置密码',
      targetType: 'account',
      targetId: 'A-AUDIT-2',
      targetName: '被重置的账号',
      before: { status: 'active', passwordHash: 'scrypt$secret' },
      after: { status: 'active', password: 'Temp#12345', nested: { token: 'x', name: '保留' } },
    });

    const page = await list();
    expect(page.success).toBe(true);
    expect(page.data.total).toBe(2);
    const [reset, publish] = page.data.list;
    expect(reset.action).toBe('重置密码');
    expect(reset.actorName).not.toBe('');
    expect(JSON.stringify(reset)).not.toMatch(/secret|Temp#12345|passwordHash|"token"/);
    expect(reset.after).toEqual({ status: 'active', nested: { name: '保留' } });
    expect(publish.changed).toEqual(['status']);
    expect(publish.before).toEqual({ status: 'draft', price: 100 });
  });

  it('filters by area and keyword, and pages', async () => {
    expect((await list({ area: 'products' })).data.list.map((entry) => entry.targetId)).toEqual(['P-AUDIT-1']);
    expect((await list({ keyword: '被重置' })).data.list.map((entry) => entry.targetId)).toEqual(['A-AUDIT-2']);
    const first = await list({ pageSize: '1', current: '2' });
    expect(first.data).toMatchObject({ total: 2, current: 2, pageSize: 1 });
    expect(first.data.list).toHaveLength(1);
    const bad = await list({ area: 'nope' });
    expect(bad.success).toBe(false);
    expect(bad.errorMsg).toContain('area');
  });

  it('is refused to everyone but the platform manager', async () => {
    const sub = t.client();
    await sub.loginWithPassword(SUB_PLATFORM_MANAGER);
    expect((await list({}, sub)).errorCode).toBe('403');
    expect((await list({}, t.client())).errorCode).toBe('10000');
  });

  it('rolls back with the transaction it joined', async () => {
    const who = await actor();
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.auditLog.record(
          who,
          { area: 'channels', action: '审核通过', targetType: 'tenant', targetId: 'T-ROLLBACK', targetName: '回滚' },
          { tx },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list({ keyword: 'T-ROLLBACK' })).data.total).toBe(0);
  });

  it('is append-only: the database refuses to update, delete or truncate an entry', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = '篡改'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await list()).data.total).toBe(2);
  });
});
