/**
 * The assessor register of a certification body (issue 29 item 1): the list, one assessor,
 * saving (rules of domain/assessors/rules.ts, then the checks that need the database: region
 * dictionary, the linked account, phone and account unique in the body, the registration number
 * unique across every body), deleting, the accounts an assessor may be linked to, and the
 * directory other modules read (app.assessors). Who sees what: `assessorVisibility` (domain).
 */
import type { AssessorItem, assessorContracts as c } from '../../../domain/assessors/contracts';
import { assessorProblems, assessorVisibility, hasExpiredRegistration, onLeave, registrationStatus } from '../../../domain/assessors/rules';
import type { AssessorVisibility } from '../../../domain/assessors/rules';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { ErrorCode } from '../../../domain/errors';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { AssessorRegistrationRow, AssessorRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { DictionaryNames } from '../dictionaries';
import type { AccountDirectory, PersonnelAdmin } from '../identity';
import type { AssessorDirectory, AssessorFacts } from './facts';
import { liveReads, type RegisterReads } from './registerReads';
import type { AssessorsRepository, AssessorValues, BodiesScope, RegistrationValues } from './repository';

export interface AssessorsDeps {
  repos: Repositories<AssessorsRepository>;
  accountDirectory: Pick<AccountDirectory, 'accountNames' | 'tenantNames' | 'listTenants'>;
  personnelAdmin: Pick<PersonnelAdmin, 'findMember' | 'pageMembers'>;
  dictionaryNames: Pick<DictionaryNames, 'regionPath'>;
  clock: Clock;
}

/** What an assessor record holds once checked, ready to be written. */
export interface CheckedAssessor {
  values: Omit<AssessorValues, 'updatedAt' | 'updatedBy'>;
  registrations: RegistrationValues[];
}

/** An input the save and the import share. */
export interface AssessorDraft {
  name: string;
  phone: string;
  accountId: string | null;
  regionCode: string;
  teamLeader: boolean;
  expert: boolean;
  maxDaysPerMonth: number;
  technicalAreas: string[];
  registrations: { field: RegistrationValues['field']; grade: RegistrationValues['grade']; regNo: string; validUntil: string }[];
  conflicts: { clientTenantCode: string; clientName: string; reason: string; until: string }[];
  leaves: { from: string; to: string; reason: string }[];
}

/** What other modules answered for a check (read before the transaction). */
export interface Lookups {
  /** Accounts that are active auditor members of the body; undefined: accounts are not checked (an import keeps the existing link). */
  auditors: Set<string> | undefined;
  clients: Map<string, { tenantZhName: string; type: string }>;
}

interface Caller {
  auth: RequestContext;
  visibility: AssessorVisibility;
  own: string | null;
}

const keyOf = (row: Pick<AssessorRow, 'tenantCode' | 'assessorCode'>) => `${row.tenantCode}\u0000${row.assessorCode}`;

export function newAssessorCode(): string {
  return `AS-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

export function createAssessorsService({ repos, accountDirectory, personnelAdmin, dictionaryNames, clock }: AssessorsDeps) {
  const today = () => chinaDay(clock.now());

  function callerOf(auth: RequestContext): Caller {
    return { auth, visibility: assessorVisibility(auth.userInfo), own: auth.tenant?.tenantCode ?? null };
  }

  /** The body whose register the caller writes: their own, as its manager or scheduler. */
  function plannerBody(caller: Caller): string {
    if (caller.visibility.kind !== 'planner' || !caller.own) throw new BusinessError(ErrorCode.ASSESSOR_BODY_ONLY);
    return caller.own;
  }

  /** What a read covers: the caller's body, or (delivery) every body or the one asked for. */
  function scopeOf(caller: Caller, bodyTenantCode: string | undefined): BodiesScope {
    if (caller.visibility.kind === 'all') return bodyTenantCode ? { all: false, body: bodyTenantCode } : { all: true };
    if ((caller.visibility.kind === 'planner' || caller.visibility.kind === 'own') && caller.own) return { all: false, body: caller.own };
    return { all: false, body: '\u0000none' };
  }

  /** An auditor's own record code in their body (undefined when the body has none for the account). */
  async function ownCode(caller: Caller): Promise<string | undefined> {
    if (!caller.own) return undefined;
    return (await repos.repo.forBody(caller.own).byAccount(caller.auth.account.accountId))?.assessorCode;
  }

  async function itemsOf(caller: Caller, rows: AssessorRow[]): Promise<AssessorItem[]> {
    const day = today();
    const [registrations, bodies, accounts] = await Promise.all([
      repos.repo.registrationsOf(rows),
      accountDirectory.tenantNames(rows.map((row) => row.tenantCode)),
      accountDirectory.accountNames(rows.flatMap((row) => (row.accountId ? [row.accountId] : []))),
    ]);
    return rows.map((row) => {
      const regs = registrations.get(keyOf(row)) ?? [];
      return {
        assessorCode: row.assessorCode,
        bodyTenantCode: row.tenantCode,
        bodyName: bodies.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
        name: row.name,
        phone: row.phone,
        accountId: row.accountId,
        accountName: row.accountId ? (accounts.get(row.accountId)?.showName ?? null) : null,
        regionCode: row.regionCode,
        regionName: row.regionName,
        teamLeader: row.teamLeader,
        expert: row.expert,
        maxDaysPerMonth: row.maxDaysPerMonth,
        registrations: regs.map((r) => ({
          field: r.field,
          grade: r.grade,
          regNo: r.regNo,
          validUntil: r.validUntil,
          status: registrationStatus(r, day),
        })),
        technicalAreas: row.technicalAreas,
        conflicts: row.conflicts,
        leaves: row.leaves,
        expired: hasExpiredRegistration(regs, day),
        onLeaveToday: onLeave(row.leaves, day),
        editable: caller.visibility.kind === 'planner' && caller.own === row.tenantCode,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  function factsOf(row: AssessorRow, regs: readonly AssessorRegistrationRow[]): AssessorFacts {
    return {
      assessorCode: row.assessorCode,
      bodyTenantCode: row.tenantCode,
      name: row.name,
      phone: row.phone,
      accountId: row.accountId,
      regionCode: row.regionCode,
      regionName: row.regionName,
      teamLeader: row.teamLeader,
      expert: row.expert,
      maxDaysPerMonth: row.maxDaysPerMonth,
      registrations: regs.map((r) => ({ field: r.field, grade: r.grade, regNo: r.regNo, validUntil: r.validUntil })),
      technicalAreas: [...row.technicalAreas],
      conflicts: row.conflicts.map((conflict) => ({ ...conflict })),
      leaves: row.leaves.map((leave) => ({ ...leave })),
    };
  }

  async function factsOfRows(rows: AssessorRow[]): Promise<AssessorFacts[]> {
    const registrations = await repos.repo.registrationsOf(rows);
    return rows.map((row) => factsOf(row, registrations.get(keyOf(row)) ?? []));
  }

  /**
   * What a check needs from other modules, read BEFORE the transaction opens (their services use
   * their own connection: inside our transaction PGlite's single connection would wait forever):
   * whether each linked account is an active auditor member of the body, and the names of the
   * platform clients conflicts name.
   */
  async function lookups(body: string, drafts: readonly AssessorDraft[], options: { accounts: boolean }): Promise<Lookups> {
    const auditors = new Set<string>();
    if (options.accounts) {
      for (const accountId of new Set(drafts.flatMap((draft) => (draft.accountId ? [draft.accountId] : [])))) {
        const member = await personnelAdmin.findMember(body, accountId);
        if (member?.membership.status === 'active' && member.membership.roles.includes('cb-tenant-audit')) auditors.add(accountId);
      }
    }
    const clients = await accountDirectory.tenantNames([
      ...new Set(drafts.flatMap((draft) => draft.conflicts.flatMap((conflict) => (conflict.clientTenantCode ? [conflict.clientTenantCode] : [])))),
    ]);
    return { auditors: options.accounts ? auditors : undefined, clients };
  }

  /**
   * Checks a draft of the body's register against the rules and what the database knows, and
   * answers the values to write. `assessorCode`: the record being edited (undefined for a new one).
   * Throws the first problem with its Chinese message.
   */
  async function check(
    reads: RegisterReads,
    body: string,
    draft: AssessorDraft,
    assessorCode: string | undefined,
    known: Lookups,
  ): Promise<CheckedAssessor> {
    const [problem] = assessorProblems(draft);
    if (problem) throw new BusinessError(ErrorCode.ASSESSOR_INVALID, problem.message);
    const region = dictionaryNames.regionPath(draft.regionCode);
    if (!region) throw new BusinessError(ErrorCode.ASSESSOR_REGION_UNKNOWN);
    const samePhone = await reads.byPhone(draft.phone);
    if (samePhone && samePhone.assessorCode !== assessorCode) {
      throw new BusinessError(ErrorCode.ASSESSOR_PHONE_TAKEN, `本机构已有使用手机号 ${draft.phone} 的审核员（${samePhone.name}）`);
    }
    if (draft.accountId) {
      if (known.auditors && !known.auditors.has(draft.accountId)) throw new BusinessError(ErrorCode.ASSESSOR_ACCOUNT_INVALID);
      const linked = await reads.byAccount(draft.accountId);
      if (linked && linked.assessorCode !== assessorCode) {
        throw new BusinessError(ErrorCode.ASSESSOR_ACCOUNT_TAKEN, `该账号已关联本机构的审核员 ${linked.name}，一个账号只能对应一份审核员档案`);
      }
    }
    const registrations = draft.registrations.map((r) => ({ ...r, regNo: r.regNo.toUpperCase() }));
    for (const holder of await reads.holders(registrations.map((r) => r.regNo))) {
      if (holder.tenantCode !== body) {
        throw new BusinessError(
          ErrorCode.ASSESSOR_REG_NO_OTHER_BODY,
          `注册证书号 ${holder.regNo}：该注册证书号已在其他认证机构登记，审核员不得同时在两家以上认证机构执业`,
        );
      }
      if (holder.assessorCode !== assessorCode) {
        throw new BusinessError(ErrorCode.ASSESSOR_REG_NO_TAKEN, `注册证书号 ${holder.regNo} 已登记在本机构的其他审核员名下`);
      }
    }
    const conflicts = draft.conflicts.map((conflict, index) => {
      if (!conflict.clientTenantCode) {
        return {
          clientKey: `name:${conflict.clientName.trim()}`,
          clientName: conflict.clientName.trim(),
          reason: conflict.reason,
          until: conflict.until,
        };
      }
      const client = known.clients.get(conflict.clientTenantCode);
      if (client?.type !== 'customer') {
        throw new BusinessError(
          ErrorCode.ASSESSOR_INVALID,
          `利益冲突（conflicts）第 ${index + 1} 行：客户机构 ${conflict.clientTenantCode} 不存在，请选择平台上的客户或直接填写客户名称`,
        );
      }
      return { clientKey: conflict.clientTenantCode, clientName: client.tenantZhName, reason: conflict.reason, until: conflict.until };
    });
    return {
      values: {
        name: draft.name,
        phone: draft.phone,
        accountId: draft.accountId || null,
        regionCode: draft.regionCode,
        regionName: region.join(' / '),
        teamLeader: draft.teamLeader,
        expert: draft.expert,
        maxDaysPerMonth: draft.maxDaysPerMonth,
        technicalAreas: [...new Set(draft.technicalAreas)].sort(),
        conflicts,
        leaves: [...draft.leaves].sort((a, b) => a.from.localeCompare(b.from)),
      },
      registrations,
    };
  }

  /** Writes a checked record: a new one, or the edit of `existing` at `version`. */
  async function write(
    repo: AssessorsRepository,
    body: string,
    actor: string,
    checked: CheckedAssessor,
    existing: { assessorCode: string; version: number } | undefined,
  ): Promise<AssessorRow> {
    const now = clock.now();
    const mine = repo.forBody(body);
    let row: AssessorRow | undefined;
    if (existing) {
      row = await mine.update(existing.assessorCode, existing.version, { ...checked.values, updatedAt: now, updatedBy: actor });
      if (!row) throw new BusinessError(ErrorCode.ASSESSOR_VERSION_CONFLICT);
    } else {
      row = await mine.insert(newAssessorCode(), { ...checked.values, createdAt: now, createdBy: actor, updatedAt: now, updatedBy: actor });
    }
    await mine.replaceRegistrations(row.assessorCode, checked.registrations);
    return row;
  }

  /** A unique index answered first (two saves at once): the same refusal as the check's. */
  function uniqueRefusal(error: unknown): never {
    if (!isUniqueViolation(error)) throw error;
    const text = String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message ?? '');
    if (text.includes('reg_no')) throw new BusinessError(ErrorCode.ASSESSOR_REG_NO_OTHER_BODY);
    if (text.includes('account')) throw new BusinessError(ErrorCode.ASSESSOR_ACCOUNT_TAKEN);
    throw new BusinessError(ErrorCode.ASSESSOR_PHONE_TAKEN);
  }

  const directory: AssessorDirectory = {
    async forBody(bodyTenantCode) {
      return factsOfRows(await repos.repo.forBody(bodyTenantCode).all());
    },
    async byCodes(bodyTenantCode, codes) {
      const facts = await factsOfRows(await repos.repo.forBody(bodyTenantCode).byCodes(codes));
      return new Map(facts.map((fact) => [fact.assessorCode, fact]));
    },
    async ofAccount(bodyTenantCode, accountId) {
      const row = await repos.repo.forBody(bodyTenantCode).byAccount(accountId);
      return row ? (await factsOfRows([row]))[0] : undefined;
    },
  };

  return {
    directory,
    check,
    lookups,
    write,
    uniqueRefusal,
    callerOf,
    plannerBody,
    factsOfRows,

    async list(auth: RequestContext, query: ParsedQuery<typeof c.assessorList>) {
      const caller = callerOf(auth);
      const empty = { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      let assessorCode: string | undefined;
      if (caller.visibility.kind === 'own') {
        assessorCode = await ownCode(caller);
        if (!assessorCode) return empty;
      }
      const { rows, total } = await repos.repo.forBodies(scopeOf(caller, query.bodyTenantCode)).page(
        {
          keyword: query.keyword,
          field: query.field,
          grade: query.grade,
          teamLeader: query.teamLeader,
          expiredOn: query.expiredOnly ? today() : undefined,
          assessorCode,
        },
        query,
      );
      return { list: await itemsOf(caller, rows), total, current: query.current, pageSize: query.pageSize };
    },

    async detail(auth: RequestContext, query: ParsedQuery<typeof c.assessorDetail>) {
      const caller = callerOf(auth);
      if (caller.visibility.kind === 'own' && (await ownCode(caller)) !== query.assessorCode)
        throw new BusinessError(ErrorCode.ASSESSOR_OWN_RECORD_ONLY);
      const row = await repos.repo.forBodies(scopeOf(caller, query.bodyTenantCode)).one(query.assessorCode);
      if (!row) throw new BusinessError(ErrorCode.ASSESSOR_NOT_FOUND);
      return (await itemsOf(caller, [row]))[0];
    },

    async save(auth: RequestContext, body: ParsedBody<typeof c.assessorSave>) {
      const caller = callerOf(auth);
      const own = plannerBody(caller);
      const { assessorCode, version, ...fields } = body;
      const draft = { ...fields, accountId: fields.accountId || null };
      const known = await lookups(own, [draft], { accounts: true });
      const row = await repos
        .transaction(async (repo) => {
          let existing: { assessorCode: string; version: number } | undefined;
          if (assessorCode) {
            const current = await repo.forBody(own).one(assessorCode, { lock: true });
            if (!current) throw new BusinessError(ErrorCode.ASSESSOR_NOT_FOUND);
            if (version === undefined || version !== current.version) throw new BusinessError(ErrorCode.ASSESSOR_VERSION_CONFLICT);
            existing = { assessorCode, version };
          }
          const checked = await check(liveReads(repo, own), own, draft, assessorCode || undefined, known);
          return write(repo, own, auth.account.accountId, checked, existing);
        })
        .catch(uniqueRefusal);
      return (await itemsOf(caller, [row]))[0];
    },

    async remove(auth: RequestContext, body: ParsedBody<typeof c.assessorDelete>) {
      const caller = callerOf(auth);
      const own = plannerBody(caller);
      await repos.transaction(async (repo) => {
        const current = await repo.forBody(own).one(body.assessorCode, { lock: true });
        if (!current) throw new BusinessError(ErrorCode.ASSESSOR_NOT_FOUND);
        if (!(await repo.forBody(own).remove(body.assessorCode, body.version))) throw new BusinessError(ErrorCode.ASSESSOR_VERSION_CONFLICT);
      });
      return { assessorCode: body.assessorCode };
    },

    async accounts(auth: RequestContext) {
      const own = plannerBody(callerOf(auth));
      const [members, linked] = await Promise.all([
        personnelAdmin.pageMembers(own, { roleCode: 'cb-tenant-audit', status: 'active' }, { current: 1, pageSize: 200 }),
        repos.repo.forBody(own).linkedAccounts(),
      ]);
      return {
        list: members.rows.map(({ account }) => ({
          accountId: account.accountId,
          showName: account.showName,
          phone: account.phone,
          linkedAssessorCode: linked.get(account.accountId) ?? null,
        })),
      };
    },

    async bodies(auth: RequestContext) {
      const caller = callerOf(auth);
      const scope = scopeOf(caller, undefined);
      const counts = new Map((await repos.repo.forBodies(scope).bodyCounts()).map((row) => [row.tenantCode, row.total]));
      if (caller.visibility.kind === 'all') {
        const { list } = await accountDirectory.listTenants({ type: 'cb', current: 1, pageSize: 200 });
        return {
          list: list.map((tenant) => ({
            tenantCode: tenant.tenantCode,
            tenantZhName: tenant.tenantZhName,
            assessorCount: counts.get(tenant.tenantCode) ?? 0,
          })),
        };
      }
      if (!caller.own) return { list: [] };
      const names = await accountDirectory.tenantNames([caller.own]);
      return {
        list: [
          {
            tenantCode: caller.own,
            tenantZhName: names.get(caller.own)?.tenantZhName ?? caller.own,
            assessorCount: caller.visibility.kind === 'planner' ? (counts.get(caller.own) ?? 0) : 1,
          },
        ],
      };
    },
  };
}

export type AssessorsService = ReturnType<typeof createAssessorsService>;
