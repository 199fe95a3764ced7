/**
 * The core every part of the risk assessment module goes through (issue 14):
 *
 *   open(auth, projectCode)  the project as the caller may see it — a customer member through
 *                            app.projectRegistry.forCustomer, the delivering side through
 *                            forDelivery — checked to be a risk-assessment project, with its
 *                            assessment row (created with the default configuration on first open)
 *   require…                 who may write: the customer's executors, owners and leads, the
 *                            project's consultant or the delivery tenant's managers (a buying
 *                            channel that another tenant delivers for only reads)
 *   moveStage / moveStatus   RA_STAGE_MACHINE and RA_STATUS_MACHINE moves with their history line
 *   info                     the stage bar (AssessmentInfo, domain/riskAssessment/views.ts assessmentInfoOf)
 *
 * Reads of other modules run before a transaction opens: on PGlite a read outside a running
 * transaction waits for it.
 */
import type { AssessmentInfo } from '../../../domain/riskAssessment/contracts';
import type { AssetAssessStatus, AssetStage } from '../../../domain/enums';
import type { RiskConfig } from '../../../domain/engines/risk';
import { ErrorCode } from '../../../domain/errors';
import { RA_STAGE_MACHINE, RA_STATUS_MACHINE, type StageAction } from '../../../domain/riskAssessment/rules';
import { assessmentConfig, RA_DEFAULT_CONFIG } from '../../../domain/riskAssessment/compute';
import { roleCodesOf } from '../../../domain/kernel/access';
import { assessmentInfoOf } from '../../../domain/riskAssessment/views';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { RaAssessmentRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { AccountDirectory, PersonnelAdmin } from '../identity';
import type { Products } from '../products';
import type { ProjectFacts, ProjectRegistry } from '../projects';
import type { WordLayouts } from '../wordSettings';
import type { AssessmentKey } from './assessmentRepository';
import type { RiskAssessmentRepository } from './repository';

export interface RiskAssessmentDeps {
  repos: Repositories<RiskAssessmentRepository>;
  projectRegistry: ProjectRegistry;
  products: Pick<Products, 'version'>;
  accountDirectory: Pick<AccountDirectory, 'accountNames' | 'tenantNames'>;
  personnelAdmin: Pick<PersonnelAdmin, 'activeHolders'>;
  clock: Clock;
  /** The Word settings of the user a report document is made for (app.wordLayouts); without it (the benchmarks) the template's layout. */
  wordLayouts?: WordLayouts;
}

export type Side = 'customer' | 'delivery';

/** A project opened for the caller. */
export interface Opened {
  facts: ProjectFacts;
  side: Side;
  /** Delivery side: how the caller's tenant relates to the project. */
  relation: 'manager' | 'consultant' | 'buyer' | null;
  assessment: RaAssessmentRow;
  key: AssessmentKey;
}

export function createCore({ repos, projectRegistry, products, accountDirectory, personnelAdmin, clock }: RiskAssessmentDeps) {
  const keyOf = (facts: Pick<ProjectFacts, 'tenantCode' | 'projectCode'>): AssessmentKey => ({
    tenantCode: facts.tenantCode,
    projectCode: facts.projectCode,
  });

  /** The assessment of a project, created on first open with the default configuration. */
  async function assessmentOf(facts: ProjectFacts): Promise<RaAssessmentRow> {
    const key = keyOf(facts);
    const found = await repos.repo.assessments.byProject(key);
    if (found) return found;
    const product = await products.version(facts.productCode, facts.productVersion);
    if (product?.definition.basic.serviceKind !== 'riskAssessment') throw new BusinessError(ErrorCode.RA_NOT_RISK_PROJECT);
    const now = clock.now();
    await repos.repo.assessments.create({
      ...key,
      customerTenantCode: facts.customerTenantCode,
      deliveryTenantCode: facts.deliveryTenantCode,
      configId: RA_DEFAULT_CONFIG.id,
      configVersion: RA_DEFAULT_CONFIG.version,
      config: RA_DEFAULT_CONFIG,
      createdAt: now,
      updatedAt: now,
    });
    return (await repos.repo.assessments.byProject(key))!;
  }

  async function open(auth: RequestContext, projectCode: string): Promise<Opened> {
    if (auth.tenant?.type === 'customer') {
      const facts = await projectRegistry.forCustomer(auth, projectCode);
      return { facts, side: 'customer', relation: null, assessment: await assessmentOf(facts), key: keyOf(facts) };
    }
    const facts = await projectRegistry.forDelivery(auth, projectCode);
    return { facts, side: 'delivery', relation: facts.relation, assessment: await assessmentOf(facts), key: keyOf(facts) };
  }

  const closed = (o: Opened) => o.facts.withdrawn || o.facts.state === 'finished';

  /** The customer's side, the project still open. */
  function requireCustomer(o: Opened): void {
    if (o.side !== 'customer') throw new BusinessError(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    if (closed(o)) throw new BusinessError(ErrorCode.RA_PROJECT_CLOSED);
  }

  /** The project's consultant or the delivery tenant's managers, the project still open. */
  function requireConsultant(o: Opened): void {
    if (o.side !== 'delivery' || o.relation === 'buyer') throw new BusinessError(ErrorCode.RA_CONSULTANT_ONLY);
    if (closed(o)) throw new BusinessError(ErrorCode.RA_PROJECT_CLOSED);
  }

  const isOwnerLead = (o: Opened, auth: RequestContext) =>
    o.side === 'customer' && o.facts.customerOwnerAccountId === auth.account.accountId && roleCodesOf(auth.userInfo).has('consumer-owner');

  const config = (a: Pick<RaAssessmentRow, 'config' | 'method'>): RiskConfig => assessmentConfig(a.config, a.method);

  /** Stores a move's stage, status and changes with its history line. */
  async function record(
    repo: RiskAssessmentRepository,
    o: Opened,
    auth: RequestContext,
    move: { action: string; label: string; stage: AssetStage; status: AssetAssessStatus },
    extra: { reason?: string; changes?: Partial<RaAssessmentRow> },
  ): Promise<void> {
    const now = clock.now();
    await repo.assessments.update(o.key, { ...extra.changes, stage: move.stage, status: move.status, updatedAt: now });
    await repo.assessments.addEvent(o.key, { ...move, actorAccountId: auth.account.accountId, reason: extra.reason ?? '', at: now });
  }

  /**
   * Makes a stage move inside the caller's transaction (the row locked by the caller): refuses
   * with the machine's Chinese message, records the history line.
   */
  async function moveStage(
    repo: RiskAssessmentRepository,
    o: Opened,
    auth: RequestContext,
    action: StageAction,
    extra: { reason?: string; status?: AssetAssessStatus; changes?: Partial<RaAssessmentRow> } = {},
  ): Promise<AssetStage> {
    const current = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
    const refusal = RA_STAGE_MACHINE.refusal(current.stage, action, auth.userInfo);
    if (refusal) throw new BusinessError(ErrorCode.RA_STAGE_MOVE_REFUSED, refusal);
    const stage = RA_STAGE_MACHINE.assertMove(current.stage, action, auth.userInfo);
    const label = RA_STAGE_MACHINE.moves.find((m) => m.action === action)?.label ?? action;
    await record(repo, o, auth, { action, label, stage, status: extra.status ?? current.status }, extra);
    return stage;
  }

  /** A status move (RA_STATUS_MACHINE) with its history line; the stage may change with it. */
  async function moveStatus(
    repo: RiskAssessmentRepository,
    o: Opened,
    auth: RequestContext,
    action: Parameters<typeof RA_STATUS_MACHINE.refusal>[1],
    extra: { reason?: string; stage?: AssetStage; changes?: Partial<RaAssessmentRow> } = {},
  ): Promise<AssetAssessStatus> {
    const current = (await repo.assessments.forUpdate(o.key)) ?? o.assessment;
    const refusal = RA_STATUS_MACHINE.refusal(current.status, action, auth.userInfo);
    if (refusal) throw new BusinessError(ErrorCode.RA_STATUS_MOVE_REFUSED, refusal);
    const status = RA_STATUS_MACHINE.assertMove(current.status, action, auth.userInfo);
    const label = RA_STATUS_MACHINE.moves.find((m) => m.action === action)?.label ?? action;
    await record(repo, o, auth, { action, label, stage: extra.stage ?? current.stage, status }, extra);
    return status;
  }

  async function info(auth: RequestContext, projectCode: string, opened?: Opened): Promise<AssessmentInfo> {
    const o = opened ?? (await open(auth, projectCode));
    const a = (await repos.repo.assessments.byProject(o.key)) ?? o.assessment;
    const [counts, events, ownerIds] = await Promise.all([
      repos.repo.assessments.counts(o.key),
      repos.repo.assessments.events(o.key),
      personnelAdmin.activeHolders(o.facts.customerTenantCode, 'consumer-owner'),
    ]);
    const ids = [
      ...new Set([
        ...ownerIds,
        ...events.map((e) => e.actorAccountId ?? ''),
        a.rejectedBy ?? '',
        a.ownerRejectedBy ?? '',
        o.facts.consultantAccountId ?? '',
      ]),
    ].filter(Boolean);
    const [names, tenants] = await Promise.all([accountDirectory.accountNames(ids), accountDirectory.tenantNames([o.facts.customerTenantCode])]);
    const info = assessmentInfoOf({
      project: o.facts,
      a,
      counts,
      events,
      ownerIds,
      nameOf: (id) => (id ? (names.get(id)?.showName ?? id) : ''),
      subject: auth.userInfo,
      side: {
        customer: o.side === 'customer' && !closed(o),
        consult: o.side === 'delivery' && o.relation !== 'buyer' && !closed(o),
      },
      ownerLead: isOwnerLead(o, auth),
    });
    // The company the customer's information form names, else the customer's registered name (as the report).
    return { ...info, customerName: info.customerName.trim() || tenants.get(o.facts.customerTenantCode)?.tenantZhName || '' };
  }

  return { open, requireCustomer, requireConsultant, isOwnerLead, config, moveStage, moveStatus, info, keyOf };
}

export type RiskAssessmentCore = ReturnType<typeof createCore>;
