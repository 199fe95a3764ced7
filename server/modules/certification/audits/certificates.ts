/**
 * The certificates of a body's certification projects: numbered and valid for three years on a
 * grant, renewed by a recertification decision, suspended by the overdue-surveillance rule
 * whenever one is read (domain/certification/audits.ts certificateStatusOn), suspended, withdrawn
 * or restored by the body's planners with a reason; every change is kept in the certificate's history.
 */
import type { certAuditContracts as c, CertificateItem } from '../../../../domain/certification/auditContracts';
import {
  certificateNumber,
  certificatePrefix,
  certificateStatusOn,
  certificateValidity,
  MANUAL_CERTIFICATE_MOVES,
} from '../../../../domain/certification/audits';
import { CertificateStatus } from '../../../../domain/certification/enums';
import { renewedExpiry } from '../../../../domain/certification/programme';
import { certProjectViewer } from '../../../../domain/certification/rules';
import { ErrorCode } from '../../../../domain/errors';
import { computeAccess } from '../../../../domain/kernel/access';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import type { DbOrTx } from '../../../db/client';
import type { CertAuditRow, CertCertificateRow, CertProjectRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import { type AuditAccess, type AuditServiceDeps, refuse } from './access';
import type { CertificateScope } from './repository';

interface HistoryEntry {
  on: string;
  status: CertificateStatus;
  reason: string;
  by: string;
  manual?: boolean;
}

export function createCertificates(deps: AuditServiceDeps, access: AuditAccess) {
  const { repos, projects, clock } = deps;
  const { today, standingOf } = access;

  const historyOf = (row: CertCertificateRow): HistoryEntry[] => (row.history as unknown as HistoryEntry[]) ?? [];

  function certificateItem(row: CertCertificateRow, project: CertProjectRow): CertificateItem {
    return {
      certificateNo: row.certificateNo,
      bodyTenantCode: row.tenantCode,
      certProjectCode: row.certProjectCode,
      clientName: project.clientName,
      standards: row.standards,
      scopeText: row.scopeText,
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      status: row.status,
      statusReason: row.statusReason,
      statusSince: row.statusSince,
    };
  }

  /** Applies the overdue-surveillance rule on today; stores and records a change. */
  async function refreshed(row: CertCertificateRow, audits: readonly CertAuditRow[]): Promise<CertCertificateRow> {
    const history = historyOf(row);
    const manual = history.at(-1)?.manual === true;
    const next = certificateStatusOn({ ...row, manual }, audits, today());
    if (next.status === row.status && next.statusReason === row.statusReason) return row;
    const entry: HistoryEntry = { on: today(), status: next.status, reason: next.statusReason ?? '监督审核已完成，证书恢复有效', by: '系统' };
    const values = { ...next, history: [...history, entry] as unknown as Record<string, unknown>[], updatedAt: clock.now() };
    await repos.repo.updateCertificate(row.tenantCode, row.certificateNo, values);
    return { ...row, ...values };
  }

  async function refreshAll(rows: readonly CertCertificateRow[]): Promise<CertCertificateRow[]> {
    const audits = await projects.repo.auditsOfProjects([...new Set(rows.map((row) => row.certProjectCode))]);
    const out: CertCertificateRow[] = [];
    for (const row of rows)
      out.push(
        await refreshed(
          row,
          audits.filter((audit) => audit.certProjectCode === row.certProjectCode && audit.tenantCode === row.tenantCode),
        ),
      );
    return out;
  }

  async function certificateScope(auth: RequestContext): Promise<CertificateScope | null> {
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    if (viewer.kind === 'planner' || viewer.kind === 'auditor') return { kind: 'body', body: viewer.body };
    if (viewer.kind === 'delivery') return { kind: 'all' };
    if (viewer.kind === 'channel') return { kind: 'channel', channel: viewer.channel };
    if (auth.tenant && computeAccess(auth.userInfo).canReadInterface) return { kind: 'client', client: auth.tenant.tenantCode };
    return null;
  }

  async function certificateDetail(auth: RequestContext, certificateNo: string) {
    const found = await repos.repo.certificateByNo(certificateNo);
    const notFound = () => new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND, '证书不存在，或不是你可以查看的证书');
    if (!found) throw notFound();
    const standing = await standingOf(auth, found.project);
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    // The body's auditors read every certificate of their body (certificates are public records).
    const bodyMember = (viewer.kind === 'auditor' || viewer.kind === 'planner') && viewer.body === found.project.tenantCode;
    if (!standing && !bodyMember) throw notFound();
    const [row] = await refreshAll([found.certificate]);
    return {
      ...certificateItem(row!, found.project),
      history: historyOf(row!).map(({ on, status, reason, by }) => ({ on, status, reason, by })),
      canChangeStatus: standing?.kind === 'planner',
    };
  }

  // ---- the project's execution view ---------------------------------------------------------------

  /**
   * A grant's certificate, inside the decision's transaction: a recertification renews the current
   * certificate (true); a first grant numbers a new one (false).
   */
  async function grant(db: DbOrTx, project: CertProjectRow, decidedOn: string, by: string, now: Date): Promise<boolean> {
    const certRepo = repos.within(db);
    if (project.state === 'certified') {
      const [current] = await certRepo.certificatesOfProject(project.tenantCode, project.certProjectCode);
      if (current) {
        const expiresOn = renewedExpiry(current.expiresOn);
        await certRepo.updateCertificate(project.tenantCode, current.certificateNo, {
          expiresOn,
          status: 'valid',
          statusReason: null,
          statusSince: decidedOn,
          history: [
            ...historyOf(current),
            { on: decidedOn, status: 'valid', reason: `再认证决定，有效期延至 ${expiresOn}`, by },
          ] as unknown as Record<string, unknown>[],
          updatedAt: now,
        });
        return true;
      }
    }
    const validity = certificateValidity(decidedOn);
    const stem = `${certificatePrefix(project.tenantCode)}-${[...project.standards].sort().join('/')}-${decidedOn.slice(0, 4)}-`;
    const serial = (await certRepo.countNumbered(project.tenantCode, stem)) + 1;
    await certRepo.insertCertificate({
      tenantCode: project.tenantCode,
      certificateNo: certificateNumber(certificatePrefix(project.tenantCode), project.standards, decidedOn, serial),
      certProjectCode: project.certProjectCode,
      standards: project.standards,
      scopeText: project.scopeText,
      ...validity,
      status: 'valid',
      statusSince: decidedOn,
      history: [{ on: decidedOn, status: 'valid', reason: '批准认证，颁发证书', by }],
      createdAt: now,
      updatedAt: now,
    });
    return false;
  }

  return {
    certificateItem,
    refreshAll,
    grant,
    async list(auth: RequestContext, query: ParsedQuery<typeof c.certCertificateList>) {
      const scope = await certificateScope(auth);
      if (!scope) return { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      // A status filter reads stored statuses: bring the scope's open certificates up to date first.
      if (query.status) await refreshAll(await repos.repo.openCertificates(scope));
      const { rows, total } = await repos.repo.pageCertificates(scope, { keyword: query.keyword, status: query.status }, query);
      const fresh = await refreshAll(rows.map((row) => row.certificate));
      return {
        list: fresh.map((row, i) => certificateItem(row, rows[i]!.project)),
        total,
        current: query.current,
        pageSize: query.pageSize,
      };
    },

    async detail(auth: RequestContext, query: ParsedQuery<typeof c.certCertificateDetail>) {
      return certificateDetail(auth, query.certificateNo);
    },

    async changeStatus(auth: RequestContext, body: ParsedBody<typeof c.certCertificateStatus>) {
      const found = await repos.repo.certificateByNo(body.certificateNo);
      if (!found) throw new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND, '证书不存在，或不是本机构的证书');
      const standing = await standingOf(auth, found.project);
      if (standing?.kind !== 'planner') throw new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND, '证书不存在，或不是本机构的证书');
      const [row] = await refreshAll([found.certificate]);
      const move = MANUAL_CERTIFICATE_MOVES[body.action];
      if (!move.from.includes(row!.status))
        throw refuse(
          `证书当前状态为"${CertificateStatus.label(row!.status)}"，不能${{ suspend: '暂停', withdraw: '撤销', restore: '恢复' }[body.action]}`,
        );
      const entry: HistoryEntry = { on: today(), status: move.to, reason: body.reason, by: auth.account.showName, manual: body.action !== 'restore' };
      const values = {
        status: move.to,
        statusReason: body.reason,
        statusSince: today(),
        history: [...historyOf(row!), entry] as unknown as Record<string, unknown>[],
        updatedAt: clock.now(),
      };
      if (body.action === 'restore') {
        const audits = await projects.repo.auditsOfProject(row!.tenantCode, row!.certProjectCode);
        const check = certificateStatusOn({ ...row!, status: 'valid', manual: false }, audits, today());
        if (check.status !== 'valid') throw refuse(`不能恢复：${check.statusReason ?? ''}`);
        values.statusReason = body.reason;
      }
      await repos.repo.updateCertificate(row!.tenantCode, row!.certificateNo, values);
      return certificateDetail(auth, body.certificateNo);
    },
  };
}

export type Certificates = ReturnType<typeof createCertificates>;
