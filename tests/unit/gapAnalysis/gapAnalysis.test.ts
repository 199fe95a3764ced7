/**
 * Gap analysis from stored answers to report figures (domain/gapAnalysis/rules.ts): the demo
 * questionnaires scored with their recorded configuration, checked against a hand computation over
 * the same answers; the explanation lines; the report view (cover, categories, gaps, disposal
 * totals); the disposal machine and its finish conditions as tables.
 */
import { describe, expect, it } from 'vitest';
import { demoQuestionnaireRows } from '../../../domain/demo';
import { demoDisposalValues, demoGapProject } from '../../../domain/gapAnalysis/demo';
import type { GapDisposalStatus } from '../../../domain/enums';
import type { IsoGapResult, MlpsGapResult } from '../../../domain/engines/gap';
import { GAP_DISPOSAL_MACHINE, gapConfigOf, scoreQuestionnaire } from '../../../domain/gapAnalysis/rules';
import {
  disposalFinishProblems,
  type GapDisposalRecord,
  type GapReportRecord,
  gapCategories,
  gapDisposalView,
  gapFindings,
  gapReportCover,
  gapReportView,
  isDisposalOverdue,
} from '../../../domain/gapAnalysis/report';
import { explainGap } from '../../../domain/gapAnalysis/explanation';
import { ISO_MATURITY_OPTIONS } from '../../../domain/questionnaires/rules';
import type { AccessSubject } from '../../../domain/kernel/userInfo';

const NOW = new Date('2026-11-20T02:00:00.000Z');
const rows = demoQuestionnaireRows(NOW);
const MLPS = 'PJ20261020GM0002';
const ISO = 'PJ20260901GI0003';
const questionnaireOf = (code: string) => rows.questionnaires.find((q) => q.projectCode === code)!;
const itemsOf = (code: string) => rows.items.filter((item) => item.projectCode === code);

function scored(code: string) {
  const q = questionnaireOf(code);
  const config = gapConfigOf(q.configId, q.configVersion)!;
  const project = demoGapProject(code)!;
  return {
    q,
    config,
    ...scoreQuestionnaire(q.standard as 'gov' | 'iso', config, project.level ?? project.productLevel, project.extensions, itemsOf(code)),
  };
}

function record(code: string): GapReportRecord {
  const { q, result, sources } = scored(code);
  const project = demoGapProject(code)!;
  return {
    reportNo: 1,
    projectCode: code,
    projectName: project.name,
    productName: project.productName,
    level: project.level,
    standard: q.standard,
    configId: q.configId,
    configVersion: q.configVersion,
    cover: gapReportCover({
      generatedAt: NOW,
      svipData: project.svipData,
      customerName: project.customerName,
      ownerName: project.ownerName,
      ownerPhone: project.ownerPhone,
    }),
    result: result as unknown as Record<string, unknown>,
    sources,
    generatedAt: NOW,
  };
}

const subject = (...roles: string[]): AccessSubject =>
  ({
    roleDTOs: roles.map((roleCode) => ({ roleCode })),
    tenantDTO: { type: 'customer', approvalState: 'success' },
    closeTabKeys: [],
  }) as unknown as AccessSubject;

describe('scoring the demo MLPS questionnaire (self-assessed, not judged)', () => {
  const { result, sources } = scored(MLPS);
  const mlps = result as MlpsGapResult;

  it('equals the weighted ratio computed by hand over the stored answers', () => {
    // Every item has the default importance (一般, 0.2): the ratio is the mean item score.
    const value = { 符合: 1, 部分符合: 0.5, 不符合: 0 } as Record<string, number>;
    let sum = 0;
    let n = 0;
    const counts: Record<string, number> = {};
    for (const item of itemsOf(MLPS).filter((i) => i.kind === 'mlps')) {
      const choice = item.answers.Q1?.choice ?? '不符合';
      counts[choice] = (counts[choice] ?? 0) + 1;
      if (choice === '不适用') continue;
      sum += value[choice];
      n++;
    }
    expect(mlps.rawScore).toBeCloseTo((100 * sum) / n, 2);
    expect(mlps.counts).toMatchObject({
      conform: counts.符合,
      partial: counts.部分符合,
      nonconform: counts.不符合 + (counts[''] ?? 0),
      na: counts.不适用 ?? 0,
    });
    expect(mlps.deduction).toBe(0);
    expect(mlps.config).toEqual({ id: 'gov-gap-default', version: '1.0.0' });
  });

  it('counts an unanswered item and a self-assessed 不符合 as medium-risk problems, said so in the sources', () => {
    const pe02 = sources.find((s) => s.ref === 'PE-02')!;
    expect(pe02).toMatchObject({ selfAssessed: '', judged: false, defaultRisk: true });
    expect(mlps.issues.high).toBe(0);
    expect(mlps.issues.medium).toBe(mlps.counts.nonconform);
    expect(mlps.conclusion).toBe(mlps.score >= 80 ? 'good' : mlps.score >= 70 ? 'fair' : 'poor');
  });

  it('explains the overall formula with its sums, the deduction, the conclusion band and every gap', () => {
    const config = gapConfigOf('gov-gap-default', '1.0.0')!;
    const lines = explainGap(result, sources, config);
    const text = (key: string) => lines.find((l) => l.key === key)?.text ?? '';
    expect(text('overall')).toMatch(new RegExp(`100 × Σ\\(w·s\\) / Σw = 100 × [\\d.]+ / [\\d.]+ = ${mlps.rawScore}`));
    expect(text('deduction')).toContain(`= ${mlps.score}`);
    expect(text('conclusion')).toContain('不满足“优”');
    expect(text('conclusion')).toContain(`有 ${mlps.issues.medium} 个中风险问题`);
    expect(lines.filter((l) => l.key.startsWith('category:'))).toHaveLength(mlps.categories.length);
    expect(lines.filter((l) => l.key.startsWith('gap:'))).toHaveLength(mlps.gaps.length);
    expect(text(`gap:${sources.find((s) => s.ref === 'PE-02')!.itemCode}`)).toContain('顾问未判定，取默认 中');
    expect(text('config')).toContain('gov-gap-default@1.0.0');
  });
});

describe('scoring the finished demo ISO questionnaire (judged)', () => {
  const { result, sources } = scored(ISO);
  const iso = result as IsoGapResult;

  it('takes the consultant’s judgement first and matches the hand count of statuses', () => {
    let implemented = 0;
    let partial = 0;
    let none = 0;
    let na = 0;
    for (const item of itemsOf(ISO)) {
      const choice = item.answers.Q1?.choice ?? '';
      const level = item.judgement?.current ?? (ISO_MATURITY_OPTIONS as readonly string[]).indexOf(choice);
      if (level < 0) {
        na++;
        continue;
      }
      if (level >= 3) implemented++;
      else if (level >= 1) partial++;
      else none++;
    }
    expect(iso.overall.statusCounts).toEqual({ implemented, partial, notImplemented: none });
    expect(iso.overall.notApplicable).toBe(na);
    expect(iso.overall.implementationPct).toBeCloseTo((100 * (implemented + partial * 0.5)) / (implemented + partial + none), 1);
    expect(sources.filter((s) => s.judged).length).toBe(itemsOf(ISO).filter((i) => i.judgement).length);
  });

  it('gives a view with the SVIP-less cover, clauses 4–10 and the four themes, ranked gaps and disposal totals', () => {
    const rec = record(ISO);
    const findings = gapFindings(rec);
    const disposals: GapDisposalRecord[] = demoDisposalValues(findings, NOW, NOW).map((d) => ({ ...d, reportNo: 1 }));
    const view = gapReportView(rec, disposals, new Map([['A-23', '客户执行人']]), '2026-11-20');
    expect(view.cover).toEqual({
      checkDate: '2026-11-20',
      companyName: '示例科技有限公司',
      contactName: '客户责任人',
      department: '',
      telephone: '13800000022',
    });
    expect(view.byCategory.map((c) => c.key)).toEqual([
      ...['4', '5', '6', '7', '8', '9', '10'].map((k) => `clause-${k}`),
      'theme-organizational',
      'theme-people',
      'theme-physical',
      'theme-technological',
    ]);
    expect(view.byResult.reduce((s, r) => s + r.count, 0)).toBe(view.summary.totalItems);
    expect(view.gaps.map((g) => g.rank)).toEqual(view.gaps.map((_, i) => i + 1));
    expect(view.summary.score).toBe(iso.overall.implementationPct);
    expect(view.disposal.total).toBe(findings.length);
    expect(view.disposal.finished + view.disposal.inHandle).toBe(findings.length);
    expect(view.disposal.overdue).toBe(disposals.filter((d) => isDisposalOverdue(d, '2026-11-20')).length);
    expect(view.disposal.overdue).toBeGreaterThan(0);
    const finished = view.gaps.find((g) => g.disposalStatus === 'finish')!;
    expect(finished.ownerName).toBe('客户执行人');
    // The configuration as the customer reads it: Chinese name and 版本, what it means; no id, no repository file.
    expect(view.config).toMatchObject({
      id: 'iso-gap-default',
      version: '1.0.0',
      label: 'ISO/IEC 27001:2022 差距评分默认配置（成熟度 0–5）（版本 1.0.0）',
    });
    expect(view.config.summary).toContain('目标成熟度');
    expect(`${view.config.label}${view.config.summary}`).not.toMatch(/iso-gap-default|docs\/|\.md\b/);
    expect(view.explanation.filter((l) => l.key.startsWith('gap:'))).toHaveLength(view.gaps.length);
    expect(gapCategories(rec)).toHaveLength(11);
  });

  it('an MLPS view takes the SVIP company data for its cover', () => {
    const view = gapReportView(record(MLPS), [], new Map(), '2026-11-20');
    expect(view.cover).toMatchObject({
      companyName: '示例科技有限公司',
      contactName: '客户项目经理',
      department: '信息技术部',
      telephone: '13800000021',
    });
    expect(view.byCategory.map((c) => c.key)).toContain('PE');
    expect(view.summary.conclusion).toMatch(/^[优良中差]$/);
  });
});

describe('the disposal machine', () => {
  it.each([
    ['in-handle', 'finish', subject('consumer-executor'), 'finish'],
    ['in-handle', 'finish', subject('consumer-pm'), 'finish'],
    ['in-handle', 'reopen', subject('consumer-pm'), null],
    ['finish', 'finish', subject('consumer-pm'), null],
    ['finish', 'reopen', subject('consumer-pm'), 'in-handle'],
    ['finish', 'reopen', subject('consumer-owner'), 'in-handle'],
    ['finish', 'reopen', subject('consumer-executor'), 'in-handle'],
  ] as const)('%s --%s--> %#', (from, action, who, to) => {
    const refusal = GAP_DISPOSAL_MACHINE.refusal(from as GapDisposalStatus, action, who);
    if (to === null) expect(refusal).toMatch(/差距处置/);
    else expect(GAP_DISPOSAL_MACHINE.assertMove(from as GapDisposalStatus, action, who)).toBe(to);
  });

  it.each([
    [{ ownerAccountId: null, plan: '', dueDate: null, evidence: [] }, ['负责人', '整改计划', '计划完成日期', '证据文件']],
    [{ ownerAccountId: 'A-23', plan: '计划', dueDate: '2026-12-01', evidence: [] }, ['证据文件']],
    [{ ownerAccountId: 'A-23', plan: '计划', dueDate: '2026-12-01', evidence: [{ objectId: 'O1', fileName: 'a.pdf' }] }, []],
  ])('finish needs owner, plan, due date and evidence %#', (values, missing) => {
    expect(disposalFinishProblems(values)).toEqual(missing);
  });

  it('offers edit and finish in handle, reopen when finished; overdue only when unfinished and past due', () => {
    const base: GapDisposalRecord = {
      gapKey: 'K',
      reportNo: 1,
      ownerAccountId: null,
      plan: '',
      dueDate: '2026-11-01',
      evidence: [],
      status: 'in-handle',
      updatedAt: NOW,
      finishedAt: null,
    };
    expect(gapDisposalView(base, undefined, new Map(), '2026-11-20', subject('consumer-executor'))).toMatchObject({
      actions: ['edit', 'finish'],
      overdue: true,
    });
    const done = { ...base, status: 'finish' as const, finishedAt: NOW };
    expect(gapDisposalView(done, undefined, new Map(), '2026-11-20', subject('consumer-executor'))).toMatchObject({
      actions: ['reopen'],
      overdue: false,
    });
    expect(gapDisposalView(done, undefined, new Map(), '2026-11-20', subject('consumer-pm')).actions).toEqual(['reopen']);
  });
});

describe('scoreQuestionnaire refusals', () => {
  it('refuses a configuration of the other standard and an MLPS questionnaire without a level', () => {
    const iso = gapConfigOf('iso-gap-default', '1.0.0')!;
    const gov = gapConfigOf('gov-gap-default', '1.0.0')!;
    expect(() => scoreQuestionnaire('gov', iso, '3', [], itemsOf(MLPS))).toThrow(/不适用于等级保护/);
    expect(() => scoreQuestionnaire('gov', gov, null, [], itemsOf(MLPS))).toThrow(/保护等级/);
    expect(() => scoreQuestionnaire('iso', iso, null, [], [])).toThrow(/没有可计分/);
  });
});
