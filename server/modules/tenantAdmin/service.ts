/**
 * The platform's administration of tenants and accounts (issue 10, items 3–5): channel admission
 * and company details, page configuration and logos, certification bodies, and every account.
 * Identity's tables change only through `identityAdmin`; every change is recorded in the audit
 * log inside the same transaction.
 */
import type { CertBody, ManagedAccount, TenantAdminItem, tenantAdminContracts as c } from '../../../domain/tenantAdmin/contracts';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { ErrorCode } from '../../../domain/errors';
import type { AccountAction, ApprovalState, TenantType } from '../../../domain/enums';
import { CHANNEL_APPROVAL_MACHINE, reviewActionOf, formatHTab, isLogoFileName, LOGO_MAX_BYTES, logoUrlOf } from '../../../domain/tenantAdmin/rules';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { CertBodyRow, ChannelProfileRow, ChannelReviewRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { AuditLog } from '../auditLog';
import type { FileService } from '../files';
import type { AccountWithMemberships, IdentityAdmin, TenantWithCount } from '../identity';
import type { TenantAdminRepository } from './repository';

export interface TenantAdminDeps {
  repos: Repositories<TenantAdminRepository>;
  identityAdmin: IdentityAdmin;
  auditLog: AuditLog;
  fileService: FileService;
  clock: Clock;
}

/** The page configuration as the audit log shows it. */
const pageConfigOf = (t: { tenantZhName: string; tenantEnName: string; logoIconUrl: string; hTab: string }) => ({
  tenantZhName: t.tenantZhName,
  tenantEnName: t.tenantEnName,
  logoIconUrl: t.logoIconUrl,
  hTab: t.hTab,
});

const profileOf = (row: ChannelProfileRow) => ({
  companyName: row.companyName,
  creditCode: row.creditCode,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  region: row.region,
  regionCode: row.regionCode,
  address: row.address,
  remark: row.remark,
  licenceObjectId: row.licenceObjectId,
});

function toItem(tenant: TenantWithCount, profile: ChannelProfileRow | undefined, review: ChannelReviewRow | undefined): TenantAdminItem {
  return {
    tenantCode: tenant.tenantCode,
    type: tenant.type,
    approvalState: tenant.approvalState,
    tenantZhName: tenant.tenantZhName,
    tenantEnName: tenant.tenantEnName,
    logoIconUrl: tenant.logoIconUrl,
    hTab: tenant.hTab,
    memberCount: tenant.memberCount,
    createdAt: tenant.createdAt.toISOString(),
    channelInfo: profile ? profileOf(profile) : null,
    lastReview: review
      ? { approvalState: review.approvalState, reason: review.reason, reviewerName: review.reviewerName, reviewedAt: review.reviewedAt.toISOString() }
      : null,
  };
}

/** An account as the platform sees it: never its password or hash. */
export function toManagedAccount(account: AccountWithMemberships): ManagedAccount {
  return {
    accountId: account.accountId,
    showName: account.showName,
    phone: account.phone,
    status: account.status,
    hasPassword: !!account.passwordHash,
    accountBelongToPlatformType: account.accountBelongToPlatformType,
    memberships: account.memberships.map(({ membership, tenant }) => ({
      tenantCode: tenant.tenantCode,
      tenantZhName: tenant.tenantZhName,
      tenantType: tenant.type,
      roleCodes: membership.roles,
      status: membership.status,
    })),
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

const ACCOUNT_ACTION_LABEL: Record<AccountAction, string> = { disable: '停用账号', enable: '启用账号', resetPassword: '重置密码' };

export function createTenantAdminService({ repos, identityAdmin, auditLog, fileService, clock }: TenantAdminDeps) {
  async function itemOf(tenantCode: string, repo: TenantAdminRepository = repos.repo): Promise<TenantAdminItem> {
    const tenant = await identityAdmin.findTenant(tenantCode);
    if (!tenant) throw new BusinessError(ErrorCode.TENANT_NOT_FOUND);
    const [profile] = await repo.profilesOf([tenantCode]);
    const [review] = await repo.latestReviewsOf([tenantCode]);
    return toItem(tenant, profile, review);
  }

  async function certBodiesOf(rows: CertBodyRow[]): Promise<CertBody[]> {
    const tenants = new Map((await identityAdmin.tenantsByCodes(rows.map((row) => row.tenantCode))).map((t) => [t.tenantCode, t]));
    const managers = new Map((await identityAdmin.accountsByIds(rows.map((row) => row.managerAccountId))).map((a) => [a.accountId, a]));
    return rows.map((row) => {
      const tenant = tenants.get(row.tenantCode);
      const manager = managers.get(row.managerAccountId);
      return {
        tenantCode: row.tenantCode,
        name: tenant?.tenantZhName ?? '',
        enName: tenant?.tenantEnName ?? '',
        cnasNo: row.cnasNo,
        creditCode: row.creditCode,
        standards: row.standards as CertBody['standards'],
        scopes: row.scopes,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        address: row.address,
        managerName: manager?.showName ?? '',
        managerPhone: manager?.phone ?? '',
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function requireChannel(tenantCode: string, tx: Parameters<IdentityAdmin['findTenant']>[1]) {
    const tenant = await identityAdmin.findTenant(tenantCode, tx);
    if (!tenant) throw new BusinessError(ErrorCode.TENANT_NOT_FOUND);
    if (tenant.type !== 'channel') throw new BusinessError(ErrorCode.NOT_A_CHANNEL);
    return tenant;
  }

  return {
    // ---- tenants and channels ---------------------------------------------------------------
    async listTenants(query: ParsedQuery<typeof c.tenantAdminList>) {
      const alsoCodes = query.keyword ? await repos.repo.profileCodesMatching(query.keyword) : [];
      const { rows, total } = await identityAdmin.pageTenants(
        {
          type: query.type as TenantType | undefined,
          approvalState: query.approvalState as ApprovalState | undefined,
          keyword: query.keyword,
          alsoCodes,
        },
        query,
      );
      const codes = rows.map((row) => row.tenantCode);
      const profiles = new Map((await repos.repo.profilesOf(codes)).map((p) => [p.tenantCode, p]));
      const reviews = new Map((await repos.repo.latestReviewsOf(codes)).map((r) => [r.tenantCode, r]));
      return {
        list: rows.map((row) => toItem(row, profiles.get(row.tenantCode), reviews.get(row.tenantCode))),
        total,
        current: query.current,
        pageSize: query.pageSize,
      };
    },

    /** Approve or reject a channel's application: a move of CHANNEL_APPROVAL_MACHINE, recorded with its reason. */
    async review(auth: RequestContext, body: ParsedBody<typeof c.updateCustomApprovalState>): Promise<TenantAdminItem> {
      await repos.transaction(async (repo, tx) => {
        const tenant = await requireChannel(body.tenantCode, { tx, lock: true });
        const refusal = CHANNEL_APPROVAL_MACHINE.refusal(tenant.approvalState, reviewActionOf(body.approvalState), auth.userInfo);
        if (refusal) throw new BusinessError(ErrorCode.APPROVAL_REFUSED, refusal);
        if (body.approvalState === 'success' && !(await repo.profile(tenant.tenantCode))) {
          throw new BusinessError(ErrorCode.CHANNEL_INFO_INVALID, '请先填写该渠道的企业信息（企业名称、统一社会信用代码、联系人等）再审核通过');
        }
        await identityAdmin.setApprovalState(tenant.tenantCode, body.approvalState, { tx });
        const reason = body.approvalState === 'rejected' ? body.reason : body.reason || '';
        await repo.insertReview({
          tenantCode: tenant.tenantCode,
          fromState: tenant.approvalState,
          approvalState: body.approvalState,
          reason,
          reviewerAccountId: auth.account.accountId,
          reviewerName: auth.account.showName,
          reviewedAt: clock.now(),
        });
        await auditLog.record(
          auth,
          {
            area: 'channels',
            action: body.approvalState === 'success' ? '审核通过' : '驳回入驻申请',
            targetType: 'tenant',
            targetId: tenant.tenantCode,
            targetName: tenant.tenantZhName,
            before: { approvalState: tenant.approvalState },
            after: { approvalState: body.approvalState, reason },
          },
          { tx },
        );
      });
      return itemOf(body.tenantCode);
    },

    async saveChannelInfo(auth: RequestContext, body: ParsedBody<typeof c.saveChannelInfo>): Promise<TenantAdminItem> {
      await repos.transaction(async (repo, tx) => {
        const tenant = await requireChannel(body.tenantCode, { tx, lock: true });
        const before = await repo.profile(tenant.tenantCode);
        const { tenantCode, ...values } = body;
        const after = await repo.upsertProfile({ tenantCode, ...values, updatedAt: clock.now(), updatedBy: auth.account.accountId });
        await auditLog.record(
          auth,
          {
            area: 'channels',
            action: before ? '修改渠道信息' : '填写渠道信息',
            targetType: 'tenant',
            targetId: tenant.tenantCode,
            targetName: tenant.tenantZhName,
            before: before ? profileOf(before) : null,
            after: profileOf(after),
          },
          { tx },
        );
      });
      return itemOf(body.tenantCode);
    },

    async savePageConfig(auth: RequestContext, body: ParsedBody<typeof c.savePageConfig>): Promise<TenantAdminItem> {
      const objectId = body.logoIconUrl ? new URLSearchParams(body.logoIconUrl.split('?')[1]).get('objectId') : null;
      if (objectId) {
        // The platform administers every tenant: the logo must be a file stored for this tenant.
        const file = await fileService.findOwn({ tenantCode: body.tenantCode }, objectId);
        if (!file || !isLogoFileName(file.fileName))
          throw new BusinessError(ErrorCode.LOGO_NOT_IMAGE, '机构标志（logoIconUrl）须为为该机构上传的 PNG、JPG 或 GIF 图片');
      }
      await repos.transaction(async (_repo, tx) => {
        const tenant = await identityAdmin.findTenant(body.tenantCode, { tx, lock: true });
        if (!tenant) throw new BusinessError(ErrorCode.TENANT_NOT_FOUND);
        if (await identityAdmin.tenantNameTaken(body.tenantZhName, tenant.tenantCode, { tx }))
          throw new BusinessError(ErrorCode.CERT_BODY_NAME_TAKEN, '已有同名的机构，请核对机构中文名称（tenantZhName）');
        const values = {
          tenantZhName: body.tenantZhName,
          tenantEnName: body.tenantEnName,
          logoIconUrl: body.logoIconUrl,
          hTab: formatHTab(body.hTab),
        };
        await identityAdmin.updatePageConfig(tenant.tenantCode, values, { tx });
        await auditLog.record(
          auth,
          {
            area: 'tenantConfig',
            action: '修改页面配置',
            targetType: 'tenant',
            targetId: tenant.tenantCode,
            targetName: body.tenantZhName,
            before: pageConfigOf(tenant),
            after: values,
          },
          { tx },
        );
      });
      return itemOf(body.tenantCode);
    },

    /** Stores a logo as a file of the tenant (its members may then load it) and returns its link. */
    async uploadLogo(auth: RequestContext, tenantCode: string, file: UploadedFile | undefined) {
      const tenant = await identityAdmin.findTenant(tenantCode);
      if (!tenant) throw new BusinessError(ErrorCode.TENANT_NOT_FOUND);
      if (file && (!isLogoFileName(file.fileName) || file.size > LOGO_MAX_BYTES)) {
        throw new BusinessError(ErrorCode.LOGO_NOT_IMAGE, '机构标志须为不超过 2 MB 的 PNG、JPG 或 GIF 图片');
      }
      const stored = await fileService.store({ file, purpose: 'general', tenantCode: tenant.tenantCode, accountId: auth.account.accountId });
      return { objectId: stored.objectId, logoIconUrl: logoUrlOf(stored.objectId) };
    },

    // ---- certification bodies ---------------------------------------------------------------
    async listCertBodies(query: ParsedQuery<typeof c.certBodyList>) {
      const alsoCodes = query.keyword
        ? (await identityAdmin.pageTenants({ type: 'cb', keyword: query.keyword }, { current: 1, pageSize: 200 })).rows.map((t) => t.tenantCode)
        : [];
      const { rows, total } = await repos.repo.pageCertBodies({ keyword: query.keyword, alsoCodes }, query);
      return { list: await certBodiesOf(rows), total, current: query.current, pageSize: query.pageSize };
    },

    /**
     * Registers a certification body — a `cb` tenant, its manager account (cb-tenant-manager) and
     * its accreditation — in one transaction, then texts the manager a login code; or edits one.
     */
    async saveCertBody(auth: RequestContext, body: ParsedBody<typeof c.certBodySave>, ip: string) {
      const now = clock.now();
      const details = {
        cnasNo: body.cnasNo,
        creditCode: body.creditCode,
        standards: body.standards,
        scopes: body.scopes,
        contactName: body.contactName,
        contactPhone: body.contactPhone,
        address: body.address,
      };
      const tenantCode = await repos.transaction(async (repo, tx) => {
        if (await repo.certBodyWithCnas(body.cnasNo, body.tenantCode)) throw new BusinessError(ErrorCode.CNAS_NO_TAKEN);
        if (await identityAdmin.tenantNameTaken(body.name, body.tenantCode, { tx })) throw new BusinessError(ErrorCode.CERT_BODY_NAME_TAKEN);
        if (!body.tenantCode) {
          const { tenant, manager } = await identityAdmin.createTenantWithManager(
            {
              type: 'cb',
              tenantZhName: body.name,
              tenantEnName: body.enName,
              manager: { phone: body.managerPhone, showName: body.managerName, role: 'cb-tenant-manager' },
            },
            { tx },
          );
          const row = await repo.insertCertBody({
            tenantCode: tenant.tenantCode,
            ...details,
            managerAccountId: manager.accountId,
            createdAt: now,
            updatedAt: now,
          });
          await auditLog.record(
            auth,
            {
              area: 'certBodies',
              action: '登记认证机构',
              targetType: 'tenant',
              targetId: tenant.tenantCode,
              targetName: body.name,
              before: null,
              after: { name: body.name, enName: body.enName, ...details, managerName: manager.showName, managerPhone: manager.phone },
            },
            { tx },
          );
          return row.tenantCode;
        }
        const existing = await repo.certBody(body.tenantCode);
        const tenant = existing && (await identityAdmin.findTenant(body.tenantCode, { tx, lock: true }));
        if (!existing || !tenant) throw new BusinessError(ErrorCode.CERT_BODY_NOT_FOUND);
        const [manager] = await identityAdmin.accountsByIds([existing.managerAccountId], { tx });
        if (manager && manager.phone !== body.managerPhone) throw new BusinessError(ErrorCode.MANAGER_CHANGE_UNSUPPORTED);
        await identityAdmin.updatePageConfig(tenant.tenantCode, { tenantZhName: body.name, tenantEnName: body.enName }, { tx });
        await repo.updateCertBody(tenant.tenantCode, { ...details, updatedAt: now });
        const { tenantCode: _code, managerAccountId: _manager, createdAt: _created, updatedAt: _updated, ...previous } = existing;
        await auditLog.record(
          auth,
          {
            area: 'certBodies',
            action: '修改认证机构',
            targetType: 'tenant',
            targetId: tenant.tenantCode,
            targetName: body.name,
            before: { name: tenant.tenantZhName, enName: tenant.tenantEnName, ...previous },
            after: { name: body.name, enName: body.enName, ...details },
          },
          { tx },
        );
        return tenant.tenantCode;
      });
      // After the commit: the manager learns of the account by a login code (the registration stands if the SMS fails).
      const smsSent = body.tenantCode ? false : await identityAdmin.sendLoginCode(body.managerPhone, ip);
      const row = await repos.repo.certBody(tenantCode);
      const [item] = await certBodiesOf(row ? [row] : []);
      return { ...item, smsSent };
    },

    // ---- accounts ---------------------------------------------------------------------------
    async listAccounts(query: ParsedQuery<typeof c.userListForUserManage>) {
      const { rows, total } = await identityAdmin.pageAccounts(
        { phone: query.phone, name: query.name, tenant: query.tenant, roleCode: query.roleCode, status: query.status },
        query,
      );
      return { list: rows.map(toManagedAccount), total, current: query.current, pageSize: query.pageSize };
    },

    /** Disable (sessions end at once), enable, or reset the password (returned once, never stored or logged in clear). */
    async updateAccount(auth: RequestContext, body: ParsedBody<typeof c.accountUpdate>): Promise<ManagedAccount & { newPassword?: string }> {
      if (body.action === 'disable' && body.accountId === auth.account.accountId) throw new BusinessError(ErrorCode.CANNOT_CHANGE_SELF);
      return repos.transaction(async (_repo, tx) => {
        const before = await identityAdmin.findAccount(body.accountId, { tx });
        if (!before) throw new BusinessError(ErrorCode.ACCOUNT_NOT_FOUND);
        let after: AccountWithMemberships;
        let newPassword: string | undefined;
        if (body.action === 'resetPassword') {
          if (before.status === 'disabled') throw new BusinessError(ErrorCode.ACCOUNT_DISABLED_NO_RESET);
          const reset = await identityAdmin.resetPassword(body.accountId, { tx });
          after = reset.account;
          newPassword = reset.password;
        } else {
          after = await identityAdmin.setAccountStatus(body.accountId, body.action === 'disable' ? 'disabled' : 'active', { tx });
        }
        await auditLog.record(
          auth,
          {
            area: 'accounts',
            action: ACCOUNT_ACTION_LABEL[body.action],
            targetType: 'account',
            targetId: before.accountId,
            targetName: `${before.showName}${before.phone ? `（${before.phone}）` : ''}`,
            before: { status: before.status },
            after: body.action === 'resetPassword' ? { status: after.status, credentialReset: true, sessionsEnded: true } : { status: after.status },
          },
          { tx },
        );
        return newPassword === undefined ? toManagedAccount(after) : { ...toManagedAccount(after), newPassword };
      });
    },
  };
}

export type TenantAdminService = ReturnType<typeof createTenantAdminService>;
