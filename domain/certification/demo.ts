/**
 * Demo certification projects (issue 29), today being 2026-11-28: 示例科技's ISO/IEC 27001
 * project at 示例认证中心 (Stage 1 done, Stage 2 published for December 2026), and ten more clients
 * of 示例认证中心 in every step — one application to accept, one to review, one to programme,
 * several programmes with Stage 1/2 or surveillance audits due December 2026 – March 2027 and
 * unscheduled (work for 智能排期), two certified clients — plus one project of 华安认证 (isolation).
 * Audit time and windows come from the real calculator and programme (./programme.ts), so the
 * demo shows what the product computes. B2 seeds the findings, reports and certificates of these
 * projects from DEMO_CERT_CERTIFIED and DEMO_CERT_STAGE1_DONE.
 */
import { type AuditTimeResult, calculateAuditTime, type ManagementSystem } from '../engines/auditTime';
import type { AuditState, AuditType, CertProjectOrigin, CertProjectState, ScheduleState, TeamRole } from './enums';
import { generateProgramme, reanchorProgramme } from './programme';

export interface DemoCertTeamMember {
  assessorCode: string;
  name: string;
  role: TeamRole;
  days: number;
}

export interface DemoCertAudit {
  auditCode: string;
  seq: number;
  type: AuditType;
  state: AuditState;
  scheduleState: ScheduleState;
  windowFrom: string;
  windowTo: string;
  requiredDays: number;
  totalDays: number;
  startDate: string | null;
  endDate: string | null;
  team: DemoCertTeamMember[];
}

export interface DemoCertProject {
  bodyTenantCode: string;
  certProjectCode: string;
  origin: CertProjectOrigin;
  state: CertProjectState;
  clientName: string;
  clientTenantCode: string | null;
  channelTenantCode: string | null;
  projectCode: string | null;
  contactName: string;
  contactPhone: string;
  regionCode: string;
  regionName: string;
  standards: ManagementSystem[];
  scopeText: string;
  scopeCodes: string[];
  personnel: { fullTime: number } | null;
  /** The contract review: day and stored result (null before the review). */
  reviewDate: string | null;
  auditTime: AuditTimeResult | null;
  /** The certification decision (B2's shape: { decision, decidedOn }). */
  decision: { decision: 'grant'; decidedOn: string } | null;
  audits: DemoCertAudit[];
  createdOn: string;
}

const member = (assessorCode: string, name: string, role: TeamRole, days: number): DemoCertTeamMember => ({ assessorCode, name, role, days });

interface DemoSpec {
  body?: string;
  code: string;
  origin?: CertProjectOrigin;
  state: CertProjectState;
  clientName: string;
  clientTenantCode?: string;
  channelTenantCode?: string;
  /** The marketplace project it came from (a project of a certification product); none in the demo yet. */
  projectCode?: string;
  contactName: string;
  contactPhone: string;
  regionCode: string;
  regionName: string;
  standards: ManagementSystem[];
  scopeText: string;
  scopeCodes: string[];
  fullTime: number | null;
  reviewDate?: string;
  decidedOn?: string;
  createdOn: string;
  /** Audits that happened or are scheduled, by type. */
  done?: Partial<
    Record<AuditType, { state: AuditState; scheduleState?: ScheduleState; startDate: string; endDate: string; team: DemoCertTeamMember[] }>
  >;
}

function demoProject(spec: DemoSpec): DemoCertProject {
  const auditTime =
    spec.reviewDate && spec.fullTime !== null
      ? calculateAuditTime({ standards: spec.standards.map((standard) => ({ standard })), personnel: { fullTime: spec.fullTime } })
      : null;
  const generated = auditTime && spec.reviewDate && spec.state !== 'reviewed' ? generateProgramme(spec.reviewDate, auditTime) : [];
  const dates = Object.fromEntries(
    Object.entries(spec.done ?? {}).map(([type, done]) => [type, { startDate: done.startDate, endDate: done.endDate }]),
  );
  const withState = generated.map((audit) => ({ ...audit, state: (spec.done?.[audit.type]?.state ?? 'planned') as AuditState }));
  const audits = spec.reviewDate ? reanchorProgramme(withState, { reviewDate: spec.reviewDate, dates, decisionDate: spec.decidedOn ?? null }) : [];
  return {
    bodyTenantCode: spec.body ?? 'T-CB-DEMO',
    certProjectCode: spec.code,
    origin: spec.origin ?? 'body',
    state: spec.state,
    clientName: spec.clientName,
    clientTenantCode: spec.clientTenantCode ?? null,
    channelTenantCode: spec.channelTenantCode ?? null,
    projectCode: spec.projectCode ?? null,
    contactName: spec.contactName,
    contactPhone: spec.contactPhone,
    regionCode: spec.regionCode,
    regionName: spec.regionName,
    standards: spec.standards,
    scopeText: spec.scopeText,
    scopeCodes: spec.scopeCodes,
    personnel: spec.fullTime === null ? null : { fullTime: spec.fullTime },
    reviewDate: spec.reviewDate ?? null,
    auditTime,
    decision: spec.decidedOn ? { decision: 'grant', decidedOn: spec.decidedOn } : null,
    createdOn: spec.createdOn,
    audits: audits.map((audit) => {
      const done = spec.done?.[audit.type];
      return {
        auditCode: `${spec.code}-A${audit.seq}`,
        seq: audit.seq,
        type: audit.type,
        state: audit.state,
        scheduleState: done ? (done.scheduleState ?? 'published') : 'unscheduled',
        windowFrom: audit.windowFrom,
        windowTo: audit.windowTo,
        requiredDays: audit.requiredDays,
        totalDays: audit.totalDays,
        startDate: done?.startDate ?? null,
        endDate: done?.endDate ?? null,
        team: done?.team ?? [],
      };
    }),
  };
}

const ISMS_SCOPE = '计算机软件开发、信息系统集成及运维服务所涉及的信息安全管理活动';

/** 示例科技's ISO/IEC 27001 project: Stage 1 done in October, Stage 2 published for 7–10 December 2026. */
export const DEMO_CERT_MAIN_PROJECT = 'CP-DEMO-0001';

export const DEMO_CERT_PROJECTS: readonly DemoCertProject[] = [
  demoProject({
    code: DEMO_CERT_MAIN_PROJECT,
    // 安衡咨询's certification project for 示例科技 (domain/projects/demo.ts), applied to this body.
    projectCode: 'PJ20260815CE0006',
    origin: 'channel',
    channelTenantCode: 'T-CH-ANHENG',
    state: 'programmed',
    clientName: '示例科技有限公司',
    clientTenantCode: 'T-CU-DEMO',
    contactName: '客户项目经理',
    contactPhone: '13800000021',
    regionCode: '330106',
    regionName: '浙江省杭州市西湖区',
    standards: ['ISMS'],
    scopeText: `${ISMS_SCOPE}（适用性声明 V1.2）`,
    scopeCodes: ['33'],
    fullTime: 120,
    reviewDate: '2026-08-20',
    createdOn: '2026-08-10',
    done: {
      stage1: {
        state: 'completed',
        startDate: '2026-10-15',
        endDate: '2026-10-16',
        team: [member('AS-DEMO-02', '陈静怡', 'leader', 2), member('AS-DEMO-04', '认证机构审核员', 'auditor', 1)],
      },
      stage2: {
        state: 'scheduled',
        startDate: '2026-12-07',
        endDate: '2026-12-10',
        team: [
          member('AS-DEMO-02', '陈静怡', 'leader', 4),
          member('AS-DEMO-04', '认证机构审核员', 'auditor', 4),
          member('AS-DEMO-10', '黄子轩', 'trainee', 4),
        ],
      },
    },
  }),
  demoProject({
    code: 'CP-DEMO-0002',
    origin: 'channel',
    channelTenantCode: 'T-CH-ANHENG',
    state: 'applied',
    clientName: '杭州云启网络科技有限公司',
    contactName: '沈立华',
    contactPhone: '13905710022',
    regionCode: '330106',
    regionName: '浙江省杭州市西湖区',
    standards: ['ISMS'],
    scopeText: '数据存储与处理服务、云平台运维所涉及的信息安全管理活动',
    scopeCodes: ['33', '35'],
    fullTime: null,
    createdOn: '2026-11-25',
  }),
  demoProject({
    code: 'CP-DEMO-0003',
    state: 'accepted',
    clientName: '南京瑞丰精密机械有限公司',
    contactName: '顾明远',
    contactPhone: '13951880033',
    regionCode: '320114',
    regionName: '江苏省南京市雨花台区',
    standards: ['QMS'],
    scopeText: '数控机床零部件的设计、生产和服务',
    scopeCodes: ['19'],
    fullTime: 280,
    createdOn: '2026-11-18',
  }),
  demoProject({
    code: 'CP-DEMO-0004',
    state: 'reviewed',
    clientName: '深圳前海金服信息技术有限公司',
    contactName: '黎嘉豪',
    contactPhone: '13826550044',
    regionCode: '440305',
    regionName: '广东省深圳市南山区',
    standards: ['ISMS'],
    scopeText: '金融科技软件开发及数据中心运维所涉及的信息安全管理活动',
    scopeCodes: ['33', '32'],
    fullTime: 220,
    reviewDate: '2026-11-24',
    createdOn: '2026-11-09',
  }),
  demoProject({
    code: 'CP-DEMO-0005',
    state: 'programmed',
    clientName: '苏州汇智软件股份有限公司',
    contactName: '陆晓峰',
    contactPhone: '13912620055',
    regionCode: '320505',
    regionName: '江苏省苏州市虎丘区',
    standards: ['ISMS'],
    scopeText: '企业管理软件的开发、实施和运维服务所涉及的信息安全管理活动',
    scopeCodes: ['33'],
    fullTime: 350,
    reviewDate: '2026-11-10',
    createdOn: '2026-10-28',
  }),
  demoProject({
    code: 'CP-DEMO-0006',
    state: 'programmed',
    clientName: '成都天府数据服务有限公司',
    contactName: '杨帆',
    contactPhone: '13880060066',
    regionCode: '510107',
    regionName: '四川省成都市武侯区',
    standards: ['ISMS'],
    scopeText: '数据标注、数据处理与呼叫中心服务所涉及的信息安全管理活动',
    scopeCodes: ['33', '35'],
    fullTime: 180,
    reviewDate: '2026-10-05',
    createdOn: '2026-09-22',
    done: {
      stage1: {
        state: 'completed',
        startDate: '2026-11-03',
        endDate: '2026-11-04',
        team: [member('AS-DEMO-03', '刘建国', 'leader', 2), member('AS-DEMO-06', '孙浩然', 'auditor', 1)],
      },
    },
  }),
  demoProject({
    code: 'CP-DEMO-0007',
    state: 'programmed',
    clientName: '西安秦川电子有限公司',
    contactName: '任海波',
    contactPhone: '13991870077',
    regionCode: '610113',
    regionName: '陕西省西安市雁塔区',
    standards: ['QMS'],
    scopeText: '电子控制器和线束的生产',
    scopeCodes: ['19'],
    fullTime: 450,
    reviewDate: '2026-11-20',
    createdOn: '2026-11-02',
  }),
  demoProject({
    code: 'CP-DEMO-0008',
    state: 'programmed',
    clientName: '北京中关村数科有限公司',
    contactName: '邓一鸣',
    contactPhone: '13601080088',
    regionCode: '110108',
    regionName: '北京市海淀区',
    standards: ['ISMS'],
    scopeText: '数据分析软件的开发和 SaaS 服务所涉及的信息安全管理活动',
    scopeCodes: ['33'],
    fullTime: 30,
    reviewDate: '2026-10-20',
    createdOn: '2026-10-12',
    done: {
      stage1: {
        state: 'completed',
        startDate: '2026-11-12',
        endDate: '2026-11-12',
        team: [member('AS-DEMO-05', '赵敏', 'leader', 1)],
      },
    },
  }),
  demoProject({
    code: 'CP-DEMO-0009',
    state: 'certified',
    clientName: '广州粤海物流有限公司',
    contactName: '梁志强',
    contactPhone: '13922200099',
    regionCode: '440106',
    regionName: '广东省广州市天河区',
    standards: ['QMS'],
    scopeText: '道路普通货物运输、仓储和配送服务',
    scopeCodes: ['31'],
    fullTime: 800,
    reviewDate: '2025-10-09',
    decidedOn: '2026-03-15',
    createdOn: '2025-09-25',
    done: {
      stage1: {
        state: 'closed',
        startDate: '2025-11-18',
        endDate: '2025-11-19',
        team: [member('AS-DEMO-01', '王立新', 'leader', 2), member('AS-DEMO-07', '周雅琴', 'auditor', 2)],
      },
      stage2: {
        state: 'closed',
        startDate: '2026-01-12',
        endDate: '2026-01-16',
        team: [
          member('AS-DEMO-01', '王立新', 'leader', 5),
          member('AS-DEMO-07', '周雅琴', 'auditor', 5),
          member('AS-DEMO-09', '郑晓梅', 'auditor', 4),
        ],
      },
    },
  }),
  demoProject({
    code: 'CP-DEMO-0010',
    state: 'certified',
    clientName: '武汉光谷智联科技有限公司',
    contactName: '胡俊',
    contactPhone: '13871100100',
    regionCode: '420111',
    regionName: '湖北省武汉市洪山区',
    standards: ['ISMS'],
    scopeText: '物联网平台软件的开发和运维服务所涉及的信息安全管理活动',
    scopeCodes: ['33'],
    fullTime: 60,
    reviewDate: '2025-09-15',
    decidedOn: '2026-02-20',
    createdOn: '2025-09-01',
    done: {
      stage1: { state: 'closed', startDate: '2025-10-21', endDate: '2025-10-21', team: [member('AS-DEMO-02', '陈静怡', 'leader', 1)] },
      stage2: {
        state: 'closed',
        startDate: '2025-12-15',
        endDate: '2025-12-16',
        team: [member('AS-DEMO-02', '陈静怡', 'leader', 2), member('AS-DEMO-06', '孙浩然', 'auditor', 1.5)],
      },
    },
  }),
  demoProject({
    code: 'CP-DEMO-0011',
    state: 'programmed',
    clientName: '宁波港航物流有限公司',
    clientTenantCode: 'T-CU-NINGBO',
    contactName: '周海涛',
    contactPhone: '13906740111',
    regionCode: '330206',
    regionName: '浙江省宁波市北仑区',
    standards: ['QMS'],
    scopeText: '港口集装箱装卸、堆存和货运代理服务',
    scopeCodes: ['31'],
    fullTime: 520,
    reviewDate: '2026-09-28',
    createdOn: '2026-09-15',
    done: {
      stage1: {
        state: 'completed',
        startDate: '2026-10-27',
        endDate: '2026-10-28',
        team: [member('AS-DEMO-01', '王立新', 'leader', 2), member('AS-DEMO-09', '郑晓梅', 'auditor', 1.5)],
      },
    },
  }),
  demoProject({
    body: 'T-CB-HUAAN',
    code: 'CP-HUAAN-0001',
    state: 'programmed',
    clientName: '上海浦江精密制造有限公司',
    contactName: '钱卫东',
    contactPhone: '13916200121',
    regionCode: '310115',
    regionName: '上海市浦东新区',
    standards: ['QMS'],
    scopeText: '汽车零部件的机加工和装配',
    scopeCodes: ['22'],
    fullTime: 260,
    reviewDate: '2026-11-05',
    createdOn: '2026-10-20',
  }),
];

/** Certified demo projects: B2 seeds a valid certificate for each (decision date = issue date). */
export const DEMO_CERT_CERTIFIED = DEMO_CERT_PROJECTS.filter((project) => project.state === 'certified').map((project) => ({
  bodyTenantCode: project.bodyTenantCode,
  certProjectCode: project.certProjectCode,
  decidedOn: project.decision!.decidedOn,
  standards: project.standards,
  scopeText: project.scopeText,
}));

/** The audit of 示例科技's Stage 1 (completed): B2 seeds its report and two findings. */
export const DEMO_CERT_STAGE1_DONE = `${DEMO_CERT_MAIN_PROJECT}-A1`;
