/** The assessor register's rules (domain/assessors/rules.ts) and the Excel reader (domain/assessors/excel.ts), as tables. */
import { describe, expect, it } from 'vitest';
import { readAssessorWorkbook, importErrorLine, assessorSheetRows, ASSESSOR_SHEETS } from '../../../domain/assessors/excel';
import {
  type AssessorInput,
  assessorProblems,
  assessorVisibility,
  clientKeyOf,
  conflictDefaultUntil,
  normaliseIafCode,
  onLeave,
  qualifiedFields,
  registrationStatus,
} from '../../../domain/assessors/rules';
import { DEMO_ASSESSORS } from '../../../domain/demo';

const ISMS = { field: 'ISMS', grade: 'auditor', regNo: '2021-N1ISMS-1234567', validUntil: '2027-12-31' } as const;
const base: AssessorInput = { teamLeader: false, expert: false, registrations: [ISMS], technicalAreas: ['33'], conflicts: [], leaves: [] };

describe('assessorProblems', () => {
  it.each<[string, Partial<AssessorInput>, string | null]>([
    ['a valid auditor', {}, null],
    ['no registration', { registrations: [] }, '注册资格（registrations）：审核员至少需要一项 CCAA 注册资格（技术专家除外）'],
    ['an expert without registration', { expert: true, registrations: [] }, null],
    ['an expert with a registration', { expert: true }, '注册资格（registrations）：技术专家不登记注册资格，请取消“技术专家”或删除注册资格'],
    ['an expert as team leader', { expert: true, registrations: [], teamLeader: true }, '组长能力（teamLeader）：技术专家不能担任审核组长'],
    [
      'a trainee team leader',
      { teamLeader: true, registrations: [{ ...ISMS, grade: 'trainee' }] },
      '组长能力（teamLeader）：审核组长须在至少一个注册领域具有“审核员”或“高级审核员”级别',
    ],
    ['a senior team leader', { teamLeader: true, registrations: [{ ...ISMS, grade: 'senior' }] }, null],
    [
      'a field twice',
      { registrations: [ISMS, { ...ISMS, regNo: '2021-N1ISMS-7654321' }] },
      '注册资格（registrations）：注册领域“信息安全管理体系”重复登记',
    ],
    [
      'a registration number twice',
      { registrations: [ISMS, { ...ISMS, field: 'QMS' }] },
      '注册资格（registrations）：注册证书号 2021-N1ISMS-1234567 重复',
    ],
    ['an unknown IAF code', { technicalAreas: ['40'] }, '专业代码（technicalAreas）：未知代码 40，须为 IAF 代码 01–39'],
    [
      'leave ending before it starts',
      { leaves: [{ from: '2027-01-10', to: '2027-01-01', reason: '' }] },
      '不可用日期（leaves）第 1 行：结束日期不能早于开始日期',
    ],
    ['a one-day leave', { leaves: [{ from: '2027-01-10', to: '2027-01-10', reason: '' }] }, null],
  ])('%s', (_, change, message) => {
    const problems = assessorProblems({ ...base, ...change });
    expect(problems[0]?.message ?? null).toBe(message);
  });

  it('every demo assessor satisfies the rules', () => {
    for (const assessor of DEMO_ASSESSORS) expect(assessorProblems(assessor), assessor.assessorCode).toEqual([]);
    const regNos = DEMO_ASSESSORS.flatMap((a) => a.registrations.map((r) => r.regNo));
    expect(new Set(regNos).size).toBe(regNos.length);
  });
});

describe('dates and keys', () => {
  it.each([
    ['2026-11-27', 'valid'],
    ['2026-11-28', 'valid'],
    ['2026-11-29', 'valid'],
  ])('a registration valid until %s', (validUntil, status) => {
    expect(registrationStatus({ validUntil }, validUntil)).toBe(status);
  });
  it('expires the day after 有效期至 and the scheduler drops the field', () => {
    expect(registrationStatus({ validUntil: '2026-09-30' }, '2026-10-01')).toBe('expired');
    expect([
      ...qualifiedFields(
        [
          { ...ISMS, validUntil: '2026-09-30' },
          { ...ISMS, field: 'QMS' },
        ],
        '2026-11-28',
      ).keys(),
    ]).toEqual(['QMS']);
  });
  it('leave covers its first and last day', () => {
    const leaves = [{ from: '2026-12-21', to: '2027-01-03' }];
    expect([onLeave(leaves, '2026-12-20'), onLeave(leaves, '2026-12-21'), onLeave(leaves, '2027-01-03'), onLeave(leaves, '2027-01-04')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('conflicts last two years by default (29 February to 28 February)', () => {
    expect(conflictDefaultUntil('2025-06-30')).toBe('2027-06-30');
    expect(conflictDefaultUntil('2028-02-29')).toBe('2030-02-28');
  });
  it('client keys: the tenant code of a platform client, else name:<name>', () => {
    expect(clientKeyOf('T-CU-DEMO', '示例科技有限公司')).toBe('T-CU-DEMO');
    expect(clientKeyOf(null, ' 杭州某公司 ')).toBe('name:杭州某公司');
  });
  it.each([
    ['1', '01'],
    ['33', '33'],
    ['039', undefined],
    ['40', undefined],
    ['0', undefined],
    ['XYZ', undefined],
  ])('IAF code %s reads as %s', (code, expected) => expect(normaliseIafCode(code)).toBe(expected));
});

describe('assessorVisibility', () => {
  const who = (...roles: string[]) => ({
    roleDTOs: roles.map((roleCode) => ({ roleCode })),
    tenantDTO: { type: roles[0].startsWith('platform') ? 'platform' : 'cb', approvalState: 'success' },
    closeTabKeys: [],
    accountBelongToPlatformType: roles[0].startsWith('platform') ? 'platform' : null,
  });
  it.each([
    [['cb-tenant-manager'], 'planner'],
    [['cb-tenant-common-scheduler'], 'planner'],
    [['cb-tenant-audit'], 'own'],
    [['platform-delivery'], 'all'],
    [['platform-manager'], 'none'],
  ])('%j sees %s', (roles, kind) => expect(assessorVisibility(who(...roles) as never).kind).toBe(kind));
});

describe('readAssessorWorkbook', () => {
  const sheet = (name: string, rows: string[][]) => ({ name, rows: rows.map((cells, i) => ({ number: i + 1, cells })) });
  const assessors = (...rows: string[][]) => sheet('审核员', [[...ASSESSOR_SHEETS.assessors.columns], ...rows]);
  const registrations = (...rows: string[][]) => sheet('注册资格', [[...ASSESSOR_SHEETS.registrations.columns], ...rows]);

  it('reads assessors and their registrations by phone', () => {
    const read = readAssessorWorkbook([
      assessors(['张三', '13900000001', '110108', '是', '否', '', '33, 1']),
      registrations(['13900000001', '信息安全管理体系', '高级审核员', '2021-n1isms-1234567', '2028-01-31']),
    ]);
    expect(read.errors).toEqual([]);
    expect(read.assessors[0]).toMatchObject({
      name: '张三',
      teamLeader: true,
      maxDaysPerMonth: 15,
      technicalAreas: ['01', '33'],
      registrations: [{ field: 'ISMS', grade: 'senior', regNo: '2021-N1ISMS-1234567', validUntil: '2028-01-31' }],
    });
  });

  it.each<[string, string[][], string[][], string]>([
    [
      'an unknown field code',
      [['张三', '13900000001', '110108', '否', '否', '', '33']],
      [['13900000001', 'XYZ', '审核员', '2021-N1ISMS-1234567', '2028-01-31']],
      '注册资格 第 2 行 注册领域：未知代码 XYZ',
    ],
    [
      'an unknown grade',
      [['张三', '13900000001', '110108', '否', '否', '', '33']],
      [['13900000001', 'ISMS', '主任', '2021-N1ISMS-1234567', '2028-01-31']],
      '注册资格 第 2 行 级别：未知级别 主任，须为 实习审核员、审核员、高级审核员',
    ],
    [
      'a phone not on 审核员',
      [['张三', '13900000001', '110108', '否', '否', '', '33']],
      [['13900000009', 'ISMS', '审核员', '2021-N1ISMS-1234567', '2028-01-31']],
      '注册资格 第 2 行 手机号：审核员工作表中没有手机号 13900000009',
    ],
    [
      'a bad date',
      [['张三', '13900000001', '110108', '否', '否', '', '33']],
      [['13900000001', 'ISMS', '审核员', '2021-N1ISMS-1234567', '2028/13/01']],
      '注册资格 第 2 行 有效期至：日期格式应为 YYYY-MM-DD（2028/13/01）',
    ],
    [
      'days out of range',
      [['张三', '13900000001', '110108', '否', '否', '40', '33']],
      [['13900000001', 'ISMS', '审核员', '2021-N1ISMS-1234567', '2028-01-31']],
      '审核员 第 2 行 每月最多审核天数：须为 1–31 的整数（40）',
    ],
    [
      'no registration for a non-expert',
      [['张三', '13900000001', '110108', '否', '否', '', '33']],
      [],
      '审核员 第 2 行 注册资格：注册资格（registrations）：审核员至少需要一项 CCAA 注册资格（技术专家除外）',
    ],
    [
      'a phone twice',
      [
        ['张三', '13900000001', '110108', '否', '否', '', '33'],
        ['李四', '13900000001', '110108', '否', '否', '', '33'],
      ],
      [['13900000001', 'ISMS', '审核员', '2021-N1ISMS-1234567', '2028-01-31']],
      '审核员 第 3 行 手机号：与第 2 行重复',
    ],
  ])('%s', (_, assessorRows, registrationRows, line) => {
    const read = readAssessorWorkbook([assessors(...assessorRows), registrations(...registrationRows)]);
    expect(read.errors.map(importErrorLine)).toContain(line);
  });

  it('an export reads back without errors', () => {
    const rows = assessorSheetRows(DEMO_ASSESSORS.filter((a) => a.bodyTenantCode === 'T-CB-DEMO'));
    const read = readAssessorWorkbook(
      (Object.keys(ASSESSOR_SHEETS) as (keyof typeof ASSESSOR_SHEETS)[]).map((key) =>
        sheet(ASSESSOR_SHEETS[key].name, [[...ASSESSOR_SHEETS[key].columns], ...rows[key]]),
      ),
    );
    expect(read.errors).toEqual([]);
    expect(read.assessors).toHaveLength(12);
    expect(read.assessors.find((a) => a.phone === '13910000003')?.conflicts[0]).toMatchObject({ clientKey: 'T-CU-DEMO' });
  });
});
