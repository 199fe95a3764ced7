/**
 * Partners: the sub-channels a viewer may see (a channel tenant manager its own, the platform
 * manager and platform delivery all), whether an invite code may make a new channel a
 * sub-channel, and a new channel's application. Rules and refusals come from domain/partners/rules.ts.
 */
import type { ChannelApplication, InviteRel, SubChannelRow, partnerContracts as c } from '../../../domain/partners/contracts';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { SUB_CHANNEL_CUSTOMERS_MAX } from '../../../domain/partners/contracts';
import { ErrorCode } from '../../../domain/errors';
import {
  APPLICATION_INITIAL_STATE,
  canSeeSubChannelDetail,
  inviteRelRefusal,
  invitingMembership,
  licenceProblem,
  partnerScopeOf,
  type InviteRefusal,
} from '../../../domain/partners/rules';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { AuditLog } from '../auditLog';
import type { FileService } from '../files';
import type { AccountDirectory, IdentityAdmin, InviteHolder, PartnersDirectory, TenantRelations } from '../identity';
import type { ChannelProfiles } from '../tenantAdmin';
import type { TenantSpending } from '../wallet';
import type { PartnersRepository } from './repository';

export interface PartnersDeps {
  repos: Repositories<PartnersRepository>;
  directory: PartnersDirectory;
  accountDirectory: Pick<AccountDirectory, 'tenantsByCodes'>;
  identityAdmin: Pick<IdentityAdmin, 'tenantNameTaken'>;
  tenantRelations: TenantRelations;
  channelProfiles: ChannelProfiles;
  wallet: TenantSpending;
  fileService: Pick<FileService, 'store' | 'remove'>;
  auditLog: AuditLog;
  clock: Clock;
}

export function createPartnersService({
  repos,
  directory,
  accountDirectory,
  identityAdmin,
  tenantRelations,
  channelProfiles,
  wallet,
  fileService,
  auditLog,
  clock,
}: PartnersDeps) {
  /** The inviting channel of a code, or the refusal (read inside `tx` when given). */
  async function checkInvite(auth: RequestContext, inviteCode: string, tx?: DbOrTx) {
    const options = tx ? { tx } : undefined;
    const membershipCount = await directory.membershipCount(auth.account.accountId, options);
    const holder = await directory.inviteHolder(inviteCode, options);
    const refusal: InviteRefusal | null = inviteRelRefusal({ accountId: auth.account.accountId, membershipCount }, holder);
    if (refusal) throw new BusinessError(refusal);
    const inviter = holder as InviteHolder;
    const channel = invitingMembership(inviter) as InviteHolder['memberships'][number];
    return { inviter, channel };
  }

  /** Refusals an application can meet before anything is stored (checked again inside the transaction). */
  async function applicationRefusal(auth: RequestContext, body: ParsedBody<typeof c.addChannelInfo>, tx?: DbOrTx) {
    const options = tx ? { tx } : undefined;
    if ((await directory.membershipCount(auth.account.accountId, options)) > 0) throw new BusinessError(ErrorCode.APPLICANT_HAS_TENANT);
    const invite = body.inviteCode ? await checkInvite(auth, body.inviteCode, tx) : null;
    if (await identityAdmin.tenantNameTaken(body.companyName, undefined, options)) throw new BusinessError(ErrorCode.CHANNEL_NAME_TAKEN);
    const holder = await channelProfiles.channelWithCreditCode(body.creditCode, undefined, options);
    if (holder) throw new BusinessError(ErrorCode.CHANNEL_CREDIT_CODE_TAKEN);
    return invite;
  }

  return {
    async checkInviteRel(auth: RequestContext, inviteCode: string): Promise<InviteRel> {
      const { inviter, channel } = await checkInvite(auth, inviteCode);
      return { inviteCode, inviterName: inviter.showName, channelTenantCode: channel.tenantCode, channelName: channel.tenantZhName };
    },

    /**
     * A phone awaiting admission applies as a new channel: the licence is stored first (checked by
     * the files area), then in one transaction the channel tenant (submitted) with the applicant as
     * its manager, its company details and licence, the sub-channel relation to the inviting
     * channel and the audit entry. If the transaction fails, the stored licence is removed again.
     */
    async applyAsChannel(
      auth: RequestContext,
      body: ParsedBody<typeof c.addChannelInfo>,
      licence: UploadedFile | undefined,
    ): Promise<ChannelApplication> {
      const problem = licenceProblem(licence ? { name: licence.fileName, size: licence.size } : undefined);
      if (problem) throw new BusinessError(licence ? ErrorCode.LICENCE_TYPE : ErrorCode.LICENCE_MISSING, problem);
      await applicationRefusal(auth, body);
      const stored = await fileService.store({ file: licence, purpose: 'channelLicence', tenantCode: null, accountId: auth.account.accountId });
      const now = clock.now();
      try {
        return await repos.transaction(async (_repo, tx) => {
          await directory.lockAccount(auth.account.accountId, { tx });
          const invite = await applicationRefusal(auth, body, tx);
          const tenant = await directory.createSubmittedChannel({ tenantZhName: body.companyName, accountId: auth.account.accountId, now }, { tx });
          const profile = {
            companyName: body.companyName,
            creditCode: body.creditCode,
            contactName: body.contactName,
            contactPhone: body.contactPhone,
            region: body.region,
            address: body.address,
            remark: body.remark,
          };
          await channelProfiles.saveApplication(
            { tenantCode: tenant.tenantCode, ...profile, licenceObjectId: stored.objectId, updatedAt: now, updatedBy: auth.account.accountId },
            { tx },
          );
          if (invite) {
            await tenantRelations.link(
              {
                parentTenantCode: invite.channel.tenantCode,
                childTenantCode: tenant.tenantCode,
                kind: 'subChannel',
                inviteCode: body.inviteCode,
                createdBy: invite.inviter.accountId,
                createdAt: now,
              },
              { tx },
            );
          }
          await auditLog.record(
            { account: auth.account, tenant },
            {
              area: 'partners',
              action: '申请入驻渠道',
              targetType: 'tenant',
              targetId: tenant.tenantCode,
              targetName: tenant.tenantZhName,
              before: null,
              after: {
                approvalState: tenant.approvalState,
                ...profile,
                licence: stored.fileName,
                invitedBy: invite ? { channel: invite.channel.tenantZhName, inviter: invite.inviter.showName, inviteCode: body.inviteCode } : null,
              },
            },
            { tx },
          );
          return {
            tenantCode: tenant.tenantCode,
            tenantZhName: tenant.tenantZhName,
            approvalState: APPLICATION_INITIAL_STATE,
            parentTenantCode: invite?.channel.tenantCode ?? null,
            licenceObjectId: stored.objectId,
            submittedAt: now.toISOString(),
          };
        });
      } catch (error) {
        await fileService.remove(stored.objectId);
        throw error;
      }
    },

    async listSubChannels(auth: RequestContext, query: ParsedQuery<typeof c.subChannelList>) {
      const scope = partnerScopeOf(auth.userInfo, auth.tenant?.tenantCode ?? null);
      if (!scope) throw new BusinessError(ErrorCode.FORBIDDEN);
      const { rows, total } = await directory.pageSubChannels(
        {
          parentTenantCode: scope.kind === 'own' ? scope.parentTenantCode : undefined,
          keyword: query.keyword,
          parentKeyword: query.parentKeyword,
          approvalState: query.approvalState,
        },
        query,
      );
      const codes = rows.map((row) => row.childTenantCode);
      const detailVisible = canSeeSubChannelDetail(auth.userInfo);
      const [managers, customerRelations, spent] = await Promise.all([
        directory.channelManagers(codes),
        tenantRelations.childrenOf(codes, 'customer'),
        detailVisible ? wallet.spentByTenants(codes) : Promise.resolve(new Map<string, number>()),
      ]);
      const customersOf = new Map<string, typeof customerRelations>();
      for (const relation of customerRelations) {
        const list = customersOf.get(relation.parentTenantCode) ?? [];
        list.push(relation);
        customersOf.set(relation.parentTenantCode, list);
      }
      const shownCustomers = detailVisible ? [...customersOf.values()].flatMap((list) => list.slice(0, SUB_CHANNEL_CUSTOMERS_MAX)) : [];
      const customerNames = await accountDirectory.tenantsByCodes(shownCustomers.map((relation) => relation.childTenantCode));
      const list: SubChannelRow[] = rows.map((row) => {
        const manager = managers.get(row.childTenantCode);
        const customers = customersOf.get(row.childTenantCode) ?? [];
        return {
          tenantCode: row.childTenantCode,
          tenantZhName: row.childTenantZhName,
          approvalState: row.childApprovalState,
          parentTenantCode: row.parentTenantCode,
          parentTenantZhName: row.parentTenantZhName,
          managerName: manager?.showName ?? '',
          managerPhone: manager?.phone ?? '',
          joinedAt: row.createdAt.toISOString(),
          inviteCode: row.inviteCode,
          customerCount: customers.length,
          consumedPoints: detailVisible ? (spent.get(row.childTenantCode) ?? 0) : null,
          customers: detailVisible
            ? customers.slice(0, SUB_CHANNEL_CUSTOMERS_MAX).map((relation) => ({
                tenantCode: relation.childTenantCode,
                tenantZhName: customerNames.get(relation.childTenantCode)?.tenantZhName ?? relation.childTenantCode,
                relatedAt: relation.createdAt.toISOString(),
              }))
            : null,
        };
      });
      return { list, total, current: query.current, pageSize: query.pageSize, detailVisible };
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
