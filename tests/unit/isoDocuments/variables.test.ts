/**
 * The organisation variables' rules as tables (domain/isoDocuments/variableRules.ts): types at the
 * draft depth, required fields, formats and cross-field rules at the group and final depths, the
 * departments (codes, names, in use, disabling) and the responsibility matrix; the changes a save
 * records; the demo set complete; and the project timeline (projectTimeline) across 2026's 中秋 and
 * 国庆 with the make-up working day, a date set by hand moving what is counted from it, and a 2027
 * release date named as a year without holiday data.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ISO_MATRIX, DEMO_ISO_VARIABLES } from '../../../domain/isoDocuments/demo';
import { projectTimeline } from '../../../domain/isoDocuments/timeline';
import { diffVariables } from '../../../domain/isoDocuments/variableChanges';
import {
  checkVariables,
  customerFillsKeys,
  departmentsInUse,
  departmentsOf,
  type IsoCheckMode,
  matrixOf,
  withDepartmentCodes,
} from '../../../domain/isoDocuments/variableRules';
import type { IsoVariableValues } from '../../../domain/isoDocuments/variables';

const TODAY = '2026-11-28';
const demo = (change: Record<string, unknown> = {}): IsoVariableValues => ({ ...DEMO_ISO_VARIABLES, ...change }) as IsoVariableValues;
const problems = (values: IsoVariableValues, mode: IsoCheckMode, group?: string) =>
  checkVariables(values, ['ISMS'], mode, group, { today: TODAY }).map((p) => `${p.key}: ${p.message}`);
const departments = DEMO_ISO_VARIABLES.departments as unknown as Record<string, unknown>[];

describe('checkVariables', () => {
  it('finds nothing wrong with the demo set at any depth', () => {
    expect(problems(demo(), 'final')).toEqual([]);
    expect(problems(demo(), 'draft')).toEqual([]);
    expect(problems(demo(), 'group', 'structure')).toEqual([]);
  });

  it.each([
    ['a number given text', { headcount: '很多' }, 'headcount: 员工人数须为数字'],
    ['a number out of range', { reviewCycleMonths: 40 }, 'reviewCycleMonths: 评审周期（月）不能大于 36'],
    ['a text too long', { orgShortName: '长'.repeat(21) }, 'orgShortName: 公司简称最多 20 个字'],
    ['a date not YYYY-MM-DD', { foundedDate: '2015/3/18' }, 'foundedDate: 成立日期须为有效日期（YYYY-MM-DD）'],
    ['an impossible date', { manualReleaseDate: '2026-02-30' }, 'manualReleaseDate: 管理手册发布日期须为有效日期（YYYY-MM-DD）'],
    ['a list not a list', { sites: '杭州' }, 'sites: 场所须为列表'],
    ['a list cell of the wrong type', { sites: [{ name: '总部', address: '杭州', headcount: 'x' }] }, 'sites.0.headcount: 场所第 1 行：人数须为数字'],
    [
      'an option not offered',
      { departments: [{ code: 'D01', name: '总经办', head: '陈', isEnable: '也许' }] },
      'departments.0.isEnable: 部门第 1 行：启用只能是 是、否 之一',
    ],
    ['too many rows', { objectives: Array.from({ length: 31 }, () => ({ objective: 'a' })) }, 'objectives: 管理目标最多 30 行'],
    ['an unknown key', { favouriteColour: '蓝' }, 'favouriteColour: 未知的组织信息字段 favouriteColour'],
    [
      'a matrix naming an unknown clause',
      { responsibilityMatrix: { '11.1': { lead: 'D01', support: [] } } },
      'responsibilityMatrix: 职能分配表：未知的条款 11.1',
    ],
    [
      'a matrix naming an unknown department',
      { responsibilityMatrix: { '4.1': { lead: 'D99', support: [] } } },
      'responsibilityMatrix: 职能分配表 4.1：部门编号 D99 不存在',
    ],
  ])('refuses at the draft depth: %s', (_name, change, expected) => {
    expect(problems(demo(change), 'draft')).toContain(expected);
  });

  it('does not ask for required fields or formats at the draft depth', () => {
    expect(problems({ orgName: '', creditCode: 'abc', docPrefix: 'x' } as IsoVariableValues, 'draft')).toEqual([]);
  });

  it.each([
    ['a required field', { orgName: '' }, 'basic', 'orgName: 请填写公司全称'],
    ['a credit code of 17 characters', { creditCode: '91330106MA2DEMA01' }, 'basic', 'creditCode: 统一社会信用代码须为 18 位数字或大写字母'],
    ['a credit code in lower case', { creditCode: '91330106ma2dema011' }, 'basic', 'creditCode: 统一社会信用代码须为 18 位数字或大写字母'],
    [
      'a credit code with a wrong check character',
      { creditCode: '91330106MA2DEMA012' },
      'basic',
      'creditCode: 统一社会信用代码校验位（第 18 位）应为“1”，实为“2”，请核对是否有输错的字符',
    ],
    ['a founding date in the future', { foundedDate: '2026-12-01' }, 'basic', 'foundedDate: 成立日期（2026-12-01）不能晚于今天'],
    [
      'a release date before the founding',
      { manualReleaseDate: '2014-01-05' },
      'dates',
      'manualReleaseDate: 管理手册发布日期日期早于公司成立日期（2015-03-18）',
    ],
    [
      'an audit date before the founding',
      { internalAuditDate: '2015-03-17' },
      'dates',
      'internalAuditDate: 内部审核日期日期早于公司成立日期（2015-03-18）',
    ],
    ['a document prefix of one letter', { docPrefix: 'S' }, 'documentControl', 'docPrefix: 文件编号前缀须为 2–8 位大写字母'],
    ['a document prefix with digits', { docPrefix: 'SL01' }, 'documentControl', 'docPrefix: 文件编号前缀须为 2–8 位大写字母'],
    ['a list below its minimum', { sites: [] }, 'scope', 'sites: 场所至少填写 1 行'],
    ['a list row without its required cell', { sites: [{ name: '总部' }] }, 'scope', 'sites.0.address: 场所第 1 行：请填写地址'],
    [
      'two departments of one code',
      { departments: [...departments, { code: 'D01', name: '法务部', head: '钱', isEnable: '是' }] },
      'structure',
      'departments: 部门编号 D01 重复',
    ],
    [
      'two departments of one name',
      { departments: [...departments, { code: 'D08', name: '财务部', head: '钱', isEnable: '是' }] },
      'structure',
      'departments: 部门名称“财务部”重复',
    ],
  ])('refuses at the group depth: %s', (_name, change, group, expected) => {
    expect(problems(demo(change), 'group', group)).toContain(expected);
    expect(problems(demo(change), 'final')).toContain(expected);
  });

  it('checks only the saved group at the group depth', () => {
    const values = demo({ orgName: '', docPrefix: 'x' });
    expect(problems(values, 'group', 'leadership')).toEqual([]);
    expect(problems(values, 'group', 'basic')).toEqual(['orgName: 请填写公司全称']);
  });

  const matrix = (change: Record<string, unknown>) => demo({ responsibilityMatrix: { ...DEMO_ISO_MATRIX, ...change } });
  it.each([
    [
      'a row without a lead',
      matrix({ '9.2': { lead: null, support: ['D03'] } }),
      'final',
      'responsibilityMatrix: 职能分配表 9.2 内部审核：请指定一个主责部门',
    ],
    [
      'a lead also supporting',
      matrix({ '9.2': { lead: 'D02', support: ['D02'] } }),
      'group',
      'responsibilityMatrix: 职能分配表 9.2：综合管理部不能同时是主责和配合部门',
    ],
    ['a support twice', matrix({ '9.2': { lead: 'D02', support: ['D03', 'D03'] } }), 'group', 'responsibilityMatrix: 职能分配表 9.2：配合部门重复'],
    [
      'a disabled department supporting',
      demo({ departments: departments.map((d) => (d.code === 'D05' ? { ...d, isEnable: '否' } : d)) }),
      'group',
      'responsibilityMatrix: 职能分配表 4.2：配合部门“市场部”已停用',
    ],
    [
      'a disabled department leading',
      demo({ departments: departments.map((d) => (d.code === 'D07' ? { ...d, isEnable: '否' } : d)) }),
      'group',
      'departments: 部门“人力资源部”主责条款 7.2，不能停用；请先在职能分配表中调整主责部门',
    ],
  ])('checks the matrix: %s', (_name, values, mode, expected) => {
    expect(problems(values, mode as IsoCheckMode, 'structure')).toContain(expected);
  });

  it('leaves a row without a lead to the final depth', () => {
    expect(problems(matrix({ '9.2': { lead: null, support: [] } }), 'group', 'structure')).toEqual([]);
  });
});

describe('departments and the matrix', () => {
  it('reads departments with isEnable as a boolean and leaves rows without a code out', () => {
    const values = { departments: [{ code: 'D01', name: '总经办', isEnable: '否' }, { name: '新部门' }, { code: 'D02', name: '综合管理部' }] };
    expect(departmentsOf(values as unknown as IsoVariableValues).map((d) => [d.code, d.isEnable])).toEqual([
      ['D01', false],
      ['D02', true],
    ]);
  });

  it('gives new rows the next free code and keeps the existing ones', () => {
    const values = { departments: [{ code: 'D01', name: 'a' }, { name: 'b' }, { code: 'D03', name: 'c' }, { name: 'd', isEnable: false }] };
    const rows = withDepartmentCodes(values as unknown as IsoVariableValues).departments as unknown as Record<string, unknown>[];
    expect(rows.map((row) => [row.code, row.isEnable])).toEqual([
      ['D01', '是'],
      ['D02', '是'],
      ['D03', '是'],
      ['D04', '否'],
    ]);
  });

  it('reads the matrix, dropping malformed rows', () => {
    expect(matrixOf({ responsibilityMatrix: { '4.1': { lead: 'D01', support: ['D02', 3] }, '4.2': 'x' } } as unknown as IsoVariableValues)).toEqual({
      '4.1': { lead: 'D01', support: ['D02'] },
    });
  });

  it.each([
    ['deleted, still leading in the matrix', 'D07', new Set<string>(), ['人力资源部']],
    ['deleted, named by a nonconformity only', 'D05', new Set(['D05']), ['市场部']],
    ['deleted, used nowhere', 'D05', new Set<string>(), []],
  ])('refuses deleting a department in use: %s', (_name, code, ncCodes, expected) => {
    const after = demo({ departments: departments.filter((d) => d.code !== code) });
    if (code === 'D05')
      after.responsibilityMatrix = Object.fromEntries(
        Object.entries(DEMO_ISO_MATRIX).map(([id, row]) => [id, { ...row, support: row.support.filter((c) => c !== 'D05') }]),
      );
    expect(departmentsInUse(demo(), after, ncCodes).map((d) => d.name)).toEqual(expected);
  });

  it('lets the customer fill the basic facts but not the scope or the matrix', () => {
    const keys = customerFillsKeys(['ISMS']);
    expect(keys).toEqual(expect.arrayContaining(['orgName', 'creditCode', 'headcount', 'sites', 'departments', 'topManager']));
    expect(keys).not.toContain('certScope');
    expect(keys).not.toContain('responsibilityMatrix');
  });
});

describe('diffVariables', () => {
  it('records each changed field with its label, lists and matrix as short text', () => {
    const after = demo({ headcount: 200, orgEnglishName: null, sites: [{ name: '总部', address: '杭州', headcount: 10 }] });
    expect(diffVariables(demo(), after)).toEqual([
      { key: 'orgEnglishName', label: '英文名称', before: 'Demo Tech Co., Ltd.', after: '' },
      { key: 'headcount', label: '员工人数', before: '186', after: '200' },
      { key: 'sites', label: '场所', before: expect.stringMatching(/^2 行：杭州总部/), after: '1 行：总部 杭州 10' },
    ]);
    const moved = diffVariables(demo(), matrix0());
    expect(moved).toEqual([
      {
        key: 'responsibilityMatrix',
        label: '职能分配表',
        before: expect.stringContaining('9.2:综合管理部'),
        after: expect.stringContaining('9.2:总经办'),
      },
    ]);
  });
});
const matrix0 = () => demo({ responsibilityMatrix: { ...DEMO_ISO_MATRIX, '9.2': { lead: 'D01', support: [] } } });

describe('projectTimeline', () => {
  const dates = (values: Record<string, unknown>) => projectTimeline(values as IsoVariableValues)!.dates;

  it('counts working days across 中秋 and 国庆 2026 with the make-up working day of 10 October', () => {
    const timeline = projectTimeline({ manualReleaseDate: '2026-09-25' } as IsoVariableValues)!;
    expect(timeline.dates).toEqual({
      // 10 working days before: Sunday 20 September is a make-up working day (国庆调休) and counts.
      riskAssessment: '2026-09-14',
      release: '2026-09-25',
      effective: '2026-09-30',
      // 30 Sep + 2 working days: 1–7 Oct are holidays, 8 Oct a working day, 9 Oct the second.
      training: '2026-10-09',
      internalAudit: '2026-12-15',
      managementReview: '2026-12-24',
      certificationApplication: '2027-01-07',
    });
    expect(timeline.entries.find((e) => e.key === 'training')).toMatchObject({ anchor: 'effective', workdays: 2, overridden: false });
    expect(timeline.uncoveredYears).toEqual([2027]);
  });

  it('moves what is counted from a milestone set by hand, and only that', () => {
    const computed = dates({ manualReleaseDate: '2026-09-01' });
    const moved = dates({ manualReleaseDate: '2026-09-01', internalAuditDate: '2026-11-26' });
    expect(moved.internalAudit).toBe('2026-11-26');
    expect(moved.managementReview > computed.managementReview).toBe(true);
    expect(moved.certificationApplication > computed.certificationApplication).toBe(true);
    expect([moved.effective, moved.training, moved.riskAssessment]).toEqual([computed.effective, computed.training, computed.riskAssessment]);
    expect(
      projectTimeline({ manualReleaseDate: '2026-09-01', internalAuditDate: '2026-11-26' } as IsoVariableValues)!.entries.find(
        (e) => e.key === 'internalAudit',
      ),
    ).toMatchObject({
      overridden: true,
      anchor: null,
      workdays: null,
    });
  });

  it('says a 2027 release date lies in a year without holiday data', () => {
    const timeline = projectTimeline({ manualReleaseDate: '2027-03-01' } as IsoVariableValues)!;
    expect(timeline.holidayDataAvailable).toBe(false);
    expect(timeline.notes).toContain('节假日数据不含 2027 年：这些年份仅跳过周末，未考虑法定节假日和调休，请人工核对');
  });

  it('is null without a valid release date', () => {
    expect(projectTimeline({} as IsoVariableValues)).toBeNull();
    expect(projectTimeline({ manualReleaseDate: '2026-13-01' } as IsoVariableValues)).toBeNull();
  });
});
