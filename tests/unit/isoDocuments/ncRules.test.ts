/**
 * The nonconformity rules as tables: the lifecycle's moves and refusals, the fields a move needs,
 * the checks against the project (clause, department, dates), numbering, the report's summary, and
 * the application form's content and missing variables.
 */
import { departmentsOf } from '../../../domain/isoDocuments/departmentRules';
import { describe, expect, it } from 'vitest';
import { applicationFormContent, applicationMissing } from '../../../domain/isoDocuments/applications';
import { isoClausesFor } from '../../../domain/isoDocuments/clauses';
import type { NcState } from '../../../domain/isoDocuments/enums';
import {
  NC_MACHINE,
  type NcAction,
  type NcDraft,
  ncActionProblem,
  ncCodeOf,
  ncEditRefusal,
  ncProblems,
  ncSummary,
} from '../../../domain/isoDocuments/ncRules';

describe('the NC machine', () => {
  const table: [NcState, NcAction, NcState | string][] = [
    ['open', 'correct', 'corrected'],
    ['open', 'verify', '不符合项当前为“待整改”，不能验证关闭'],
    ['open', 'reject', '不符合项当前为“待整改”，不能退回整改'],
    ['open', 'reopen', '不符合项当前为“待整改”，不能重新打开'],
    ['corrected', 'verify', 'closed'],
    ['corrected', 'reject', 'open'],
    ['corrected', 'correct', '不符合项当前为“待验证”，不能整改完成'],
    ['closed', 'reopen', 'open'],
    ['closed', 'correct', '不符合项当前为“已关闭”，不能整改完成'],
  ];
  it.each(table)('%s —%s→ %s', (from, action, expected) => {
    const refusal = NC_MACHINE.refusal(from, action, null);
    if (refusal) expect(refusal).toBe(expected);
    else expect(NC_MACHINE.assertMove(from, action, null)).toBe(expected);
  });

  it('lets nothing but reopen edit a closed NC', () => {
    expect(ncEditRefusal('closed')).toBe('已关闭的不符合项不能修改，请先重新打开');
    expect(ncEditRefusal('open')).toBeNull();
    expect(ncEditRefusal('corrected')).toBeNull();
  });
});

const draft = (change: Partial<NcDraft> = {}): NcDraft => ({
  clause: '9.2',
  departmentCode: 'D02',
  description: '内审方案未覆盖全部部门',
  evidence: '',
  severity: 'major',
  auditor: '林志远',
  foundDate: '2026-11-20',
  rootCause: '',
  correction: '',
  correctiveAction: '',
  dueDate: '2026-12-01',
  verification: '',
  ...change,
});

describe('checks against the project', () => {
  const departments = departmentsOf({
    departments: [
      { code: 'D02', name: '综合管理部', head: '赵敏', responsibilities: '', isEnable: true },
      { code: 'D09', name: '旧部门', head: '', responsibilities: '', isEnable: '否' },
    ] as never,
  });
  const context = { clauses: isoClausesFor(['ISMS']), departments, today: '2026-11-25' };
  const problem = (change: Partial<NcDraft>, kept?: string) => ncProblems(draft(change), { ...context, keptDepartment: kept })[0] ?? null;

  it.each([
    [{}, null],
    [{ clause: 'A.8.13' }, null],
    [{ clause: '' }, 'clause'],
    [{ clause: 'A.9.1' }, 'clause'],
    [{ departmentCode: '' }, 'departmentCode'],
    [{ departmentCode: 'D77' }, 'departmentCode'],
    [{ departmentCode: 'D09' }, 'departmentCode'],
    [{ description: '' }, 'description'],
    [{ severity: '' as const }, 'severity'],
    [{ foundDate: null }, 'foundDate'],
    [{ foundDate: '2026-11-26', dueDate: null }, 'foundDate'],
    [{ dueDate: '2026-11-19' }, 'dueDate'],
  ] as [Partial<NcDraft>, string | null][])('%j → %s', (change, field) => {
    expect(problem(change)?.field ?? null).toBe(field);
  });

  it('keeps a department switched off on the NC that already names it', () => {
    expect(problem({ departmentCode: 'D09' }, 'D09')).toBeNull();
    expect(problem({ departmentCode: 'D09' })?.message).toBe('责任部门“旧部门”已停用');
  });

  it('names the fields a move still needs', () => {
    expect(ncActionProblem('correct', draft({ rootCause: '理解不足' }))).toEqual({ field: 'correction', message: '整改完成前请填写纠正、纠正措施' });
    expect(ncActionProblem('correct', draft({ rootCause: 'a', correction: 'b', correctiveAction: 'c' }))).toBeNull();
    expect(ncActionProblem('verify', draft())?.message).toBe('验证关闭前请填写验证情况');
    expect(ncActionProblem('reject', draft())).toBeNull();
  });
});

describe('numbering and the summary', () => {
  it('numbers NC-01 … NC-99, NC-100', () => {
    expect([1, 9, 10, 99, 100].map(ncCodeOf)).toEqual(['NC-01', 'NC-09', 'NC-10', 'NC-99', 'NC-100']);
  });

  it('counts by a key, by severity and by state', () => {
    const rows = [
      { clause: '9.2', severity: 'major' as const, state: 'open' as const },
      { clause: '9.2', severity: 'minor' as const, state: 'closed' as const },
      { clause: '7.2', severity: 'minor' as const, state: 'corrected' as const },
    ];
    expect(
      ncSummary(
        rows,
        (row) => row.clause,
        (key) => `条款 ${key}`,
      ),
    ).toEqual([
      { key: '9.2', label: '条款 9.2', total: 2, major: 1, minor: 1, open: 1, corrected: 0, closed: 1 },
      { key: '7.2', label: '条款 7.2', total: 1, major: 0, minor: 1, open: 0, corrected: 1, closed: 0 },
    ]);
  });
});

describe('the application form', () => {
  const values = { orgName: '示例科技有限公司', certScope: '软件开发相关的信息安全管理', headcount: 180, manualReleaseDate: '2026-09-01' };

  it('lists the variables still missing by their labels', () => {
    const missing = applicationMissing(values).map((field) => field.label);
    expect(missing).toContain('统一社会信用代码');
    expect(missing).not.toContain('公司全称');
    expect(missing).not.toContain('认证范围');
  });

  it('fills every value as text, 待补充 where a variable is missing, the audit date from the timeline', () => {
    const content = applicationFormContent({
      bodyName: '示例认证中心',
      systems: ['ISMS'],
      values,
      channelName: '安衡咨询',
      consultantName: '林志远',
      today: '2026-11-29',
    });
    expect(content.title).toBe('示例认证中心管理体系认证申请书');
    expect(content.creditCode).toBe('（待补充）');
    expect(content.headcount).toBe('180 人');
    expect(content.standardsText).toContain('ISO/IEC 27001:2022');
    expect(content.desiredAuditDate).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(content.desiredAuditDate > '2026-09-01').toBe(true);
    expect(JSON.stringify(content)).not.toMatch(/undefined|null|NaN/);
  });
});
