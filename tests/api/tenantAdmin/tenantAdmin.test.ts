/**
 * tenantAdmin (issue 10, items 3–5) through the real app: channel admission (the pending channel's
 * manager is refused until the platform approves, then lands in his tenant), company details,
 * page configuration seen in the tenant's user info, certification bodies registered with their
 * manager in one transaction, and user administration (disable ends sessions at once and refuses
 * both logins; a reset password works once shown and is stored only as a hash). Every change is
 * in the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { CertBody, ManagedAccount, TenantAdminItem } from '../../../domain/tenantAdmin/contracts';
import { accounts, certBodies, tenants } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES } from '../multipart';

const PLATFORM_MANAGER = '13800000001';
const SUB_PLATFORM_MANAGER = '13800000002';
const PENDING_MANAGER = '13800000015';
const CHANNEL_EXECUTOR = '13800000014';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

const VALID_CB = {
  name: '华东信息安全认证有限公司',
  enName: 'East China ISMS Certification Co., Ltd.',
  cnasNo: 'cnas c201-m',
  creditCode: '91350100M000100Y43',
  standards: ['ISO/IEC 27001', 'ISO 9001'],
  scopes: '信息安全管理体系：软件开发、数据中心运维',
  contactName: '王联络',
  contactPhone: '13900001111',
  address: '上海市浦东新区张江路 1 号',
  managerName: '李管理',
  managerPhone: '13900002222',
};

describe.each(DRIVERS)('tenantAdmin (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;
  let sub: TestClient;

  const audit = async () => (await root.get<Page<AuditEntry>>('/api/platform/auditLog/list.json', { pageSize: '50' })).body.data.list;
  const tenantsPage = async (query: Record<string, string>, client = root) =>
    (await client.get<Page<TenantAdminItem>>('/api/platform/tenant/list.json', query)).body;

  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    sub = t.client();
    expect((await root.loginWithPassword(PLATFORM_MANAGER)).body.success).toBe(true);
    expect((await sub.loginWithPassword(SUB_PLATFORM_MANAGER)).body.success).toBe(true);
  }, 120_000);
  afterAll(async () => t?.close());

  describe('channels', () => {
    it('lists channels with their approval state, company details, filters and pages', async () => {
      const pending = await tenantsPage({ type: 'channel', approvalState: 'submitted' });
      expect(pending.success).toBe(true);
      expect(pending.data.list.map((item) => item.tenantCode)).toEqual(['T-CH-PENDING']);
      expect(pending.data.list[0].channelInfo?.companyName).toBe('深圳待审信息技术有限公司');
      expect((await tenantsPage({ keyword: '杭州安衡' })).data.list.map((item) => item.tenantCode)).toEqual(['T-CH-ANHENG']);
      expect((await tenantsPage({ keyword: '示例认证' })).data.list.map((item) => item.tenantCode)).toEqual(['T-CB-DEMO']);
      const paged = await tenantsPage({ pageSize: '2', current: '2' });
      expect(paged.data).toMatchObject({ current: 2, pageSize: 2 });
      expect(paged.data.list).toHaveLength(2);
      const bad = await tenantsPage({ approvalState: 'maybe' });
      expect(bad.success).toBe(false);
      expect(bad.errorMsg).toContain('approvalState');
      // The sub-platform manager may read the channel list too (canReadChannelManage).
      // 安衡咨询, 待审渠道 and 安衡's sub-channel 恒信安全服务 (issue 11).
      expect((await tenantsPage({ type: 'channel' }, sub)).data.total).toBe(3);
    });

    it('refuses a rejection without a reason and a review of a non-channel, changing nothing', async () => {
      const noReason = await root.post('/consulting/tenant/channel/updateCustomApprovalState', {
        tenantCode: 'T-CH-PENDING',
        approvalState: 'rejected',
      });
      expect(noReason.body).toMatchObject({ success: false, errorCode: '400' });
      expect(noReason.body.errorMsg).toContain('驳回原因');
      const notChannel = await root.post('/consulting/tenant/channel/updateCustomApprovalState', {
        tenantCode: 'T-CU-DEMO',
        approvalState: 'success',
      });
      expect(notChannel.body).toMatchObject({ success: false, errorCode: '12502' });
      const unknown = await root.post('/consulting/tenant/channel/updateCustomApprovalState', { tenantCode: 'T-NOPE', approvalState: 'success' });
      expect(unknown.body).toMatchObject({ success: false, errorCode: '12501' });
      const [row] = await t.database.db.select().from(tenants).where(eq(tenants.tenantCode, 'T-CH-PENDING'));
      expect(row.approvalState).toBe('submitted');
    });

    it('validates the company details and records them', async () => {
      const bad = await root.post('/api/platform/tenant/channelInfo/save.json', {
        tenantCode: 'T-CH-PENDING',
        companyName: '深圳待审信息技术有限公司',
        creditCode: '91440300MA5PEND009',
        contactName: '张三',
        contactPhone: '12345',
        region: '广东省深圳市',
        regionCode: '4403',
      });
      expect(bad.body.success).toBe(false);
      expect(bad.body.errorMsg).toContain('regionCode');
      expect(bad.body.errorMsg).toContain('creditCode');
      expect(bad.body.errorMsg).toContain('校验位');
      expect(bad.body.errorMsg).toContain('联系电话');
      const listed = await root.get<{ list: TenantAdminItem[] }>('/api/platform/tenant/list.json', { type: 'channel' });
      expect(listed.body.data.list.find((item) => item.tenantCode === 'T-CH-PENDING')?.channelInfo).toMatchObject({
        region: '广东省深圳市',
        regionCode: '440300',
      });
      const saved = await root.post<TenantAdminItem>('/api/platform/tenant/channelInfo/save.json', {
        tenantCode: 'T-CH-PENDING',
        companyName: '深圳待审信息技术有限公司',
        creditCode: '91440300ma5pend001',
        contactName: '张三',
        contactPhone: '13800000015',
        region: '广东省深圳市南山区',
        regionCode: '440305',
        address: '深圳市南山区',
      });
      expect(saved.body.success, saved.body.errorMsg).toBe(true);
      expect(saved.body.data.channelInfo).toMatchObject({
        creditCode: '91440300MA5PEND001',
        contactName: '张三',
        region: '广东省深圳市南山区',
        regionCode: '440305',
      });
      // Details written before the region cascader (names only) stay valid.
      const namesOnly = await root.post<TenantAdminItem>('/api/platform/tenant/channelInfo/save.json', {
        tenantCode: 'T-CH-PENDING',
        companyName: '深圳待审信息技术有限公司',
        creditCode: '91440300MA5PEND001',
        contactName: '张三',
        contactPhone: '13800000015',
        region: '广东省深圳市',
      });
      expect(namesOnly.body.data.channelInfo).toMatchObject({ region: '广东省深圳市', regionCode: '' });
      expect((await audit())[0]).toMatchObject({ area: 'channels', action: '修改渠道信息', targetId: 'T-CH-PENDING' });
    });

    it('keeps the pending manager out until approval; after it he works in his tenant', async () => {
      const manager = t.client();
      expect((await manager.loginWithPassword(PENDING_MANAGER)).body.success).toBe(true);
      const before = await manager.get<{ tenantDTO: { approvalState: string } }>('/user/getUserInfo');
      expect(before.body.data.tenantDTO.approvalState).toBe('submitted');
      expect((await manager.get('/api/user/aoc/list')).body.errorCode).toBe('403');

      const approved = await sub.post<TenantAdminItem>('/consulting/tenant/channel/updateCustomApprovalState', {
        tenantCode: 'T-CH-PENDING',
        approvalState: 'success',
      });
      expect(approved.body.success, approved.body.errorMsg).toBe(true);
      expect(approved.body.data).toMatchObject({ approvalState: 'success', lastReview: { approvalState: 'success', reviewerName: '子平台管理员' } });

      const after = await manager.get<{ tenantDTO: { approvalState: string } }>('/user/getUserInfo');
      expect(after.body.data.tenantDTO.approvalState).toBe('success');
      expect((await manager.get('/api/user/aoc/list')).body.success).toBe(true);
      expect((await audit())[0]).toMatchObject({ area: 'channels', action: '审核通过', before: { approvalState: 'submitted' } });

      // An approved channel cannot be rejected or approved again: the machine says why.
      const again = await root.post('/consulting/tenant/channel/updateCustomApprovalState', {
        tenantCode: 'T-CH-PENDING',
        approvalState: 'rejected',
        reason: '资料不全',
      });
      expect(again.body).toMatchObject({ success: false, errorCode: '12503' });
      expect(again.body.errorMsg).toContain('已通过');
    });
  });

  describe('page configuration', () => {
    it('uploads a logo for the tenant and saves the configuration, seen in that tenant’s user info', async () => {
      const upload = await postMultipart<{ objectId: string; logoIconUrl: string }>(
        root,
        '/api/platform/tenant/logo/upload.json',
        { tenantCode: 'T-CH-ANHENG' },
        [{ fileName: 'logo.png', content: SAMPLES.png, contentType: 'image/png' }],
      );
      expect(upload.body.success, upload.body.errorMsg).toBe(true);
      const { logoIconUrl } = upload.body.data;
      const notImage = await postMultipart(root, '/api/platform/tenant/logo/upload.json', { tenantCode: 'T-CH-ANHENG' }, [
        { fileName: '说明.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' },
      ]);
      expect(notImage.body).toMatchObject({ success: false, errorCode: '12530' });

      const badTab = await root.post('/api/platform/tenant/pageConfig/save.json', {
        tenantCode: 'T-CH-ANHENG',
        tenantZhName: '安衡咨询',
        hTab: ['wallet'],
      });
      expect(badTab.body.success).toBe(false);
      expect(badTab.body.errorMsg).toContain('hTab');

      const saved = await root.post<TenantAdminItem>('/api/platform/tenant/pageConfig/save.json', {
        tenantCode: 'T-CH-ANHENG',
        tenantZhName: '安衡咨询集团',
        tenantEnName: 'Anheng Group',
        logoIconUrl,
        hTab: ['partnerManage', 'accountEquity'],
      });
      expect(saved.body.success, saved.body.errorMsg).toBe(true);
      expect(saved.body.data).toMatchObject({ tenantZhName: '安衡咨询集团', hTab: 'accountEquity,partnerManage', logoIconUrl });

      const channelManager = t.client();
      await channelManager.loginWithPassword('13800000011');
      const info = await channelManager.get<{ tenantPageConfig: { tenantZhName: string; logoIconUrl: string; hTab: string } }>('/user/getUserInfo');
      expect(info.body.data.tenantPageConfig).toMatchObject({ tenantZhName: '安衡咨询集团', logoIconUrl, hTab: 'accountEquity,partnerManage' });
      // The tenant's members can load the logo; the file belongs to their tenant.
      const logo = await channelManager.get(logoIconUrl);
      expect(logo.status).toBe(200);
      expect((await audit())[0]).toMatchObject({
        area: 'tenantConfig',
        action: '修改页面配置',
        changed: ['hTab', 'logoIconUrl', 'tenantEnName', 'tenantZhName'],
      });

      // A logo of another tenant is refused.
      const foreign = await root.post('/api/platform/tenant/pageConfig/save.json', {
        tenantCode: 'T-CU-DEMO',
        tenantZhName: '示例科技有限公司',
        logoIconUrl,
      });
      expect(foreign.body).toMatchObject({ success: false, errorCode: '12530' });
    });
  });

  describe('certification bodies', () => {
    it('lists the demo bodies with their managers', async () => {
      const page = (await root.get<Page<CertBody>>('/api/tenant/auditingInstitution/list.json')).body;
      // The second demo body 华安认证 (issue 29, assessors) shows that one body never sees another's data.
      expect(page.data.list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ tenantCode: 'T-CB-DEMO', name: '示例认证中心', cnasNo: 'CNAS C188-M', managerPhone: '13800000031' }),
          expect.objectContaining({ tenantCode: 'T-CB-HUAAN', name: '华安认证有限公司', cnasNo: 'CNAS C236-M', managerPhone: '13800000034' }),
        ]),
      );
      expect(page.data.list).toHaveLength(2);
      expect((await root.get<Page<CertBody>>('/api/tenant/auditingInstitution/list.json', { keyword: '示例认证' })).body.data.total).toBe(1);
      expect((await root.get<Page<CertBody>>('/api/tenant/auditingInstitution/list.json', { keyword: '不存在的' })).body.data.total).toBe(0);
    });

    it('refuses bad input naming the fields, and a taken CNAS number, creating nothing', async () => {
      const bad = await root.post('/api/tenant/auditingInstitution/save.json', { ...VALID_CB, cnasNo: 'C-123', standards: [], managerPhone: '1380' });
      expect(bad.body.success).toBe(false);
      expect(bad.body.errorMsg).toContain('CNAS');
      expect(bad.body.errorMsg).toContain('standards');
      expect(bad.body.errorMsg).toContain('管理员手机号');
      const taken = await root.post('/api/tenant/auditingInstitution/save.json', { ...VALID_CB, cnasNo: 'CNAS C188-M' });
      expect(taken.body).toMatchObject({ success: false, errorCode: '12511' });
      const memberPhone = await root.post('/api/tenant/auditingInstitution/save.json', { ...VALID_CB, managerPhone: '13800000021' });
      expect(memberPhone.body).toMatchObject({ success: false, errorCode: '12512' });
      // The failed registration rolled back: no tenant, no account.
      expect(await t.database.db.select().from(tenants).where(eq(tenants.tenantZhName, VALID_CB.name))).toEqual([]);
      expect(await t.database.db.select().from(accounts).where(eq(accounts.phone, VALID_CB.managerPhone))).toEqual([]);
    });

    it('registers a body with its manager in one go; the manager gets a code by SMS and logs in', async () => {
      const saved = await root.post<CertBody & { smsSent: boolean }>('/api/tenant/auditingInstitution/save.json', VALID_CB);
      expect(saved.body.success, saved.body.errorMsg).toBe(true);
      expect(saved.body.data).toMatchObject({ name: VALID_CB.name, cnasNo: 'CNAS C201-M', managerPhone: VALID_CB.managerPhone, smsSent: true });
      const code = t.sms.lastCode(VALID_CB.managerPhone);
      const manager = t.client();
      const login = await manager.post<{ needAdmission: boolean }>('/user/loginByPhone', { phone: VALID_CB.managerPhone, code });
      expect(login.body.data.needAdmission).toBe(false);
      // A new account accepts the user agreement first (as on /userAgreement).
      expect((await manager.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
      const info = await manager.get<{ roleDTOs: { roleCode: string }[]; tenantDTO: { type: string } }>('/user/getUserInfo');
      expect(info.body.data.roleDTOs).toEqual([{ roleCode: 'cb-tenant-manager' }]);
      expect(info.body.data.tenantDTO.type).toBe('cb');
      expect((await audit())[0]).toMatchObject({ area: 'certBodies', action: '登记认证机构', targetName: VALID_CB.name });

      // Edit: details change, the manager stays (and cannot be swapped here).
      const edited = await root.post<CertBody>('/api/tenant/auditingInstitution/save.json', {
        ...VALID_CB,
        tenantCode: saved.body.data.tenantCode,
        scopes: '信息安全管理体系：全部技术领域',
      });
      expect(edited.body.success, edited.body.errorMsg).toBe(true);
      expect(edited.body.data.scopes).toBe('信息安全管理体系：全部技术领域');
      const swap = await root.post('/api/tenant/auditingInstitution/save.json', {
        ...VALID_CB,
        tenantCode: saved.body.data.tenantCode,
        managerPhone: '13900003333',
      });
      expect(swap.body).toMatchObject({ success: false, errorCode: '12514' });
      // The two demo bodies and the one registered here.
      expect(await t.database.db.select().from(certBodies)).toHaveLength(3);
    });

    it('is root only: the sub-platform manager is refused', async () => {
      expect((await sub.get('/api/tenant/auditingInstitution/list.json')).body.errorCode).toBe('403');
    });
  });

  describe('user administration', () => {
    it('searches every account by phone, name, tenant and role, with memberships and never a hash', async () => {
      const byPhone = (await root.get<Page<ManagedAccount>>('/consulting/tenant/user/userListForUserManage', { phone: '13800000014' })).body;
      expect(byPhone.data.list).toEqual([
        expect.objectContaining({
          showName: '渠道执行顾问',
          status: 'active',
          hasPassword: true,
          memberships: [expect.objectContaining({ tenantCode: 'T-CH-ANHENG', roleCodes: ['channel-executor'] })],
        }),
      ]);
      expect(JSON.stringify(byPhone)).not.toMatch(/scrypt|passwordHash/);
      const byTenant = (
        await root.get<Page<ManagedAccount>>('/consulting/tenant/user/userListForUserManage', { tenant: '示例认证中心', pageSize: '50' })
      ).body;
      expect(byTenant.data.list.map((a) => a.phone).sort()).toEqual(['13800000031', '13800000032', '13800000033']);
      const byRole = (await root.get<Page<ManagedAccount>>('/consulting/tenant/user/userListForUserManage', { roleCode: 'subPlatformManager' })).body;
      expect(byRole.data.list.map((a) => a.phone)).toEqual(['13800000002']);
      const byName = (await root.get<Page<ManagedAccount>>('/consulting/tenant/user/userListForUserManage', { name: '晓敏' })).body;
      expect(byName.data.list.map((a) => a.phone)).toEqual(['13800000024']);
    });

    it('disabling ends the sessions at once and refuses password and SMS login; enabling lets them in again', async () => {
      const executor = t.client();
      expect((await executor.loginWithPassword(CHANNEL_EXECUTOR)).body.success).toBe(true);
      const accountId = (await executor.get<{ accountId: string }>('/user/getUserInfo')).body.data.accountId;

      const disabled = await root.post<ManagedAccount>('/api/platform/account/update.json', { accountId, action: 'disable' });
      expect(disabled.body.data.status).toBe('disabled');
      expect((await executor.get('/user/getUserInfo')).body.errorCode).toBe('10000');
      const byPassword = await t.client().loginWithPassword(CHANNEL_EXECUTOR);
      expect(byPassword.body).toMatchObject({ success: false, errorCode: '11009', errorMsg: '账号已停用，请联系管理员' });
      await expect(t.client().loginWithCode(CHANNEL_EXECUTOR)).resolves.toMatchObject({ body: { success: false, errorCode: '11009' } });
      const reset = await root.post('/api/platform/account/update.json', { accountId, action: 'resetPassword' });
      expect(reset.body).toMatchObject({ success: false, errorCode: '12522' });

      const enabled = await root.post<ManagedAccount>('/api/platform/account/update.json', { accountId, action: 'enable' });
      expect(enabled.body.data.status).toBe('active');
      expect((await t.client().loginWithPassword(CHANNEL_EXECUTOR)).body.success).toBe(true);
      const actions = (await audit()).slice(0, 2).map((entry) => entry.action);
      expect(actions).toEqual(['启用账号', '停用账号']);
    });

    it('resets a password: shown once, works, the old one does not, never in the log or the database in clear', async () => {
      const executor = t.client();
      await executor.loginWithPassword(CHANNEL_EXECUTOR);
      const accountId = (await executor.get<{ accountId: string }>('/user/getUserInfo')).body.data.accountId;
      const reset = await root.post<ManagedAccount & { newPassword: string }>('/api/platform/account/update.json', {
        accountId,
        action: 'resetPassword',
      });
      expect(reset.body.success, reset.body.errorMsg).toBe(true);
      const { newPassword } = reset.body.data;
      expect(newPassword).toMatch(/^.{14}$/);
      expect((await executor.get('/user/getUserInfo')).body.errorCode).toBe('10000');
      expect((await t.client().loginWithPassword(CHANNEL_EXECUTOR)).body.success).toBe(false);
      expect((await t.client().loginWithPassword(CHANNEL_EXECUTOR, newPassword)).body.success).toBe(true);
      const [row] = await t.database.db.select().from(accounts).where(eq(accounts.accountId, accountId));
      expect(row.passwordHash).not.toContain(newPassword);
      const entries = await audit();
      expect(entries[0]).toMatchObject({ area: 'accounts', action: '重置密码' });
      expect(JSON.stringify(entries)).not.toContain(newPassword);
      // The listing never carries it again.
      const listed = await root.get('/consulting/tenant/user/userListForUserManage', { phone: CHANNEL_EXECUTOR });
      expect(listed.text).not.toContain(newPassword);
    });

    it('refuses disabling oneself and unknown accounts', async () => {
      const self = (await root.get<{ accountId: string }>('/user/getUserInfo')).body.data.accountId;
      expect((await root.post('/api/platform/account/update.json', { accountId: self, action: 'disable' })).body.errorCode).toBe('12521');
      expect((await root.post('/api/platform/account/update.json', { accountId: 'A-NOPE', action: 'enable' })).body.errorCode).toBe('12520');
      const bad = await root.post('/api/platform/account/update.json', { accountId: self, action: 'delete' });
      expect(bad.body.errorMsg).toContain('action');
    });
  });
});
