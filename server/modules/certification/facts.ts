/**
 * What other modules know of certification projects and their audits (app.certProjects,
 * app.certAudits): types only. The schedule module plans audits through CertAuditService, the
 * certMaterials module finds the project of a customer or a body through CertProjectService.
 */
import type { AuditState, AuditType, CertProjectState, ScheduleState, TeamRole } from '../../../domain/certification/enums';
import type { ManagementSystem } from '../../../domain/engines/auditTime';
import type { RequestContext } from '../../http/context';

export interface TeamMember {
  assessorCode: string;
  name: string;
  role: TeamRole;
  /** On-site days of this member in the audit (half days allowed). */
  days: number;
}

export interface AuditFacts {
  auditCode: string;
  certProjectCode: string;
  bodyTenantCode: string;
  clientName: string;
  /** The client's tenant code when the client is a tenant of the platform, otherwise `name:<client name>`. */
  clientKey: string;
  clientTenantCode: string | null;
  channelTenantCode: string | null;
  /** The marketplace project, if the certification project came from one. */
  projectCode: string | null;
  type: AuditType;
  standards: ManagementSystem[];
  /** IAF codes '01'…'39'. */
  scopeCodes: string[];
  /** GB/T 2260 code of the client's region. */
  regionCode: string;
  /** On-site days required (leader and auditor days count). */
  requiredDays: number;
  windowFrom: string;
  windowTo: string;
  state: AuditState;
  scheduleState: ScheduleState;
  startDate: string | null;
  endDate: string | null;
  team: TeamMember[];
  /** Assessor codes that led earlier audits of this project, newest first. */
  previousLeaders: string[];
}

export interface ScheduleItem {
  auditCode: string;
  startDate: string;
  endDate: string;
  team: TeamMember[];
}

export interface CertAuditService {
  /** The body's audits not finished or cancelled whose window or dates overlap [from, to]. */
  forScheduling(bodyTenantCode: string, from: string, to: string): Promise<AuditFacts[]>;
  /**
   * Stores dates and teams in one transaction: scheduleState → draft (a published audit stays
   * published until published again). Refuses audits in progress or later, and audits of another body.
   */
  saveSchedule(bodyTenantCode: string, actorAccountId: string, items: readonly ScheduleItem[]): Promise<void>;
  /** Removes dates and team of audits not yet started: scheduleState → unscheduled, state → planned. */
  clearSchedule(bodyTenantCode: string, actorAccountId: string, auditCodes: readonly string[]): Promise<void>;
  /**
   * draft → published and planned → scheduled, in one transaction; records a timeline event on the
   * marketplace project when there is one. Refuses audits without dates or team.
   */
  publish(bodyTenantCode: string, actorAccountId: string, auditCodes: readonly string[]): Promise<AuditFacts[]>;
  /** Published audits the assessor is on, whose dates overlap [from, to]. */
  forAssessor(bodyTenantCode: string, assessorCode: string, from: string, to: string): Promise<AuditFacts[]>;
}

export interface CertProjectFacts {
  certProjectCode: string;
  bodyTenantCode: string;
  bodyName: string;
  clientName: string;
  clientTenantCode: string | null;
  channelTenantCode: string | null;
  projectCode: string | null;
  state: CertProjectState;
  standards: ManagementSystem[];
}

export interface CertProjectService {
  /** The certification project of the caller's customer tenant's marketplace project; Chinese error when none. */
  forCustomer(auth: RequestContext, projectCode: string): Promise<CertProjectFacts>;
  /** The caller's body's project (an auditor only when on a team of it; platform delivery any); Chinese error otherwise. */
  forBody(auth: RequestContext, certProjectCode: string): Promise<CertProjectFacts>;
  /** The caller's own assessor code in their body, if their account is linked to an assessor record. */
  memberAssessorCode(auth: RequestContext): Promise<string | undefined>;
}
