import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISO27001_CLAUSES, ISO27001_CONTROLS } from '../../../domain/catalogues';
import {
  defineIsoGapConfig,
  ISO_GAP_CONFIG_1_TO_5,
  ISO_GAP_DEFAULT_CONFIG,
  scoreIsoGap,
  type IsoGapInput,
  type IsoGapItem,
} from '../../../domain/engines/gap';
import { thrown } from './support';

const clause = (ref: string, current: number, more: Partial<IsoGapItem> = {}): IsoGapItem => ({ kind: 'clause', ref, current, ...more });
const control = (ref: string, current: number | undefined, more: Partial<IsoGapItem> = {}): IsoGapItem => ({
  kind: 'control',
  ref,
  ...(current !== undefined && { current }),
  ...more,
});

describe('ISO maturity gaps → gap levels (brief §3.3)', () => {
  it.each([
    ['clause at target', clause('4.1', 3, { target: 3 }), 0, 1],
    ['gap 1 is minor', clause('4.1', 2, { target: 3 }), 1, 1],
    ['gap 2', clause('4.1', 1, { target: 3 }), 2, 2],
    ['above target', control('5.1', 4, { target: 3 }), 0, 1],
    ['control absent, gap 3', control('5.1', 0, { target: 3 }), 3, 3],
    ['gap 3 from 2 to 5', control('5.1', 2, { target: 5 }), 3, 3],
    ['gap 4', control('5.1', 1, { target: 5 }), 4, 4],
    ['gap 5', control('5.1', 0, { target: 5 }), 5, 5],
    ['mandatory clause absent is critical', clause('6.1.2', 0, { target: 3 }), 3, 5],
    ['key control absent is critical', control('8.7', 0, { target: 2, key: true }), 2, 5],
    ['key control present is not', control('8.7', 1, { target: 3, key: true }), 2, 2],
    ['target at scale minimum is no gap', clause('4.1', 0, { target: 0 }), 0, 1],
    ['default target is 3', control('5.1', 1), 2, 2],
  ])('%s', (_, item, gap, level) => {
    const r = scoreIsoGap({ items: [item] });
    expect(r.items[0].gap).toBe(gap);
    expect(r.items[0].gapLevel).toBe(level);
  });

  it('the critical rule can be switched off per kind', () => {
    const config = defineIsoGapConfig({ ...ISO_GAP_DEFAULT_CONFIG, id: 'no-critical', criticalWhenAbsent: { clauses: false, keyControls: true } });
    const r = scoreIsoGap({ items: [clause('4.1', 0), control('5.1', 0, { key: true })] }, config);
    expect(r.items.map((i) => i.gapLevel)).toEqual([3, 5]);
    expect(r.items.map((i) => i.critical)).toEqual([false, true]);
  });

  it('gap-level thresholds are configurable', () => {
    const config = defineIsoGapConfig({ ...ISO_GAP_DEFAULT_CONFIG, id: 'strict', gapLevelThresholds: [1, 2, 3, 4] });
    const r = scoreIsoGap({ items: [1, 2, 3, 4].map((t, i) => control(`5.${i + 1}`, 0, { target: t })) }, config);
    expect(r.items.map((i) => i.gapLevel)).toEqual([2, 3, 4, 5]);
  });
});

describe('ISO statement of applicability', () => {
  it('refuses a non-applicable control without a justification', () => {
    const message = 'items[0].justification：控制 8.11 标记为不适用时必须填写理由（适用性声明）';
    expect(thrown(() => scoreIsoGap({ items: [control('8.11', undefined, { applicable: false })] })).message).toBe(message);
    expect(thrown(() => scoreIsoGap({ items: [control('8.11', undefined, { applicable: false, justification: '   ' })] })).message).toBe(message);
  });

  it('refuses to exclude a clause: clauses 4–10 are mandatory', () => {
    expect(thrown(() => scoreIsoGap({ items: [clause('4.1', 2, { applicable: false, justification: '不需要' })] })).message).toBe(
      'items[0].applicable：条款 4.1 为强制要求，不能标记为不适用',
    );
  });

  it('excludes a justified non-applicable control from gaps and percentages and lists it in the SoA', () => {
    const r = scoreIsoGap({
      items: [control('8.11', undefined, { applicable: false, justification: '不处理个人数据' }), control('5.1', 3), control('8.1', 1)],
    });
    expect(r.annexATotal).toMatchObject({ items: 3, applicable: 2, notApplicable: 1, implementationPct: 75 });
    expect(r.items[0]).toMatchObject({ applicable: false, gap: null, gapLevel: null, status: null });
    expect(r.gaps.map((g) => g.ref)).toEqual(['8.1']);
    expect(r.soa).toEqual([
      { number: '5.1', title: '信息安全策略', theme: 'organizational', applicable: true, status: 'implemented' },
      { number: '8.1', title: '用户终端设备', theme: 'technological', applicable: true, status: 'partial' },
      { number: '8.11', title: '数据脱敏', theme: 'technological', applicable: false, justification: '不处理个人数据', status: null },
    ]);
  });
});

describe('ISO % implementation per clause and theme', () => {
  const input: IsoGapInput = {
    items: [
      control('5.1', 3),
      control('5.2', 2),
      control('5.3', 0),
      control('5.4', 5),
      control('5.5', undefined, { applicable: false, justification: '无主管部门联系需求' }),
      control('6.1', 1),
      clause('6.1.2', 4),
      clause('6.2', 0),
      clause('9.2', 3),
    ],
  };
  const r = scoreIsoGap(input);

  it('maps maturity to implemented (≥3) / partial (1–2) / not implemented (0)', () => {
    expect(r.items.map((i) => i.status)).toEqual([
      'implemented',
      'partial',
      'notImplemented',
      'implemented',
      null,
      'partial',
      'implemented',
      'notImplemented',
      'implemented',
    ]);
  });

  it.each([
    [
      'theme organizational',
      () => r.themes[0],
      { key: 'organizational', name: '组织控制', applicable: 4, notApplicable: 1, implementationPct: 62.5, avgCurrent: 2.5 },
    ],
    ['theme people', () => r.themes[1], { key: 'people', name: '人员控制', applicable: 1, implementationPct: 50 }],
    ['clause 6', () => r.clauses[0], { key: '6', name: '策划', applicable: 2, implementationPct: 50, avgCurrent: 2, avgTarget: 3 }],
    ['clause 9', () => r.clauses[1], { key: '9', name: '绩效评价', applicable: 1, implementationPct: 100 }],
    ['clauses total', () => r.clausesTotal, { applicable: 3, implementationPct: 66.7 }],
    ['Annex A total', () => r.annexATotal, { applicable: 5, implementationPct: 60 }],
    [
      'overall',
      () => r.overall,
      { items: 9, applicable: 8, implementationPct: 62.5, statusCounts: { implemented: 4, partial: 2, notImplemented: 2 } },
    ],
  ])('%s', (_, group, expected) => {
    expect(group()).toMatchObject(expected);
  });

  it('gives radar series per clause and per theme (groups with an applicable item only)', () => {
    expect(r.radar.byClause).toEqual([
      { key: '6', name: '策划', score: 50 },
      { key: '9', name: '绩效评价', score: 100 },
    ]);
    expect(r.radar.byTheme).toEqual([
      { key: 'organizational', name: '组织控制', score: 62.5 },
      { key: 'people', name: '人员控制', score: 50 },
    ]);
  });

  it('status scores are configurable', () => {
    const config = defineIsoGapConfig({
      ...ISO_GAP_DEFAULT_CONFIG,
      id: 'quarter',
      version: '2',
      implementation: { implementedFrom: 4, partialFrom: 2, scores: { implemented: 1, partial: 0.25, notImplemented: 0 } },
    });
    const custom = scoreIsoGap(input, config);
    expect(custom.config).toEqual({ id: 'quarter', version: '2' });
    // 5.1 (3) partial, 5.2 (2) partial, 5.3 (0) not, 5.4 (5) implemented → (0.25 + 0.25 + 0 + 1) / 4
    expect(custom.themes[0].implementationPct).toBe(37.5);
  });

  it('records the default config', () => {
    expect(r.config).toEqual({ id: 'iso-gap-default', version: '1.0.0' });
  });
});

describe('ISO ranking and coverage', () => {
  it('ranks by gap level, then gap, then clauses before controls, then document order', () => {
    const r = scoreIsoGap({
      items: [
        control('8.1', 0),
        clause('5.1', 1),
        control('5.1', 1),
        clause('4.1', 0),
        control('7.1', 0, { target: 4 }),
        control('6.1', 1, { target: 4, owner: '张三', remediation: '建立背景调查流程', dueDate: '2026-03-31' }),
        control('5.2', 3),
      ],
    });
    expect(r.gaps.map((g) => `${g.kind}:${g.ref}`)).toEqual(['clause:4.1', 'control:7.1', 'control:6.1', 'control:8.1', 'clause:5.1', 'control:5.1']);
    expect(r.gaps[0]).toMatchObject({ rank: 1, title: '理解组织及其环境', group: '4', critical: true, gapLevel: 5 });
    expect(r.gaps[2]).toMatchObject({ group: 'people', owner: '张三', remediation: '建立背景调查流程', dueDate: '2026-03-31' });
  });

  it('lists unassessed sub-clauses and controls; a whole clause or a child covers a sub-clause', () => {
    const r = scoreIsoGap({ items: [clause('6', 2), clause('9.3.2', 3), control('5.1', 3)] });
    const subClauses = ISO27001_CLAUSES.filter((c) => c.depth === 2).map((c) => c.id);
    expect(r.unassessed.clauses).toEqual(subClauses.filter((id) => !['6.1', '6.2', '6.3', '9.3'].includes(id)));
    expect(r.unassessed.controls).toHaveLength(92);
    const full = scoreIsoGap({
      items: [...subClauses.map((id) => clause(id, 3)), ...ISO27001_CONTROLS.map((c) => control(c.number, 3))],
    });
    expect(full.unassessed).toEqual({ clauses: [], controls: [] });
    expect(full.overall).toMatchObject({ applicable: 116, implementationPct: 100, gaps: 0 });
    expect(full.themes.map((t) => t.applicable)).toEqual([37, 8, 14, 34]);
  });
});

describe('ISO 1–5 maturity variant', () => {
  it('refuses level 0, counts the floor as not implemented and records its id', () => {
    expect(thrown(() => scoreIsoGap({ items: [control('5.1', 0)] }, ISO_GAP_CONFIG_1_TO_5)).message).toBe(
      'items[0].current：当前成熟度必须在 1–5 之间',
    );
    const r = scoreIsoGap({ items: [control('5.1', 1), control('5.2', 2), clause('4.1', 1, { target: 4 })] }, ISO_GAP_CONFIG_1_TO_5);
    expect(r.items.map((i) => i.status)).toEqual(['notImplemented', 'partial', 'notImplemented']);
    expect(r.items[2]).toMatchObject({ gap: 3, gapLevel: 5, critical: true });
    expect(r.config).toEqual({ id: 'iso-gap-1to5', version: '1.0.0' });
  });
});

describe('ISO input validation (Chinese, per field)', () => {
  it.each([
    ['unknown clause', [clause('11.1', 2)], 'items[0].ref：未知的条款“11.1”'],
    ['unknown control', [control('5.38', 2)], 'items[0].ref：未知的控制“5.38”'],
    ['prefixed control number', [control('A.5.1', 2)], 'items[0].ref：未知的控制“A.5.1”'],
    ['duplicate', [control('5.1', 2), control('5.1', 3)], 'items[1].ref：控制“5.1”与 items[0] 重复'],
    ['missing current', [control('5.1', undefined)], 'items[0].current：适用的项必须填写当前成熟度'],
    ['current above scale', [control('5.1', 6)], 'items[0].current：当前成熟度必须在 0–5 之间'],
    ['target below scale', [control('5.1', 2, { target: -1 })], 'items[0].target：目标成熟度必须在 0–5 之间'],
    ['fractional maturity', [control('5.1', 2.5)], 'items[0].current：类型无效，应为整数'],
    ['key on a clause', [clause('4.1', 2, { key: true })], 'items[0].key：关键控制标记仅适用于附录A控制'],
    ['bad due date', [control('5.1', 2, { dueDate: '31/03/2026' })], 'items[0].dueDate：格式无效'],
    ['bad kind', [{ kind: 'annex', ref: '5.1', current: 1 }], 'items[0].kind：取值无效，可选值："clause"、"control"'],
  ])('%s', (_, items, message) => {
    expect(thrown(() => scoreIsoGap({ items: items as IsoGapItem[] })).message).toBe(message);
  });

  it('accepts clause and control with the same number ("5.1") as different items', () => {
    expect(scoreIsoGap({ items: [clause('5.1', 2), control('5.1', 2)] }).items).toHaveLength(2);
  });
});

describe('ISO properties', () => {
  const arbItems = fc
    .uniqueArray(fc.nat({ max: ISO27001_CONTROLS.length - 1 }), { minLength: 1, maxLength: 30 })
    .chain((indexes) =>
      fc.tuple(
        fc.constant(indexes),
        fc.array(fc.record({ current: fc.integer({ min: 0, max: 5 }), target: fc.integer({ min: 0, max: 5 }), key: fc.boolean() }), {
          minLength: indexes.length,
          maxLength: indexes.length,
        }),
      ),
    )
    .map(([indexes, levels]) => indexes.map((ix, i) => control(ISO27001_CONTROLS[ix].number, levels[i].current, levels[i])));

  it('raising one current maturity never lowers % implementation nor raises that item’s gap level or the gap count', () => {
    fc.assert(
      fc.property(arbItems, fc.nat(), (items, pick) => {
        const i = pick % items.length;
        fc.pre((items[i].current as number) < 5);
        const raised = items.map((item, j) => (j === i ? { ...item, current: (item.current as number) + 1 } : item));
        const before = scoreIsoGap({ items });
        const after = scoreIsoGap({ items: raised });
        expect(after.overall.implementationPct!).toBeGreaterThanOrEqual(before.overall.implementationPct!);
        expect(after.items[i].gapLevel!).toBeLessThanOrEqual(before.items[i].gapLevel!);
        expect(after.gaps.length).toBeLessThanOrEqual(before.gaps.length);
      }),
    );
  });

  it('gap levels are in 1..5, percentages in 0..100, and gaps are sorted by non-increasing level', () => {
    fc.assert(
      fc.property(arbItems, (items) => {
        const r = scoreIsoGap({ items });
        for (const item of r.items) expect([1, 2, 3, 4, 5]).toContain(item.gapLevel);
        for (const t of r.themes) expect(t.implementationPct!).toBeGreaterThanOrEqual(0), expect(t.implementationPct!).toBeLessThanOrEqual(100);
        r.gaps.forEach((g, k) => k > 0 && expect(g.gapLevel).toBeLessThanOrEqual(r.gaps[k - 1].gapLevel));
      }),
    );
  });
});
