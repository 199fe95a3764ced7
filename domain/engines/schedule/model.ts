/**
 * Smart scheduling (智能排期) engine: the model shared by the engine, the schedule server module and
 * the page. Pure types and the hard-constraint enum; no I/O. Basis: domain brief §4.5 (CNAS-CC01 /
 * ISO/IEC 17021-1 competence, impartiality and audit-time rules as a body applies them when it
 * assigns an audit team).
 */
import { defineEnum } from '../../kernel/enums';
import type { CalendarOverrides } from '../timeline/calendar';
import type { IsoDate } from '../timeline/isoDate';

/** The hard constraints: a plan breaking any of them is never proposed. */
export const HardConstraint = defineEnum({
  qualification: '注册资格',
  teamLeader: '审核组长',
  competence: '专业能力覆盖',
  impartiality: '公正性（利益冲突）',
  availability: '可用性（休假/不可用日期）',
  overlap: '时间冲突',
  monthlyLimit: '每月审核天数上限',
  manDays: '审核人日',
  window: '审核时间窗口',
  singleBody: '单一机构执业',
});
export type HardConstraint = (typeof HardConstraint.values)[number];

/** Grade of a CCAA registration (same codes as AssessorGrade of domain/assessors/enums.ts). */
export type ScheduleGrade = 'trainee' | 'auditor' | 'senior';
/** Role in an audit team (same codes as TeamRole of domain/certification/enums.ts). */
export type ScheduleRole = 'leader' | 'auditor' | 'trainee' | 'expert';

/** The roles whose days count towards the required on-site auditor-days. */
export const COUNTED_ROLES: readonly ScheduleRole[] = ['leader', 'auditor'];

export interface ScheduleRegistration {
  /** RegistrationField code (QMS, EMS, OHSMS, ISMS, ITSMS). */
  field: string;
  grade: ScheduleGrade;
  /** Last day the registration is valid. */
  validUntil: IsoDate;
}

export interface ScheduleConflict {
  /** The client's tenant code, or `name:<client name>`. */
  clientKey: string;
  /** Last day the conflict of interest lasts. */
  until: IsoDate;
  reason: string;
}

export interface ScheduleUnavailable {
  from: IsoDate;
  to: IsoDate;
  reason: string;
}

export interface ScheduleAssessor {
  code: string;
  bodyTenantCode: string;
  name: string;
  /** Six-digit region code; the first two digits are the province. */
  regionCode: string;
  /** May lead an audit team (审核组长能力). */
  teamLeader: boolean;
  /** Technical expert (技术专家): brings technical areas, never counted days. */
  expert: boolean;
  /** Most working days on audits in one calendar month. */
  maxDaysPerMonth: number;
  registrations: ScheduleRegistration[];
  /** IAF scope codes, two-digit strings '01'…'39'. */
  technicalAreas: string[];
  conflicts: ScheduleConflict[];
  /** Leave and other unavailable ranges, both ends included. */
  unavailable: ScheduleUnavailable[];
}

export interface ScheduleAudit {
  code: string;
  bodyTenantCode: string;
  clientKey: string;
  clientName: string;
  /** AuditType code (stage1, stage2, surveillance1, surveillance2, recertification). */
  type: string;
  /** ManagementSystem codes. */
  standards: string[];
  /** IAF scope codes the team must cover. */
  scopeCodes: string[];
  /** The client's six-digit region code. */
  regionCode: string;
  /** On-site auditor-days (leader + auditors), in half-day steps. */
  requiredDays: number;
  windowFrom: IsoDate;
  windowTo: IsoDate;
  /** Assessor codes that led earlier audits of the project, newest first. */
  previousLeaders: string[];
}

export interface PlannedMember {
  assessorCode: string;
  role: ScheduleRole;
  /** On-site days of this member (half-day steps); counted for leader and auditor only. */
  days: number;
}

export interface PlannedAudit {
  auditCode: string;
  startDate: IsoDate;
  endDate: IsoDate;
  members: PlannedMember[];
}

export interface Violation {
  constraint: HardConstraint;
  auditCode: string;
  assessorCode?: string;
  /** Chinese; names the person and the rule. */
  message: string;
}

export interface ScheduleInput {
  period: { from: IsoDate; to: IsoDate };
  audits: ScheduleAudit[];
  assessors: ScheduleAssessor[];
  /**
   * Already published or hand-placed plans: kept as they are (not in the proposal's plans); they
   * occupy their assessors. An audit whose code is here is not proposed again.
   */
  fixed: PlannedAudit[];
  today: IsoDate;
  calendar?: CalendarOverrides;
}

export interface ProposedPlan extends PlannedAudit {
  /** Per assessor code: why chosen (Chinese phrases). */
  reasons: Record<string, string[]>;
}

export interface UnplacedAudit {
  auditCode: string;
  /** Which constraint(s) failed; at least one. */
  reasons: Violation[];
}

export interface ScheduleStats {
  placed: number;
  unplaced: number;
  /** Hard violations of the proposed plans (recomputed with checkPlan; 0 by construction). */
  violations: number;
  /** Population standard deviation of the assigned days per assessor (fixed plans included). */
  workloadSpread: number;
  millis?: number;
}

export interface Proposal {
  /** By start date, then audit code. */
  plans: ProposedPlan[];
  /** In the input's order. */
  unplaced: UnplacedAudit[];
  stats: ScheduleStats;
}

/** What checkPlan needs besides the plan itself. */
export interface CheckContext {
  audit: ScheduleAudit;
  assessors: ReadonlyMap<string, ScheduleAssessor>;
  /** Every other plan (fixed and proposed) the plan's members may collide with. */
  others: readonly PlannedAudit[];
  today: IsoDate;
  /** The scheduling period; when given, the plan must lie inside it too. */
  period?: { from: IsoDate; to: IsoDate };
  calendar?: CalendarOverrides;
}
