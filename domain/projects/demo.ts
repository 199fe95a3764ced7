/**
 * Demo projects (issue 12 "Demo data"): 安衡咨询 (T-CH-ANHENG) has bought the four demo products
 * for 示例科技 (T-CU-DEMO) — one project per kind, in different states, one still undispatched in
 * the resource pool — and a gap analysis for 宁波港航 that the platform delivers (/platformDelivery).
 * The server seeds them (server/modules/projects/seed.ts) and the mocks answer from them. Times
 * are days before the seed instant. Prices are the demo authorizations' prices (domain/authorizations/demo.ts)
 * after 安衡咨询's silver equity discount.
 */
import type { AssignmentKind, GroupStatus, ProjectEventType } from './enums';
import { customerTasksOf, type DistributeStatus, type ProjectLevel, type ProjectState, type RoleRelationStatus } from './rules';
import { DEMO_PRODUCTS } from '../products/demo';

export interface DemoProject {
  projectCode: string;
  name: string;
  level: ProjectLevel | null;
  state: ProjectState;
  distributeStatus: DistributeStatus;
  consultantAccountId: string | null;
  transferred: boolean;
  customerOwnerAccountId: string | null;
  progress: number;
  svipRequestedDaysAgo: number | null;
  svipSubmittedDaysAgo: number | null;
  svipData: Record<string, unknown> | null;
  /** The customer's tasks: status by delivery step number (steps owned by customer roles). */
  tasks: { stepNo: number; accountId: string | null; status: RoleRelationStatus }[];
  assignments: { kind: AssignmentKind; from: string | null; to: string | null; by: string; daysAgo: number; reason?: string }[];
}

export interface DemoProjectGroup {
  groupCode: string;
  tenantCode: string;
  customerTenantCode: string;
  deliveryTenantCode: string;
  productCode: string;
  authorizationCode: string;
  unitPricePoints: number;
  purchasedBy: string;
  purchasedDaysAgo: number;
  remark: string;
  projects: DemoProject[];
  /** Timeline entries besides those the assignments and the purchase imply. */
  events: { type: ProjectEventType; projectCode: string | null; actor: string | null; summary: string; daysAgo: number }[];
}

const project = (fields: Partial<DemoProject> & Pick<DemoProject, 'projectCode' | 'name' | 'level' | 'state'>): DemoProject => ({
  distributeStatus: 'undispatch',
  consultantAccountId: null,
  transferred: false,
  customerOwnerAccountId: 'A-22',
  progress: 0,
  svipRequestedDaysAgo: null,
  svipSubmittedDaysAgo: null,
  svipData: null,
  tasks: [],
  assignments: [],
  ...fields,
});

const SERVICE_GROUPS: readonly DemoProjectGroup[] = [
  {
    groupCode: 'PG20261015RA0001',
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    deliveryTenantCode: 'T-CH-ANHENG',
    productCode: 'PD-RA-20984',
    authorizationCode: 'AU-DEMO-0001',
    unitPricePoints: 2_470,
    purchasedBy: 'A-11',
    purchasedDaysAgo: 40,
    remark: '年度信息安全风险评估',
    projects: [
      project({
        projectCode: 'PJ20261015RA0001',
        name: '核心业务系统',
        level: '3',
        state: 'inhand',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-13',
        progress: 34,
        svipRequestedDaysAgo: 37,
        tasks: [
          { stepNo: 1, accountId: 'A-21', status: 'submited' },
          { stepNo: 2, accountId: 'A-23', status: 'notsubmit' },
        ],
        assignments: [{ kind: 'dispatch', from: null, to: 'A-13', by: 'A-11', daysAgo: 39 }],
      }),
      // Risk assessment (issue 14): in the owner stage, and one with nothing entered yet (domain/riskAssessment/demo.ts).
      project({
        projectCode: 'PJ20261015RA0005',
        name: '办公网络与终端',
        level: '2',
        state: 'inhand',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-13',
        // The stage its work reached (domain/riskAssessment/projectKind.ts): the inventory handed to the owners.
        progress: 30,
        assignments: [{ kind: 'dispatch', from: null, to: 'A-13', by: 'A-11', daysAgo: 21 }],
      }),
      project({
        projectCode: 'PJ20261015RA0006',
        name: '数据中心基础设施',
        level: '3',
        state: 'inhand',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-13',
        progress: 0,
        assignments: [{ kind: 'dispatch', from: null, to: 'A-13', by: 'A-11', daysAgo: 3 }],
      }),
    ],
    events: [
      { type: 'start', projectCode: 'PJ20261015RA0001', actor: 'A-13', summary: '开始实施', daysAgo: 38 },
      { type: 'svipRequest', projectCode: 'PJ20261015RA0001', actor: 'A-13', summary: '发起企业资料填报', daysAgo: 37 },
      { type: 'taskSubmit', projectCode: 'PJ20261015RA0001', actor: 'A-21', summary: '客户项目经理提交“业务资产识别”', daysAgo: 20 },
    ],
  },
  {
    groupCode: 'PG20261020GM0002',
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    deliveryTenantCode: 'T-CH-ANHENG',
    productCode: 'PD-GAP-MLPS3',
    authorizationCode: 'AU-DEMO-0002',
    unitPricePoints: 1_615,
    purchasedBy: 'A-11',
    purchasedDaysAgo: 35,
    remark: '等保三级测评前差距分析',
    projects: [
      project({
        projectCode: 'PJ20261020GM0002',
        name: '门户网站系统',
        level: '3',
        state: 'audit',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-14',
        transferred: true,
        progress: 75,
        svipRequestedDaysAgo: 33,
        svipSubmittedDaysAgo: 30,
        svipData: { companyName: '示例科技有限公司', contactName: '客户项目经理', telephone: '13800000021', department: '信息技术部' },
        assignments: [
          { kind: 'dispatch', from: null, to: 'A-13', by: 'A-11', daysAgo: 34 },
          { kind: 'reassign', from: 'A-13', to: 'A-14', by: 'A-12', daysAgo: 25, reason: '负责人出差，转交执行顾问继续现场核查' },
        ],
      }),
    ],
    events: [
      { type: 'start', projectCode: 'PJ20261020GM0002', actor: 'A-13', summary: '开始实施', daysAgo: 33 },
      { type: 'svipRequest', projectCode: 'PJ20261020GM0002', actor: 'A-13', summary: '发起企业资料填报', daysAgo: 33 },
      { type: 'svipSubmit', projectCode: 'PJ20261020GM0002', actor: 'A-21', summary: '客户提交企业资料', daysAgo: 30 },
      { type: 'stateChange', projectCode: 'PJ20261020GM0002', actor: 'A-14', summary: '提交审核', daysAgo: 3 },
    ],
  },
  {
    groupCode: 'PG20260901GI0003',
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    deliveryTenantCode: 'T-CH-ANHENG',
    productCode: 'PD-GAP-ISO27001',
    authorizationCode: 'AU-DEMO-0003',
    unitPricePoints: 2_138,
    purchasedBy: 'A-12',
    purchasedDaysAgo: 80,
    remark: 'ISO/IEC 27001 认证前差距分析',
    projects: [
      project({
        projectCode: 'PJ20260901GI0003',
        name: '信息安全管理体系',
        level: null,
        state: 'finished',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-13',
        progress: 100,
        assignments: [{ kind: 'dispatch', from: null, to: 'A-13', by: 'A-12', daysAgo: 79 }],
      }),
    ],
    events: [
      { type: 'start', projectCode: 'PJ20260901GI0003', actor: 'A-13', summary: '开始实施', daysAgo: 78 },
      { type: 'stateChange', projectCode: 'PJ20260901GI0003', actor: 'A-13', summary: '提交审核', daysAgo: 50 },
      { type: 'stateChange', projectCode: 'PJ20260901GI0003', actor: 'A-11', summary: '审核通过，项目完成', daysAgo: 48 },
    ],
  },
  {
    groupCode: 'PG20261118QN0004',
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    deliveryTenantCode: 'T-CH-ANHENG',
    productCode: 'PD-QN-ONLINE',
    authorizationCode: 'AU-DEMO-0004',
    unitPricePoints: 380,
    purchasedBy: 'A-11',
    purchasedDaysAgo: 2,
    remark: '2026 年度全员安全意识调研',
    projects: [
      project({
        projectCode: 'PJ20261118QN0004',
        name: '全员安全意识调研',
        level: null,
        state: 'empty',
        tasks: [{ stepNo: 1, accountId: null, status: 'notsubmit' }],
      }),
    ],
    events: [],
  },
  {
    groupCode: 'PG20260815CE0006',
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    deliveryTenantCode: 'T-CH-ANHENG',
    productCode: 'PD-CERT-ISO27001',
    authorizationCode: 'AU-DEMO-0005',
    unitPricePoints: 7_600,
    purchasedBy: 'A-11',
    purchasedDaysAgo: 105,
    remark: 'ISO/IEC 27001 认证（认证机构：示例认证中心）',
    projects: [
      project({
        projectCode: 'PJ20260815CE0006',
        name: '信息安全管理体系认证',
        level: null,
        state: 'inhand',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-13',
        progress: 60,
        assignments: [{ kind: 'dispatch', from: null, to: 'A-13', by: 'A-11', daysAgo: 104 }],
      }),
    ],
    events: [{ type: 'start', projectCode: 'PJ20260815CE0006', actor: 'A-13', summary: '开始实施', daysAgo: 103 }],
  },
  {
    groupCode: 'PG20261101PD0005',
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-NINGBO',
    deliveryTenantCode: 'T-PLATFORM',
    productCode: 'PD-GAP-MLPS3',
    authorizationCode: 'AU-DEMO-0002',
    unitPricePoints: 1_615,
    purchasedBy: 'A-11',
    purchasedDaysAgo: 15,
    remark: '由平台交付团队实施',
    projects: [
      project({
        projectCode: 'PJ20261101PD0005',
        name: '港口生产调度系统',
        level: '3',
        state: 'inhand',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-03',
        customerOwnerAccountId: 'A-26',
        progress: 25,
        assignments: [{ kind: 'dispatch', from: null, to: 'A-03', by: 'A-03', daysAgo: 14 }],
      }),
      project({
        projectCode: 'PJ20261101PD0006',
        name: '集装箱码头办公网',
        level: '2',
        state: 'empty',
        customerOwnerAccountId: 'A-26',
      }),
    ],
    events: [{ type: 'start', projectCode: 'PJ20261101PD0005', actor: 'A-03', summary: '开始实施', daysAgo: 13 }],
  },
];

/** 安衡咨询's exam purchase for 示例科技: `seats` seat projects, all held by 林志远 (A-13), who reviews the written answers. */
function examGroup(
  code: string,
  productCode: string,
  authorizationCode: string,
  unitPricePoints: number,
  seats: number,
  daysAgo: number,
): DemoProjectGroup {
  return {
    groupCode: `PG${code}`,
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    deliveryTenantCode: 'T-CH-ANHENG',
    productCode,
    authorizationCode,
    unitPricePoints,
    purchasedBy: 'A-11',
    purchasedDaysAgo: daysAgo,
    remark: `示例科技内审员考试名额 ${seats} 个`,
    projects: Array.from({ length: seats }, (_, index) =>
      project({
        projectCode: `PJ${code}${index + 1}`,
        name: `示例科技内审员考试名额${index + 1}`,
        level: null,
        state: 'inhand',
        distributeStatus: 'dispatched',
        consultantAccountId: 'A-13',
        assignments: [{ kind: 'dispatch', from: null, to: 'A-13', by: 'A-11', daysAgo: daysAgo - 1 }],
      }),
    ),
    events: [],
  };
}

/** The demo exam purchases (seats per exam): the exams module's demo attempts use the first seat of the first two. */
export const DEMO_EXAM_GROUPS: readonly DemoProjectGroup[] = [
  examGroup('20261001EA007', 'PD-EXAM-ISO27001', 'AU-DEMO-0006', 285, 1, 58),
  examGroup('20261101EB008', 'PD-EXAM-AUDIT', 'AU-DEMO-0007', 190, 2, 27),
  examGroup('20261120EC009', 'PD-EXAM-ANNEXA', 'AU-DEMO-0008', 143, 2, 8),
];

/** Every demo purchase: the services' groups, then the exams'. */
export const DEMO_PROJECT_GROUPS: readonly DemoProjectGroup[] = [...SERVICE_GROUPS, ...DEMO_EXAM_GROUPS];

const DAY_MS = 86_400_000;

/** The demo groups as table rows at a seed instant: what the server inserts and the mocks keep in memory. */
export function demoProjectRows(now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const groups = [];
  const projects = [];
  const tasks = [];
  const assignments = [];
  const events = [];
  for (const group of DEMO_PROJECT_GROUPS) {
    const product = DEMO_PRODUCTS.find((candidate) => candidate.productCode === group.productCode);
    if (!product) continue;
    const { basic } = product.definition;
    const purchasedAt = ago(group.purchasedDaysAgo);
    const count = group.projects.length;
    groups.push({
      tenantCode: group.tenantCode,
      groupCode: group.groupCode,
      customerTenantCode: group.customerTenantCode,
      deliveryTenantCode: group.deliveryTenantCode,
      productCode: group.productCode,
      productVersion: 1,
      productName: basic.name,
      serviceKind: basic.serviceKind,
      standard: basic.standard,
      authorizationCode: group.authorizationCode,
      unitPricePoints: group.unitPricePoints,
      pricePoints: group.unitPricePoints * count,
      requestKey: `demo-${group.groupCode}`,
      remark: group.remark,
      status: 'active' as GroupStatus,
      purchasedBy: group.purchasedBy,
      purchasedAt,
    });
    events.push({
      tenantCode: group.tenantCode,
      groupCode: group.groupCode,
      projectCode: null as string | null,
      type: 'purchase' as ProjectEventType,
      actorAccountId: group.purchasedBy as string | null,
      summary: `购买“${basic.name}”，${count} 个项目，消耗 ${group.unitPricePoints * count} 积分`,
      at: purchasedAt,
    });
    const taskSteps = customerTasksOf(product.definition.steps);
    for (const item of group.projects) {
      const last = item.assignments.at(-1);
      projects.push({
        tenantCode: group.tenantCode,
        projectCode: item.projectCode,
        groupCode: group.groupCode,
        customerTenantCode: group.customerTenantCode,
        deliveryTenantCode: group.deliveryTenantCode,
        name: item.name,
        level: item.level,
        state: item.state,
        distributeStatus: item.distributeStatus,
        consultantAccountId: item.consultantAccountId,
        transferred: item.transferred,
        customerOwnerAccountId: item.customerOwnerAccountId,
        progress: item.progress,
        svipData: item.svipData,
        svipRequestedAt: item.svipRequestedDaysAgo === null ? null : ago(item.svipRequestedDaysAgo),
        svipSubmittedAt: item.svipSubmittedDaysAgo === null ? null : ago(item.svipSubmittedDaysAgo),
        dispatchedAt: last ? ago(last.daysAgo) : null,
        finishedAt: item.state === 'finished' ? ago(Math.max(0, group.purchasedDaysAgo - 32)) : null,
        createdAt: purchasedAt,
        updatedAt: purchasedAt,
      });
      for (const step of taskSteps) {
        const demo = item.tasks.find((task) => task.stepNo === step.stepNo);
        const status: RoleRelationStatus = demo?.status ?? (item.state === 'finished' ? 'finished' : 'notsubmit');
        tasks.push({
          tenantCode: group.tenantCode,
          projectCode: item.projectCode,
          customerTenantCode: group.customerTenantCode,
          ...step,
          accountId: demo?.accountId ?? null,
          status,
          submittedAt: status === 'notsubmit' ? null : ago(20),
          finishedAt: status === 'finished' ? ago(10) : null,
          updatedAt: ago(20),
        });
      }
      for (const assignment of item.assignments) {
        assignments.push({
          tenantCode: group.tenantCode,
          projectCode: item.projectCode,
          kind: assignment.kind,
          fromAccountId: assignment.from,
          toAccountId: assignment.to,
          reason: assignment.reason ?? '',
          byAccountId: assignment.by,
          at: ago(assignment.daysAgo),
        });
        events.push({
          tenantCode: group.tenantCode,
          groupCode: group.groupCode,
          projectCode: item.projectCode,
          type: assignment.kind,
          actorAccountId: assignment.by,
          summary:
            assignment.kind === 'reassign'
              ? `将“${item.name}”改派${assignment.reason ? `：${assignment.reason}` : ''}`
              : `将“${item.name}”分派给顾问`,
          at: ago(assignment.daysAgo),
        });
      }
    }
    for (const event of group.events) {
      events.push({
        tenantCode: group.tenantCode,
        groupCode: group.groupCode,
        projectCode: event.projectCode,
        type: event.type,
        actorAccountId: event.actor,
        summary: event.summary,
        at: ago(event.daysAgo),
      });
    }
  }
  return { groups, projects, tasks, assignments, events };
}
