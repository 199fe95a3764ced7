/**
 * customers (issue 11 item 1) through the real app: the channel's customer list with its filters,
 * creating a customer (tenant, PM account, relation, profile and audit entry in one transaction;
 * the PM logs in by the SMS code at once), duplicates refused, editing, consultations, the tenant
 * search, users and relations — and the cross-tenant cases: another channel, a sub-manager and a
 * parent channel on a sub-channel's customer, customer and certification-body accounts. Refused
 * writes change nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { Consultation, CustomerItem, TenantRelationItem, TenantUser } from '../../../domain/customers/contracts';
import { DEMO_PROJECT_GROUPS } from '../../../domain/demo';
import { consultations, customerProfiles, licenceAcceptances, memberships, tenantRelations, tenants } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_SUB_MANAGER = '13800000012';
const CHANNEL_OWNER = '13800000013';
const CHANNEL_EXECUTOR = '13800000014';
const CUSTOMER_PM = '13800000021';
const CB_MANAGER = '13800000031';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type Created = CustomerItem & { pmAccountId: string; pmAccountCreated: boolean; smsSent: boolean };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

const NEW_CUSTOMER = {
  companyName: '  杭州新材科技有限公司  ',
  creditCode: '91330100ma2text05w',
  industryCode: '651',
  regionCode: '330110',
  size: 'small',
  contactName: '赵联系',
  contactPhone: '13900003001',
  address: '杭州市余杭区文一西路 1 号',
  remark: '',
  pmName: '钱经理',
  pmPhone: '13900003002',
};

describe.each(DRIVERS)('customers (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;

  const list = async (who: string, query: Record<string, string> = {}) =>
    (await as(who).get<Page<CustomerItem>>('/api/customer/list.json', { pageSize: '50', ...query })).body as Answer<Page<CustomerItem>>;
  const codesOf = (answer: Answer<Page<CustomerItem>>) => answer.data.list.map((item) => item.customerTenantCode).sort();
  /** Rows of the tables a refused write must leave alone. */
  const fingerprint = async () => {
    const db = t.database.db;
    const [[a], [b], [c], [d], [e]] = await Promise.all([
      db.select({ n: count() }).from(tenants),
      db.select({ n: count() }).from(memberships),
      db.select({ n: count() }).from(tenantRelations),
      db.select({ n: count() }).from(customerProfiles),
      db.select({ n: count() }).from(consultations),
    ]);
    const profiles = await db.select().from(customerProfiles);
    return JSON.stringify([a.n, b.n, c.n, d.n, e.n, profiles.map((p) => [p.customerTenantCode, p.companyName, p.updatedAt.toISOString()]).sort()]);
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    // Another channel, and a sub-channel invited by 安衡咨询, each with a manager.
    const db = t.database.db;
    const now = t.clock.now();
    await db.insert(tenants).values([
      { tenantCode: 'T-CH-OTHER', type: 'channel', approvalState: 'success', tenantZhName: '他山咨询', createdAt: now },
      { tenantCode: 'T-CH-SUBTEST', type: 'channel', approvalState: 'success', tenantZhName: '下级测试渠道', createdAt: now },
    ]);
    await db
      .insert(tenantRelations)
      .values({ parentTenantCode: 'T-CH-ANHENG', childTenantCode: 'T-CH-SUBTEST', kind: 'subChannel', createdBy: 'A-11', createdAt: now });
    await t.insertAccount({
      accountId: 'A-OTHER',
      phone: '13900009001',
      memberships: [{ tenantCode: 'T-CH-OTHER', roles: ['channel-tenant-manager'] }],
    });
    await t.insertAccount({
      accountId: 'A-SUBCH',
      phone: '13900009002',
      memberships: [{ tenantCode: 'T-CH-SUBTEST', roles: ['channel-tenant-manager'] }],
    });
    await db
      .insert(licenceAcceptances)
      .values(['A-OTHER', 'A-SUBCH'].map((accountId) => ({ accountId, licenceCode: 'LIC-ACCOUNT-RIGHT-1', acceptedAt: now })));
    for (const phone of [PLATFORM_MANAGER, CHANNEL_MANAGER, CHANNEL_SUB_MANAGER, CHANNEL_EXECUTOR, CUSTOMER_PM, CB_MANAGER]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      clients.set(phone, client);
    }
    clients.set('other', await t.sessionFor('A-OTHER', 'T-CH-OTHER'));
    clients.set('sub', await t.sessionFor('A-SUBCH', 'T-CH-SUBTEST'));
  }, 120_000);
  afterAll(async () => t?.close());

  describe('the list', () => {
    it("shows the channel's three demo customers with names of their industry, region and channel", async () => {
      const answer = await list(CHANNEL_MANAGER);
      expect(answer.success, answer.errorMsg).toBe(true);
      // With the partners demo: also 杭州云栖数据, the customer of the sub-channel 恒信安全 (read-only).
      expect(codesOf(answer)).toEqual(['T-CU-DEMO', 'T-CU-HENGXIN-1', 'T-CU-NINGBO', 'T-CU-SHAOXING']);
      expect(answer.data.list.find((item) => item.customerTenantCode === 'T-CU-HENGXIN-1')).toMatchObject({
        channelTenantCode: 'T-CH-HENGXIN',
        editable: false,
      });
      const demo = answer.data.list.find((item) => item.customerTenantCode === 'T-CU-DEMO')!;
      expect(demo).toMatchObject({
        companyName: '示例科技有限公司',
        creditCode: '91330106MA2DEMA011',
        industryName: '信息传输、软件和信息技术服务业 / 软件和信息技术服务业',
        regionName: '浙江省 / 杭州市 / 西湖区',
        size: 'medium',
        channelTenantCode: 'T-CH-ANHENG',
        channelName: '安衡咨询',
        editable: true,
        // The demo purchases for 示例科技 (domain/projects/demo.ts), active groups only.
        projectCount: DEMO_PROJECT_GROUPS.filter((group) => group.customerTenantCode === 'T-CU-DEMO').reduce(
          (sum, group) => sum + group.projects.length,
          0,
        ),
        consultationCount: 2,
      });
      // Newest first.
      expect(answer.data.list.map((item) => item.customerTenantCode)).toEqual(['T-CU-HENGXIN-1', 'T-CU-SHAOXING', 'T-CU-NINGBO', 'T-CU-DEMO']);
    });

    it.each([
      [{ size: 'large' }, ['T-CU-NINGBO']],
      [{ regionCode: '330000' }, ['T-CU-DEMO', 'T-CU-HENGXIN-1', 'T-CU-NINGBO', 'T-CU-SHAOXING']],
      [{ regionCode: '330200' }, ['T-CU-NINGBO']],
      [{ regionCode: '330602' }, ['T-CU-SHAOXING']],
      [{ industryCode: 'C' }, ['T-CU-SHAOXING']],
      [{ industryCode: '65' }, ['T-CU-DEMO']],
      [{ keyword: '宁波' }, ['T-CU-NINGBO']],
      [{ keyword: '91330602' }, ['T-CU-SHAOXING']],
      [{ size: '' }, ['T-CU-DEMO', 'T-CU-HENGXIN-1', 'T-CU-NINGBO', 'T-CU-SHAOXING']],
    ])('filters by %j', async (query, expected) => {
      expect(codesOf(await list(CHANNEL_MANAGER, query))).toEqual(expected);
    });

    it('channel owner and executor read their channel’s customers, read-only', async () => {
      const answer = await list(CHANNEL_EXECUTOR);
      expect(codesOf(answer)).toEqual(['T-CU-DEMO', 'T-CU-NINGBO', 'T-CU-SHAOXING']);
      expect(answer.data.list.every((item) => !item.editable)).toBe(true);
    });

    it('refuses customer and certification-body accounts (403); another channel sees none of them', async () => {
      expect((await list(CUSTOMER_PM)).errorCode).toBe('403');
      expect((await list(CB_MANAGER)).errorCode).toBe('403');
      const other = await list('other');
      expect(other.success).toBe(true);
      expect(other.data.list).toEqual([]);
    });
  });

  describe('creating a customer', () => {
    let created: Created;

    it('creates tenant, PM, relation and profile; the PM logs in by the SMS code at once', async () => {
      const answer = (await as(CHANNEL_SUB_MANAGER).post<Created>('/consulting/tenant/customer/new', NEW_CUSTOMER)).body;
      expect(answer.success, answer.errorMsg).toBe(true);
      created = answer.data;
      expect(created).toMatchObject({
        companyName: '杭州新材科技有限公司',
        creditCode: '91330100MA2TEXT05W',
        industryName: '信息传输、软件和信息技术服务业 / 软件和信息技术服务业 / 软件开发',
        regionName: '浙江省 / 杭州市 / 余杭区',
        channelTenantCode: 'T-CH-ANHENG',
        editable: true,
        pmAccountCreated: true,
        smsSent: true,
      });
      expect(created.customerTenantCode).toMatch(/^T-CUSTOMER-/);

      const pm = t.client();
      const login = await pm.post<{ needAdmission: boolean }>('/user/loginByPhone', {
        phone: NEW_CUSTOMER.pmPhone,
        code: t.sms.lastCode(NEW_CUSTOMER.pmPhone),
      });
      expect(login.body.success, login.body.errorMsg).toBe(true);
      expect(login.body.data.needAdmission).toBe(false);
      expect((await pm.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
      const info = await pm.get<{
        showName: string;
        roleDTOs: { roleCode: string }[];
        tenantDTO: { type: string };
        tenantPageConfig: { tenantZhName: string };
      }>('/user/getUserInfo');
      expect(info.body.data).toMatchObject({ showName: '钱经理', roleDTOs: [{ roleCode: 'consumer-pm' }], tenantDTO: { type: 'customer' } });
      expect(info.body.data.tenantPageConfig.tenantZhName).toBe('杭州新材科技有限公司');
      // Its relation: served by 安衡咨询.
      const relation = await pm.get<{ relations: TenantRelationItem[] }>('/api/tenant/relation');
      expect(relation.body.data.relations).toEqual([expect.objectContaining({ tenantCode: 'T-CH-ANHENG', kind: 'customer', direction: 'parent' })]);

      // The channel manager sees it; the audit log has the creation.
      expect(codesOf(await list(CHANNEL_MANAGER))).toContain(created.customerTenantCode);
      const root = as(PLATFORM_MANAGER);
      const audit = (await root.get<Page<AuditEntry>>('/api/platform/auditLog/list.json', { area: 'customers' })).body.data.list;
      expect(audit[0]).toMatchObject({
        area: 'customers',
        action: '新建客户',
        targetId: created.customerTenantCode,
        targetName: '杭州新材科技有限公司',
      });
    });

    it('refuses a duplicate credit code under the same channel, changing nothing', async () => {
      const before = await fingerprint();
      const answer = (
        await as(CHANNEL_MANAGER).post('/consulting/tenant/customer/new', { ...NEW_CUSTOMER, companyName: '另一家', pmPhone: '13900003003' })
      ).body;
      expect(answer).toMatchObject({ success: false, errorCode: '16003', errorMsg: '本渠道已有使用该统一社会信用代码的客户，请勿重复创建' });
      expect(await fingerprint()).toBe(before);
      expect(() => t.sms.lastCode('13900003003')).toThrow();
    });

    it('lets another channel serve the same company (the rule is per channel)', async () => {
      const answer = (await as('other').post<Created>('/consulting/tenant/customer/new', { ...NEW_CUSTOMER, pmPhone: '13900003004' })).body;
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data.channelTenantCode).toBe('T-CH-OTHER');
    });

    it.each([
      [{ creditCode: '91330100MA2TEXT05X' }, '校验位'],
      [{ creditCode: '9133010' }, '应为 18 位'],
      [{ pmPhone: '12345' }, '客户项目经理手机号格式不正确'],
      [{ contactPhone: '' }, '联系电话'],
      [{ companyName: '   ' }, '请输入企业名称'],
      [{ companyName: '企'.repeat(101) }, '不能超过 100 个字符'],
      [{ size: 'huge' }, 'size'],
      [{ industryCode: '99' }, '国民经济行业分类'],
      [{ regionCode: '999999' }, '省/市/区县'],
    ])('refuses %j in Chinese, changing nothing', async (change, message) => {
      const before = await fingerprint();
      const answer = (
        await as(CHANNEL_MANAGER).post('/consulting/tenant/customer/new', { ...NEW_CUSTOMER, creditCode: '91330100MA2TEXT060', ...change })
      ).body;
      expect(answer.success).toBe(false);
      expect(answer.errorMsg).toContain(message);
      expect(await fingerprint()).toBe(before);
    });

    it('gives an existing account a consumer-pm membership instead of a second account', async () => {
      const answer = (
        await as(CHANNEL_MANAGER).post<Created>('/consulting/tenant/customer/new', {
          ...NEW_CUSTOMER,
          companyName: '杭州双重身份有限公司',
          creditCode: '91330100MA2TEXT060',
          pmPhone: CHANNEL_OWNER,
        })
      ).body;
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data).toMatchObject({ pmAccountId: 'A-13', pmAccountCreated: false });
      const held = await t.database.db.select().from(memberships).where(eq(memberships.accountId, 'A-13'));
      expect(held.map((m) => m.roles[0]).sort()).toEqual(['channel-owner', 'consumer-pm']);
    });

    it('refuses a platform account as PM, changing nothing', async () => {
      const before = await fingerprint();
      const answer = (
        await as(CHANNEL_MANAGER).post('/consulting/tenant/customer/new', {
          ...NEW_CUSTOMER,
          creditCode: '91330100MA2TEXT073',
          pmPhone: PLATFORM_MANAGER,
        })
      ).body;
      expect(answer.errorCode).toBe('16007');
      expect(await fingerprint()).toBe(before);
    });

    it('refuses the executor, the platform, a customer PM (403), changing nothing', async () => {
      const before = await fingerprint();
      for (const who of [CHANNEL_EXECUTOR, PLATFORM_MANAGER, CUSTOMER_PM, CB_MANAGER]) {
        const answer = (await as(who).post('/consulting/tenant/customer/new', { ...NEW_CUSTOMER, creditCode: '91330100MA2TEXT073' })).body;
        expect(answer.errorCode, who).toBe('403');
      }
      expect(await fingerprint()).toBe(before);
    });

    it('edits the company details (addCustomInfo); the tenant name follows', async () => {
      const answer = (
        await as(CHANNEL_MANAGER).post<CustomerItem>('/consulting/tenant/channel/addCustomInfo', {
          ...NEW_CUSTOMER,
          customerTenantCode: created.customerTenantCode,
          companyName: '杭州新材科技股份有限公司',
          size: 'medium',
        })
      ).body;
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data).toMatchObject({ companyName: '杭州新材科技股份有限公司', size: 'medium' });
      const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.tenantCode, created.customerTenantCode));
      expect(tenant.tenantZhName).toBe('杭州新材科技股份有限公司');
      // Taking another customer's credit code is a duplicate.
      const duplicate = (
        await as(CHANNEL_MANAGER).post('/consulting/tenant/channel/addCustomInfo', {
          ...NEW_CUSTOMER,
          customerTenantCode: created.customerTenantCode,
          creditCode: '91330106MA2DEMA011',
        })
      ).body;
      expect(duplicate.errorCode).toBe('16003');
    });
  });

  describe('sub-channels and other channels', () => {
    let subCustomer: string;

    beforeAll(async () => {
      const answer = (
        await as('sub').post<Created>('/consulting/tenant/customer/new', {
          ...NEW_CUSTOMER,
          companyName: '下级渠道的客户有限公司',
          creditCode: '91330100MA2TEXT073',
          pmPhone: '13900003010',
        })
      ).body;
      expect(answer.success, answer.errorMsg).toBe(true);
      subCustomer = answer.data.customerTenantCode;
    });

    it("the channel tenant manager sees its sub-channel's customers, read-only, with the channel's name", async () => {
      const item = (await list(CHANNEL_MANAGER)).data.list.find((c) => c.customerTenantCode === subCustomer);
      expect(item).toMatchObject({ channelTenantCode: 'T-CH-SUBTEST', channelName: '下级测试渠道', editable: false });
      expect(codesOf(await list(CHANNEL_MANAGER, { channelTenantCode: 'T-CH-SUBTEST' }))).toEqual([subCustomer]);
      const users = (await as(CHANNEL_MANAGER).get<{ list: TenantUser[] }>('/api/tenant/user/list.json', { tenantCode: subCustomer })).body;
      expect(users.data.list.map((u) => u.phone)).toEqual(['13900003010']);
    });

    it('the parent cannot edit it or record consultations (16002), changing nothing', async () => {
      const before = await fingerprint();
      const edit = (await as(CHANNEL_MANAGER).post('/consulting/tenant/channel/addCustomInfo', { ...NEW_CUSTOMER, customerTenantCode: subCustomer }))
        .body;
      expect(edit.errorCode).toBe('16002');
      const consult = (
        await as(CHANNEL_MANAGER).post('/consulting/tenant/channel/addConsultation', {
          customerTenantCode: subCustomer,
          consultationDate: '2025-06-01',
          way: 'phone',
          content: '试图越权记录',
        })
      ).body;
      expect(consult.errorCode).toBe('16002');
      expect(await fingerprint()).toBe(before);
    });

    it('the sub-manager (no showChannelSubPartenterConsumeDetail) does not see it at all', async () => {
      expect(codesOf(await list(CHANNEL_SUB_MANAGER))).not.toContain(subCustomer);
      expect((await as(CHANNEL_SUB_MANAGER).get('/api/tenant/user/list.json', { tenantCode: subCustomer })).body.errorCode).toBe('16009');
      expect((await as(CHANNEL_SUB_MANAGER).get('/api/customer/consultation/list.json', { customerTenantCode: subCustomer })).body.errorCode).toBe(
        '16001',
      );
      // Nor the sub-channel itself among its tenant's relations.
      const relations = (await as(CHANNEL_SUB_MANAGER).get<{ relations: TenantRelationItem[] }>('/api/tenant/relation')).body.data.relations;
      expect(relations.some((r) => r.kind === 'subChannel')).toBe(false);
      const managerView = (await as(CHANNEL_MANAGER).get<{ relations: TenantRelationItem[] }>('/api/tenant/relation')).body.data.relations;
      expect(managerView).toContainEqual(expect.objectContaining({ tenantCode: 'T-CH-SUBTEST', kind: 'subChannel', direction: 'child' }));
    });

    it("the sub-channel does not see its parent's customers", async () => {
      expect(codesOf(await list('sub'))).toEqual([subCustomer]);
    });

    it("another channel can neither read nor change this channel's customer, changing nothing", async () => {
      const before = await fingerprint();
      const other = as('other');
      expect((await other.get('/api/tenant/user/list.json', { tenantCode: 'T-CU-DEMO' })).body.errorCode).toBe('16009');
      expect((await other.get('/api/customer/consultation/list.json', { customerTenantCode: 'T-CU-DEMO' })).body.errorCode).toBe('16001');
      expect((await other.get('/api/tenant/relation', { tenantCode: 'T-CU-DEMO' })).body.errorCode).toBe('16009');
      const search = (await other.get<Page<{ tenantCode: string }>>('/api/tenant/search/list.json', { keyword: '示例' })).body;
      expect(search.data.list).toEqual([]);
      const edit = (
        await other.post('/consulting/tenant/channel/addCustomInfo', {
          ...NEW_CUSTOMER,
          customerTenantCode: 'T-CU-DEMO',
          creditCode: '91330106MA2DEMA011',
        })
      ).body;
      expect(edit.errorCode).toBe('16001');
      const consult = (
        await other.post('/consulting/tenant/channel/addConsultation', {
          customerTenantCode: 'T-CU-DEMO',
          consultationDate: '2025-06-01',
          way: 'phone',
          content: '越权',
        })
      ).body;
      expect(consult.errorCode).toBe('16001');
      expect(await fingerprint()).toBe(before);
    });

    it('the platform manager sees every customer, read-only', async () => {
      const answer = await list(PLATFORM_MANAGER);
      expect(codesOf(answer)).toEqual(expect.arrayContaining(['T-CU-DEMO', 'T-CU-NINGBO', 'T-CU-SHAOXING', subCustomer]));
      expect(answer.data.list.every((item) => !item.editable)).toBe(true);
      expect((await as(PLATFORM_MANAGER).get('/api/tenant/relation', { tenantCode: subCustomer })).body.success).toBe(true);
    });
  });

  describe('consultations, users, search and relations', () => {
    it('records a consultation and lists them newest first', async () => {
      const added = (
        await as(CHANNEL_MANAGER).post<Consultation>('/consulting/tenant/channel/addConsultation', {
          customerTenantCode: 'T-CU-NINGBO',
          consultationDate: '2025-06-01',
          way: 'meeting',
          content: '  面谈确认等保三级测评范围\r\n共三个系统  ',
          nextStep: '出具报价',
        })
      ).body;
      expect(added.success, added.errorMsg).toBe(true);
      expect(added.data).toMatchObject({ way: 'meeting', content: '面谈确认等保三级测评范围\n共三个系统', recordedByName: '渠道管理员' });
      const page = (await as(CHANNEL_EXECUTOR).get<Page<Consultation>>('/api/customer/consultation/list.json', { customerTenantCode: 'T-CU-NINGBO' }))
        .body.data;
      expect(page.list.map((c) => c.consultationDate)).toEqual(['2025-06-01', '2025-05-25']);
      expect(page.list[1].recordedByName).toBe('渠道管理员');
    });

    it('refuses a future date, a missing content and the executor, changing nothing', async () => {
      const before = await fingerprint();
      const future = (
        await as(CHANNEL_MANAGER).post('/consulting/tenant/channel/addConsultation', {
          customerTenantCode: 'T-CU-NINGBO',
          consultationDate: '2025-06-03',
          way: 'phone',
          content: '明天的',
        })
      ).body;
      expect(future.errorMsg).toBe('咨询日期不能晚于今天');
      const empty = (
        await as(CHANNEL_MANAGER).post('/consulting/tenant/channel/addConsultation', {
          customerTenantCode: 'T-CU-NINGBO',
          consultationDate: '2025-06-01',
          way: 'phone',
        })
      ).body;
      expect(empty.errorMsg).toContain('请输入咨询内容');
      const executor = (
        await as(CHANNEL_EXECUTOR).post('/consulting/tenant/channel/addConsultation', {
          customerTenantCode: 'T-CU-NINGBO',
          consultationDate: '2025-06-01',
          way: 'phone',
          content: '执行顾问',
        })
      ).body;
      expect(executor.errorCode).toBe('403');
      expect(await fingerprint()).toBe(before);
    });

    it("lists a customer's users with their roles", async () => {
      const users = (await as(CHANNEL_MANAGER).get<{ list: TenantUser[]; total: number }>('/api/tenant/user/list.json', { tenantCode: 'T-CU-DEMO' }))
        .body.data;
      expect(users.list.map((u) => u.accountId).sort()).toEqual(['A-21', 'A-22', 'A-23', 'A-24', 'A-41', 'A-42']); // not A-43: a pending join request is not a user
      expect(users.list.find((u) => u.accountId === 'A-21')).toMatchObject({
        showName: '客户项目经理',
        roleCodes: ['consumer-pm'],
        status: 'active',
      });
      // Not a customer of the caller: its own channel tenant is not "a customer".
      expect((await as(CHANNEL_MANAGER).get('/api/tenant/user/list.json', { tenantCode: 'T-CH-OTHER' })).body.errorCode).toBe('16009');
    });

    it('searches the visible customer tenants by name or credit code', async () => {
      const search = (
        await as(CHANNEL_MANAGER).get<Page<{ tenantCode: string; type: string; channelName: string }>>('/api/tenant/search/list.json', {
          keyword: '绍兴',
        })
      ).body.data;
      expect(search.list).toEqual([expect.objectContaining({ tenantCode: 'T-CU-SHAOXING', type: 'customer', channelName: '安衡咨询' })]);
    });

    it("shows the channel's relations: its customers", async () => {
      const answer = (await as(CHANNEL_MANAGER).get<{ tenantZhName: string; relations: TenantRelationItem[] }>('/api/tenant/relation')).body.data;
      expect(answer.tenantZhName).toBe('安衡咨询');
      const customers = answer.relations.filter((r) => r.kind === 'customer').map((r) => r.tenantCode);
      expect(customers).toEqual(expect.arrayContaining(['T-CU-DEMO', 'T-CU-NINGBO', 'T-CU-SHAOXING']));
      expect(answer.relations.every((r) => r.direction === 'child')).toBe(true);
    });
  });
});
