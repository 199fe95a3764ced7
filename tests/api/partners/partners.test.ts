/**
 * partners (issue 11 items 3–4) through the real app: a new phone (needAdmission) checks an invite
 * code and applies as a channel with its company data and licence; the new channel waits in
 * `submitted` (its manager is kept out) until the platform approves it, then the inviting channel
 * sees it as a sub-channel. Refusals (bad credit code, missing licence, bad invite codes, an
 * account that already belongs to a tenant) write nothing; the sub-channel list is isolated by
 * tenant and shows consumption and customers only with the permission point.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { ChannelApplication, InviteRel, SubChannelRow } from '../../../domain/partners/contracts';
import type { TenantAdminItem } from '../../../domain/tenantAdmin/contracts';
import { channelProfiles, files, memberships, tenantRelations, tenants, walletEntries, wallets } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES, type FilePart } from '../multipart';

const PLATFORM_MANAGER = '13800000001';
const SUB_PLATFORM_MANAGER = '13800000002';
const PLATFORM_DELIVERY = '13800000003';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_SUB_MANAGER = '13800000012';
const HENGXIN_MANAGER = '13800000016';
const CUSTOMER_PM = '13800000021';
const APPLY_URL = '/consulting/tenant/channel/addChannelInfo';
const LIST_URL = '/api/marketing/subChannel/list.json';
const CHECK_URL = '/api/marketing/subChannel/checkInviteRel';

type SubChannelPage = { list: SubChannelRow[]; total: number; current: number; pageSize: number; detailVisible: boolean };

const APPLICATION = {
  companyName: '宁海数安科技有限公司',
  creditCode: '91330106MA2YQ8J01R',
  contactName: '周申请',
  contactPhone: '13900005555',
  region: '浙江省杭州市西湖区',
  address: '杭州市西湖区文一西路 100 号',
  remark: '申请销售等保测评服务',
};
const LICENCE: FilePart = { field: 'licence', fileName: '营业执照.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' };

describe.each(DRIVERS)('partners (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;
  let anheng: TestClient;

  const countOf = async () => {
    const { db } = t.database;
    return {
      tenants: (await db.select().from(tenants)).length,
      memberships: (await db.select().from(memberships)).length,
      profiles: (await db.select().from(channelProfiles)).length,
      relations: (await db.select().from(tenantRelations)).length,
      files: (await db.select().from(files)).length,
    };
  };

  /** A phone logging in by SMS for the first time: an account awaiting admission, agreement accepted. */
  const newcomer = async (phone: string) => {
    const client = t.client();
    const login = await client.loginWithCode(phone);
    expect(login.body.data.needAdmission).toBe(true);
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
    return client;
  };

  const list = async (client: TestClient, query: Record<string, string> = {}) => (await client.get<SubChannelPage>(LIST_URL, query)).body;

  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    anheng = t.client();
    expect((await root.loginWithPassword(PLATFORM_MANAGER)).body.success).toBe(true);
    expect((await anheng.loginWithPassword(CHANNEL_MANAGER)).body.success).toBe(true);
  }, 120_000);
  afterAll(async () => t?.close());

  describe('sub-channel list', () => {
    it('shows 安衡咨询 its sub-channel 恒信安全服务 with manager, invite code, customers and consumption', async () => {
      // 恒信's manager spent points while working in 恒信 (a consume entry carries the tenant).
      const now = t.clock.now();
      await t.database.db.insert(wallets).values({ accountId: 'A-16', balance: 0, totalIn: 300, totalOut: 300, createdAt: now, updatedAt: now });
      await t.database.db.insert(walletEntries).values([
        {
          entryId: 'E-T-1',
          accountId: 'A-16',
          type: 'recharge',
          amount: 300,
          balanceAfter: 300,
          idempotencyKey: 'k1',
          tenantCode: 'T-CH-HENGXIN',
          createdAt: now,
        },
        {
          entryId: 'E-T-2',
          accountId: 'A-16',
          type: 'consume',
          amount: -120,
          balanceAfter: 180,
          idempotencyKey: 'k2',
          tenantCode: 'T-CH-HENGXIN',
          createdAt: now,
        },
        {
          entryId: 'E-T-3',
          accountId: 'A-16',
          type: 'consume',
          amount: -180,
          balanceAfter: 0,
          idempotencyKey: 'k3',
          tenantCode: 'T-CH-HENGXIN',
          createdAt: now,
        },
      ]);
      const page = await list(anheng);
      expect(page.success, page.errorMsg).toBe(true);
      expect(page.data.detailVisible).toBe(true);
      expect(page.data.total).toBe(1);
      expect(page.data.list[0]).toMatchObject({
        tenantCode: 'T-CH-HENGXIN',
        tenantZhName: '恒信安全服务有限公司',
        approvalState: 'success',
        parentTenantCode: 'T-CH-ANHENG',
        managerName: '恒信渠道管理员',
        managerPhone: HENGXIN_MANAGER,
        inviteCode: 'INV11DEMO',
        customerCount: 1,
        consumedPoints: 300,
        customers: [{ tenantCode: 'T-CU-HENGXIN-1', tenantZhName: '杭州云栖数据有限公司' }],
      });
      expect((await list(anheng, { keyword: '不存在的渠道' })).data.total).toBe(0);
      expect((await list(anheng, { approvalState: 'submitted' })).data.total).toBe(0);
    });

    it('isolates channels: 恒信 sees only its own (none), not 安衡’s partnerships', async () => {
      const hengxin = t.client();
      expect((await hengxin.loginWithPassword(HENGXIN_MANAGER)).body.success).toBe(true);
      const page = await list(hengxin, { parentKeyword: '安衡' });
      expect(page.success, page.errorMsg).toBe(true);
      expect(page.data.total).toBe(0);
    });

    it('shows the platform manager and platform delivery every partnership, without consumption details', async () => {
      const page = await list(root, { parentKeyword: '安衡' });
      expect(page.data.list.map((row) => row.tenantCode)).toEqual(['T-CH-HENGXIN']);
      expect(page.data.detailVisible).toBe(false);
      expect(page.data.list[0]).toMatchObject({ customerCount: 1, consumedPoints: null, customers: null });
      const delivery = t.client();
      expect((await delivery.loginWithPassword(PLATFORM_DELIVERY)).body.success).toBe(true);
      expect((await list(delivery)).data.total).toBe(1);
    });

    it('refuses the sub-manager, a customer and the sub-platform manager (403)', async () => {
      for (const phone of [CHANNEL_SUB_MANAGER, CUSTOMER_PM, SUB_PLATFORM_MANAGER]) {
        const client = t.client();
        expect((await client.loginWithPassword(phone)).body.success).toBe(true);
        expect((await list(client)).errorCode, phone).toBe('403');
      }
    });
  });

  describe('checkInviteRel', () => {
    it('tells a newcomer who invites, and refuses unknown codes, codes of non-managers and members', async () => {
      const client = await newcomer('13900001001');
      const ok = await client.get<InviteRel>(CHECK_URL, { inviteCode: 'inv11demo' });
      expect(ok.body.success, ok.body.errorMsg).toBe(true);
      expect(ok.body.data).toEqual({ inviteCode: 'INV11DEMO', inviterName: '渠道管理员', channelTenantCode: 'T-CH-ANHENG', channelName: '安衡咨询' });

      const cases: [string, string][] = [
        ['NOPE1234', '16210'],
        ['INV12DEMO', '16403'], // a sub-manager's code
        ['INV21DEMO', '16403'], // a customer PM's code
        ['INV15DEMO', '16404'], // the manager of a channel still under review
      ];
      for (const [code, errorCode] of cases) {
        const answer = await client.get(CHECK_URL, { inviteCode: code });
        expect(answer.body, code).toMatchObject({ success: false, errorCode });
      }
      expect((await client.get(CHECK_URL, { inviteCode: '邀请码' })).body.errorCode).toBe('400');
      // An account that belongs to a tenant cannot apply at all.
      expect((await anheng.get(CHECK_URL, { inviteCode: 'INV16DEMO' })).body).toMatchObject({ success: false, errorCode: '16410' });
    });
  });

  describe('the channel application', () => {
    it('refuses a bad credit code, a missing or wrong licence, a bad invite code and a member, writing nothing', async () => {
      const client = await newcomer('13900001002');
      const before = await countOf();
      const badCode = await postMultipart(client, APPLY_URL, { ...APPLICATION, creditCode: '91330106MA2YQ8J01X' }, [LICENCE]);
      expect(badCode.body).toMatchObject({ success: false, errorCode: '400' });
      expect(badCode.body.errorMsg).toContain('校验位');
      const noLicence = await postMultipart(client, APPLY_URL, APPLICATION, []);
      expect(noLicence.body).toMatchObject({ success: false, errorCode: '16412', errorMsg: '请上传营业执照' });
      const wrongType = await postMultipart(client, APPLY_URL, APPLICATION, [{ ...LICENCE, fileName: '执照.docx', content: SAMPLES.docx }]);
      expect(wrongType.body).toMatchObject({ success: false, errorCode: '16413' });
      const fakePdf = await postMultipart(client, APPLY_URL, APPLICATION, [{ ...LICENCE, content: SAMPLES.png }]);
      expect(fakePdf.body.success).toBe(false);
      const badInvite = await postMultipart(client, APPLY_URL, { ...APPLICATION, inviteCode: 'INV12DEMO' }, [LICENCE]);
      expect(badInvite.body).toMatchObject({ success: false, errorCode: '16403' });
      const sameName = await postMultipart(client, APPLY_URL, { ...APPLICATION, companyName: '安衡咨询' }, [LICENCE]);
      expect(sameName.body).toMatchObject({ success: false, errorCode: '16411' });
      const sameCode = await postMultipart(client, APPLY_URL, { ...APPLICATION, creditCode: '91330108MA2HXAQ01C' }, [LICENCE]);
      expect(sameCode.body).toMatchObject({ success: false, errorCode: '16414' });
      const member = await postMultipart(anheng, APPLY_URL, APPLICATION, [LICENCE]);
      expect(member.body).toMatchObject({ success: false, errorCode: '16410' });
      expect(await countOf()).toEqual(before);
    });

    it('creates a submitted channel; its manager waits until the platform approves; then 安衡 sees it as a sub-channel', async () => {
      const applicant = await newcomer('13900001003');
      const applied = await postMultipart<ChannelApplication>(applicant, APPLY_URL, { ...APPLICATION, inviteCode: 'inv11demo' }, [LICENCE]);
      expect(applied.body.success, applied.body.errorMsg).toBe(true);
      const { tenantCode, licenceObjectId } = applied.body.data;
      expect(applied.body.data).toMatchObject({ tenantZhName: APPLICATION.companyName, approvalState: 'submitted', parentTenantCode: 'T-CH-ANHENG' });

      // The applicant is now the manager of a channel under review: kept out of every flagged call.
      const info = await applicant.get<{
        needAdmission: boolean;
        tenantDTO: { type: string; approvalState: string };
        roleDTOs: { roleCode: string }[];
      }>('/user/getUserInfo');
      expect(info.body.data).toMatchObject({ needAdmission: false, tenantDTO: { type: 'channel', approvalState: 'submitted' } });
      expect(info.body.data.roleDTOs).toEqual([{ roleCode: 'channel-tenant-manager' }]);
      expect((await list(applicant)).errorCode).toBe('403');
      // A second application of the same account is refused.
      expect((await postMultipart(applicant, APPLY_URL, { ...APPLICATION, companyName: '另一家公司' }, [LICENCE])).body.errorCode).toBe('16410');

      // 安衡 sees the pending sub-channel already; the platform sees the application with its licence.
      const pending = await list(anheng, { approvalState: 'submitted' });
      expect(pending.data.list.map((row) => [row.tenantCode, row.managerPhone, row.inviteCode])).toEqual([[tenantCode, '13900001003', 'INV11DEMO']]);
      const review = (await root.get<{ list: TenantAdminItem[] }>('/api/platform/tenant/list.json', { type: 'channel', approvalState: 'submitted' }))
        .body.data.list;
      const item = review.find((row) => row.tenantCode === tenantCode);
      expect(item?.channelInfo).toMatchObject({ companyName: APPLICATION.companyName, creditCode: APPLICATION.creditCode, licenceObjectId });
      const download = await root.get('/consulting/file/download', { objectId: licenceObjectId });
      expect(download.status).toBe(200);
      expect(download.text.startsWith('%PDF')).toBe(true);
      // Another channel cannot read the licence.
      expect((await anheng.get('/consulting/file/download', { objectId: licenceObjectId })).status).toBe(404);

      const approved = await root.post<TenantAdminItem>('/consulting/tenant/channel/updateCustomApprovalState', {
        tenantCode,
        approvalState: 'success',
      });
      expect(approved.body.success, approved.body.errorMsg).toBe(true);
      const after = await applicant.get<{ tenantDTO: { approvalState: string } }>('/user/getUserInfo');
      expect(after.body.data.tenantDTO.approvalState).toBe('success');
      expect((await list(applicant)).success).toBe(true);

      const subs = await list(anheng);
      expect(subs.data.list.map((row) => [row.tenantZhName, row.approvalState])).toEqual(
        expect.arrayContaining([
          [APPLICATION.companyName, 'success'],
          ['恒信安全服务有限公司', 'success'],
        ]),
      );
      const audit = (await root.get<{ list: AuditEntry[] }>('/api/platform/auditLog/list.json', { pageSize: '50', area: 'partners' })).body.data.list;
      expect(audit[0]).toMatchObject({ area: 'partners', action: '申请入驻渠道', targetId: tenantCode, actorName: expect.any(String) });
      const [row] = await t.database.db.select().from(tenantRelations).where(eq(tenantRelations.childTenantCode, tenantCode));
      expect(row).toMatchObject({ parentTenantCode: 'T-CH-ANHENG', kind: 'subChannel', inviteCode: 'INV11DEMO', createdBy: 'A-11' });
    });

    it('applies without an inviter: a channel of its own, no relation', async () => {
      const applicant = await newcomer('13900001004');
      const applied = await postMultipart<ChannelApplication>(
        applicant,
        APPLY_URL,
        { ...APPLICATION, companyName: '独立申请科技有限公司', creditCode: '91440300MA5APPLY16' },
        [{ ...LICENCE, fileName: '执照.png', content: SAMPLES.png, contentType: 'image/png' }],
      );
      expect(applied.body.success, applied.body.errorMsg).toBe(true);
      expect(applied.body.data.parentTenantCode).toBeNull();
      const relations = await t.database.db.select().from(tenantRelations).where(eq(tenantRelations.childTenantCode, applied.body.data.tenantCode));
      expect(relations).toEqual([]);
    });
  });
});
