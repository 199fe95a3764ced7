/** checkPlan: each hard constraint of brief §4.5 with a plan it must refuse and one it must accept. */
import { describe, expect, it } from 'vitest';
import { type CheckContext, checkPlan, HardConstraint, type PlannedAudit } from '../../../domain/engines/schedule';
import { assessor, audit, auditorU1, context, expert, leader, plan, trainee } from './scheduleFixtures';

interface Case {
  name: string;
  plan?: PlannedAudit;
  context?: CheckContext;
}

const withMembers = (members: PlannedAudit['members'], extra: Partial<PlannedAudit> = {}) => plan({ members, ...extra });
const otherPlan = (startDate: string, endDate: string, code = 'L1'): PlannedAudit => ({
  auditCode: 'AU9',
  startDate,
  endDate,
  members: [{ assessorCode: code, role: 'leader', days: 1 }],
});

const TABLE: { constraint: HardConstraint; refused: Case; passes: Case; says: string }[] = [
  {
    constraint: 'qualification',
    refused: {
      name: '实习审核员担任审核员',
      plan: withMembers([
        { assessorCode: 'L1', role: 'leader', days: 2 },
        { assessorCode: 'T1', role: 'auditor', days: 2 },
      ]),
    },
    passes: {
      name: '实习审核员以实习身份随组',
      plan: withMembers([
        { assessorCode: 'L1', role: 'leader', days: 2 },
        { assessorCode: 'U1', role: 'auditor', days: 2 },
        { assessorCode: 'T1', role: 'trainee', days: 2 },
      ]),
    },
    says: '赵实习（T1）的 QMS 注册级别为实习审核员',
  },
  {
    constraint: 'qualification',
    refused: { name: '缺少审核涉及标准的注册资格', context: context({ audit: audit({ standards: ['QMS', 'ISMS'] }) }) },
    passes: {
      name: '每名成员持有每个标准的注册资格',
      context: context({
        audit: audit({ standards: ['QMS', 'ISMS'] }),
        assessors: [
          leader(),
          assessor('U1', {
            name: '王审核',
            registrations: [
              { field: 'QMS', grade: 'auditor', validUntil: '2028-12-31' },
              { field: 'ISMS', grade: 'auditor', validUntil: '2028-12-31' },
            ],
          }),
        ],
      }),
    },
    says: '王审核（U1）未持有 ISMS 注册资格',
  },
  {
    constraint: 'qualification',
    refused: {
      name: '注册资格在审核最后一天前到期',
      context: context({
        assessors: [leader(), assessor('U1', { name: '王审核', registrations: [{ field: 'QMS', grade: 'auditor', validUntil: '2026-06-01' }] })],
      }),
    },
    passes: {
      name: '注册资格在审核最后一天仍有效',
      context: context({
        assessors: [leader(), assessor('U1', { name: '王审核', registrations: [{ field: 'QMS', grade: 'auditor', validUntil: '2026-06-02' }] })],
      }),
    },
    says: '有效期至 2026-06-01',
  },
  {
    constraint: 'teamLeader',
    refused: {
      name: '无审核组长',
      plan: withMembers([
        { assessorCode: 'L1', role: 'auditor', days: 2 },
        { assessorCode: 'U1', role: 'auditor', days: 2 },
      ]),
    },
    passes: { name: '恰好一名组长', plan: plan() },
    says: '未指定审核组长',
  },
  {
    constraint: 'teamLeader',
    refused: {
      name: '组长不具备组长能力',
      plan: withMembers([
        { assessorCode: 'U1', role: 'leader', days: 2 },
        { assessorCode: 'L1', role: 'auditor', days: 2 },
      ]),
    },
    passes: { name: '组长具备组长能力', plan: plan() },
    says: '王审核（U1）不具备审核组长能力',
  },
  {
    constraint: 'competence',
    refused: { name: '专业代码无人覆盖', context: context({ audit: audit({ scopeCodes: ['29', '32'] }) }) },
    passes: {
      name: '技术专家补足专业代码',
      plan: withMembers([...plan().members, { assessorCode: 'E1', role: 'expert', days: 2 }]),
      context: context({ audit: audit({ scopeCodes: ['29', '32'] }) }),
    },
    says: '未覆盖专业代码 32',
  },
  {
    constraint: 'impartiality',
    refused: {
      name: '利益冲突持续到审核开始',
      context: context({
        assessors: [leader(), { ...auditorU1(), conflicts: [{ clientKey: 'name:甲公司', until: '2026-06-01', reason: '曾为其提供咨询' }] }],
      }),
    },
    passes: {
      name: '利益冲突已在审核前结束',
      context: context({
        assessors: [leader(), { ...auditorU1(), conflicts: [{ clientKey: 'name:甲公司', until: '2026-05-31', reason: '曾为其提供咨询' }] }],
      }),
    },
    says: '王审核（U1）与受审核方 甲公司 存在利益冲突（曾为其提供咨询',
  },
  {
    constraint: 'availability',
    refused: {
      name: '休假与审核日期重叠',
      context: context({ assessors: [leader(), { ...auditorU1(), unavailable: [{ from: '2026-06-02', to: '2026-06-05', reason: '年休假' }] }] }),
    },
    passes: {
      name: '休假紧接审核之后',
      context: context({ assessors: [leader(), { ...auditorU1(), unavailable: [{ from: '2026-06-03', to: '2026-06-05', reason: '年休假' }] }] }),
    },
    says: '王审核（U1）在 2026-06-02 至 2026-06-05 不可用（年休假）',
  },
  {
    constraint: 'overlap',
    refused: { name: '组长同日已有其他审核', context: context({ others: [otherPlan('2026-06-02', '2026-06-03')] }) },
    passes: { name: '其他审核在次日开始', context: context({ others: [otherPlan('2026-06-03', '2026-06-04')] }) },
    says: '张组长（L1）在 2026-06-02 至 2026-06-03 已安排审核 AU9',
  },
  {
    constraint: 'monthlyLimit',
    refused: {
      name: '当月审核工作日超过上限',
      context: context({ assessors: [{ ...leader(), maxDaysPerMonth: 5 }, auditorU1()], others: [otherPlan('2026-06-08', '2026-06-11')] }),
    },
    passes: {
      name: '当月审核工作日恰好达到上限',
      context: context({ assessors: [{ ...leader(), maxDaysPerMonth: 6 }, auditorU1()], others: [otherPlan('2026-06-08', '2026-06-11')] }),
    },
    says: '张组长（L1）在 2026-06 的审核工作日合计 6 天，超过每月上限 5 天',
  },
  {
    constraint: 'manDays',
    refused: {
      name: '人日不足（实习与专家不计）',
      plan: withMembers([
        { assessorCode: 'L1', role: 'leader', days: 2 },
        { assessorCode: 'T1', role: 'trainee', days: 2 },
        { assessorCode: 'E1', role: 'expert', days: 2 },
      ]),
    },
    passes: { name: '组长与审核员人日达到要求', plan: plan() },
    says: '合计 2 人日，少于要求的 4 人日',
  },
  {
    constraint: 'manDays',
    refused: {
      name: '成员天数超过审核工作日数',
      plan: withMembers([
        { assessorCode: 'L1', role: 'leader', days: 3 },
        { assessorCode: 'U1', role: 'auditor', days: 1 },
      ]),
    },
    passes: {
      name: '半天步长的分配',
      plan: withMembers([
        { assessorCode: 'L1', role: 'leader', days: 2 },
        { assessorCode: 'U1', role: 'auditor', days: 2 },
      ]),
    },
    says: '审核天数 3 天超过审核的工作日数 2 天',
  },
  {
    constraint: 'window',
    refused: { name: '结束日晚于时间窗口', context: context({ audit: audit({ windowTo: '2026-06-01' }) }) },
    passes: { name: '结束日等于时间窗口截止日', context: context({ audit: audit({ windowTo: '2026-06-02' }) }) },
    says: '晚于审核时间窗口的截止日 2026-06-01',
  },
  {
    constraint: 'window',
    refused: { name: '开始日早于今天', context: context({ today: '2026-06-02' }) },
    passes: { name: '开始日就是今天', context: context({ today: '2026-06-01' }) },
    says: '早于最早可排日期 2026-06-02',
  },
  {
    constraint: 'window',
    refused: {
      name: '开始日为法定节假日（端午节）',
      plan: plan({
        startDate: '2026-06-19',
        endDate: '2026-06-23',
        members: [
          { assessorCode: 'L1', role: 'leader', days: 2 },
          { assessorCode: 'U1', role: 'auditor', days: 2 },
        ],
      }),
    },
    passes: {
      name: '跨越节假日与周末的连续工作日',
      plan: plan({
        startDate: '2026-06-18',
        endDate: '2026-06-22',
        members: [
          { assessorCode: 'L1', role: 'leader', days: 2 },
          { assessorCode: 'U1', role: 'auditor', days: 2 },
        ],
      }),
    },
    says: '开始日期 2026-06-19 不是工作日（端午）',
  },
  {
    constraint: 'singleBody',
    refused: { name: '其他机构的审核员', context: context({ assessors: [leader(), { ...auditorU1(), bodyTenantCode: 'CB0002' }] }) },
    passes: { name: '本机构审核员', plan: plan() },
    says: '王审核（U1）注册在其他认证机构（CB0002）',
  },
];

describe('checkPlan: every hard constraint refuses its case and accepts the passing one', () => {
  it.each(TABLE)('$constraint — 拒绝：$refused.name', ({ constraint, refused, says }) => {
    const violations = checkPlan(refused.plan ?? plan(), refused.context ?? context());
    const hits = violations.filter((v) => v.constraint === constraint);
    expect(hits.length, JSON.stringify(violations)).toBeGreaterThan(0);
    expect(hits.map((v) => v.message).join('\n')).toContain(says);
    expect(hits.every((v) => v.auditCode === 'AU1')).toBe(true);
  });

  it.each(TABLE)('$constraint — 通过：$passes.name', ({ passes }) => {
    expect(checkPlan(passes.plan ?? plan(), passes.context ?? context())).toEqual([]);
  });

  it('names the assessor on personal violations', () => {
    const violations = checkPlan(plan(), context({ assessors: [leader(), { ...auditorU1(), bodyTenantCode: 'CB0002' }] }));
    expect(violations).toEqual([expect.objectContaining({ constraint: 'singleBody', assessorCode: 'U1' })]);
  });

  it('every constraint has a Chinese label', () => {
    expect(HardConstraint.values).toHaveLength(10);
    expect(HardConstraint.label('monthlyLimit')).toBe('每月审核天数上限');
    expect(new Set(TABLE.map((row) => row.constraint))).toEqual(new Set(HardConstraint.values));
  });

  it('an unknown assessor is refused, not skipped', () => {
    const violations = checkPlan(
      withMembers([
        { assessorCode: 'L1', role: 'leader', days: 2 },
        { assessorCode: 'ZZ', role: 'auditor', days: 2 },
      ]),
      context(),
    );
    expect(violations.map((v) => v.message)).toContain('审核员 ZZ不存在或不属于本机构');
  });

  it('an expert without expert standing is refused', () => {
    const violations = checkPlan(
      withMembers([...plan().members, { assessorCode: 'T1', role: 'expert', days: 2 }]),
      context({ assessors: [leader(), auditorU1(), trainee(), expert()] }),
    );
    expect(violations.map((v) => v.constraint)).toEqual(['qualification']);
  });
});
