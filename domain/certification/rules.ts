/**
 * Rules of certification projects and their audits (issue 29, ../shared/docs/domain-brief.md §4):
 * the two state machines, shared by the project part (B1) and the audit execution part (B2).
 */
import { computeAccess } from '../kernel/access';
import { defineStateMachine } from '../kernel/stateMachine';
import type { AccessSubject } from '../kernel/userInfo';
import { AuditState, CertProjectState, type AuditType, type TeamRole } from './enums';

export type CertProjectAction =
  | 'accept'
  | 'decline'
  | 'review'
  | 'programme'
  | 'startTechnicalReview'
  | 'certify'
  | 'refuse'
  | 'recertify'
  | 'withdraw';

/** The states a body may still end a project in (任何未结束的状态). */
export const OPEN_CERT_PROJECT_STATES = [
  'applied',
  'accepted',
  'reviewed',
  'programmed',
  'technicalReview',
  'certified',
] as const satisfies readonly CertProjectState[];

const planner = [{ access: 'cbPlanner' }] as const;
const body = [{ access: 'canReadAutentication' }] as const;

/**
 * applied → accepted | declined; accepted → reviewed (contract review: audit time computed; again
 * while reviewed); reviewed → programmed (audits created); programmed → technicalReview (the Stage 2
 * audit completed: the server) → certified | refused (the body's technical review and decision);
 * certified stays certified on a recertification decision; any open state → withdrawn (the body
 * ends it with a reason).
 */
export const CERT_PROJECT_MACHINE = defineStateMachine<CertProjectState, CertProjectAction>({
  name: '认证项目',
  states: CertProjectState.labels,
  moves: [
    { from: 'applied', to: 'accepted', action: 'accept', label: '受理', by: planner },
    { from: 'applied', to: 'declined', action: 'decline', label: '拒绝受理', by: planner },
    { from: ['accepted', 'reviewed'], to: 'reviewed', action: 'review', label: '合同评审', by: planner },
    { from: ['reviewed', 'programmed'], to: 'programmed', action: 'programme', label: '生成审核方案', by: planner },
    { from: 'programmed', to: 'technicalReview', action: 'startTechnicalReview', label: '提交技术评审', by: ['system'] },
    { from: 'technicalReview', to: 'certified', action: 'certify', label: '批准认证', by: body },
    { from: 'technicalReview', to: 'refused', action: 'refuse', label: '不予认证', by: body },
    { from: 'certified', to: 'certified', action: 'recertify', label: '再认证决定', by: body },
    { from: OPEN_CERT_PROJECT_STATES, to: 'withdrawn', action: 'withdraw', label: '终止项目', by: planner },
  ],
});

/** Whether a project may still be ended, edited or scheduled (not declined, refused or withdrawn). */
export const isCertProjectOpen = (state: CertProjectState): boolean => (OPEN_CERT_PROJECT_STATES as readonly string[]).includes(state);

export type AuditAction = 'publish' | 'start' | 'complete' | 'close' | 'cancel' | 'unpublish';

/**
 * planned → scheduled (a planner publishes the schedule) → inProgress (the audit's leader starts it;
 * the service checks that the caller leads it) → completed (report and findings recorded, by the
 * leader) → closed (the server, once every finding is closed); planned or scheduled → cancelled (a
 * planner, e.g. when the project ends).
 */
export const AUDIT_MACHINE = defineStateMachine<AuditState, AuditAction>({
  name: '审核',
  states: AuditState.labels,
  moves: [
    { from: ['planned', 'scheduled'], to: 'scheduled', action: 'publish', label: '发布排期', by: planner },
    { from: 'scheduled', to: 'inProgress', action: 'start', label: '开始审核', by: body },
    { from: 'inProgress', to: 'completed', action: 'complete', label: '完成审核', by: body },
    { from: 'completed', to: 'closed', action: 'close', label: '关闭审核', by: ['system'] },
    { from: ['planned', 'scheduled'], to: 'cancelled', action: 'cancel', label: '取消审核', by: planner },
  ],
});

/** Audits that are over (never scheduled again). */
export const FINISHED_AUDIT_STATES = ['completed', 'closed', 'cancelled'] as const satisfies readonly AuditState[];
export const isAuditFinished = (state: AuditState): boolean => (FINISHED_AUDIT_STATES as readonly string[]).includes(state);

/** Audits whose dates and team may still change (the schedule): not started yet. */
export const isAuditSchedulable = (state: AuditState): boolean => state === 'planned' || state === 'scheduled';

/** Roles whose days count towards the required on-site days. */
export const COUNTING_TEAM_ROLES: readonly TeamRole[] = ['leader', 'auditor'];

/** The on-site days a team provides (leader and auditor days). */
export const teamCountedDays = (team: readonly { role: TeamRole; days: number }[]): number =>
  team.filter((member) => COUNTING_TEAM_ROLES.includes(member.role)).reduce((sum, member) => sum + member.days, 0);

/** The audit types in programme order. */
export const AUDIT_SEQUENCE: readonly AuditType[] = ['stage1', 'stage2', 'surveillance1', 'surveillance2', 'recertification'];

/** How an account sees certification projects (the list, the detail, other modules' reads). */
export type CertProjectViewer =
  /** The body's manager or scheduler: every project of the body, may act. */
  | { kind: 'planner'; body: string }
  /** The body's auditor: projects with an audit whose team holds them, read-only. */
  | { kind: 'auditor'; body: string }
  /** A channel manager or sub-manager: the projects its channel applied for, read-only. */
  | { kind: 'channel'; channel: string }
  /** Platform delivery: every body's projects, read-only. */
  | { kind: 'delivery' }
  | { kind: 'none' };

/** `tenant` is the caller's current tenant code (the server's auth.tenant, the web's tenantPageConfig). */
export function certProjectViewer(subject: AccessSubject | null | undefined, tenant: string | null | undefined): CertProjectViewer {
  if (!subject) return { kind: 'none' };
  const access = computeAccess(subject);
  if (tenant && access.cbPlanner) return { kind: 'planner', body: tenant };
  if (tenant && access.canReadAutentication) return { kind: 'auditor', body: tenant };
  if (access.canReadDelivery) return { kind: 'delivery' };
  if (tenant && access.clientDigitalCenterPermission) return { kind: 'channel', channel: tenant };
  return { kind: 'none' };
}

/** The client key of conflicts of interest: the client's tenant code, otherwise `name:<client name>`. */
export const certClientKey = (client: { clientTenantCode: string | null; clientName: string }): string =>
  client.clientTenantCode ?? `name:${client.clientName}`;
