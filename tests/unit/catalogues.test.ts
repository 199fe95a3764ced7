import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IsoClauseSchema,
  IsoControlSchema,
  IsoTheme,
  ISO27001_CLAUSES,
  ISO27001_CONTROLS,
  ISO27001_NEW_IN_2022,
  ISO27001_TOP_CLAUSES,
  isoControl,
  MlpsCategory,
  MlpsControlPointSchema,
  MlpsExtension,
  MLPS_CATEGORY_KIND,
  MLPS_CONTROL_POINTS,
  MLPS_EXTENSION_CONTROL_POINTS,
  MLPS_GENERAL_CONTROL_POINTS,
  mlpsControlPointsFor,
} from '../../domain/catalogues';

const CJK = /[\u4e00-\u9fff]/;
const countBy = <T>(xs: readonly T[], key: (x: T) => string) => {
  const counts: Record<string, number> = {};
  for (const x of xs) counts[key(x)] = (counts[key(x)] ?? 0) + 1;
  return counts;
};

describe('ISO/IEC 27001:2022 catalogue', () => {
  it('every clause and control passes its zod schema', () => {
    expect(() => z.array(IsoClauseSchema).parse(ISO27001_CLAUSES)).not.toThrow();
    expect(() => z.array(IsoControlSchema).parse(ISO27001_CONTROLS)).not.toThrow();
  });

  it('has 93 Annex A controls, 37/8/14/34 per theme', () => {
    expect(ISO27001_CONTROLS).toHaveLength(93);
    expect(countBy(ISO27001_CONTROLS, (c) => c.theme)).toEqual({ organizational: 37, people: 8, physical: 14, technological: 34 });
  });

  it('numbers are unique, consecutive within each theme and match the theme section', () => {
    const numbers = ISO27001_CONTROLS.map((c) => c.number);
    expect(new Set(numbers).size).toBe(93);
    const sections = { organizational: 5, people: 6, physical: 7, technological: 8 } as const;
    for (const theme of IsoTheme.values) {
      const inTheme = ISO27001_CONTROLS.filter((c) => c.theme === theme).map((c) => c.number);
      expect(inTheme).toEqual(inTheme.map((_, i) => `${sections[theme]}.${i + 1}`));
    }
  });

  it('titles are given in Chinese and English, unique in each language', () => {
    for (const c of ISO27001_CONTROLS) expect(c.title).toMatch(CJK);
    expect(new Set(ISO27001_CONTROLS.map((c) => c.titleEn)).size).toBe(93);
    expect(new Set(ISO27001_CONTROLS.map((c) => c.title)).size).toBe(93);
    expect(isoControl('5.23')?.titleEn).toBe('Information security for use of cloud services');
    expect(isoControl('8.34')?.title).toBe('审计测试期间信息系统的保护');
  });

  it('flags exactly the 11 controls new in 2022', () => {
    expect(ISO27001_NEW_IN_2022).toHaveLength(11);
    expect(ISO27001_CONTROLS.filter((c) => c.newIn2022).map((c) => c.number)).toEqual([...ISO27001_NEW_IN_2022]);
  });

  it('has clauses 4–10 with sub-clauses 4.1 … 10.2 whose parents exist', () => {
    expect(ISO27001_TOP_CLAUSES.map((c) => c.id)).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    const ids = ISO27001_CLAUSES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const subClauses = ISO27001_CLAUSES.filter((c) => c.depth === 2).map((c) => c.id);
    expect(subClauses).toHaveLength(23);
    expect(subClauses[0]).toBe('4.1');
    expect(subClauses.at(-1)).toBe('10.2');
    expect(subClauses).toContain('6.3');
    for (const c of ISO27001_CLAUSES) {
      if (c.depth === 1) expect(c.parent).toBeNull();
      else expect(ids).toContain(c.parent);
      expect(c.title).toMatch(CJK);
    }
    expect(ISO27001_CLAUSES.filter((c) => c.parent === '6.1').map((c) => c.id)).toEqual(['6.1.1', '6.1.2', '6.1.3']);
  });
});

describe('MLPS 2.0 catalogue', () => {
  it('every control point passes its zod schema', () => {
    expect(() => z.array(MlpsControlPointSchema).parse(MLPS_CONTROL_POINTS)).not.toThrow();
  });

  it('has the 10 categories in the standard order, 5 technical then 5 management', () => {
    expect(MlpsCategory.values.map((c) => MlpsCategory.label(c))).toEqual([
      '安全物理环境',
      '安全通信网络',
      '安全区域边界',
      '安全计算环境',
      '安全管理中心',
      '安全管理制度',
      '安全管理机构',
      '安全管理人员',
      '安全建设管理',
      '安全运维管理',
    ]);
    expect(MlpsCategory.values.map((c) => MLPS_CATEGORY_KIND[c])).toEqual([...Array(5).fill('technical'), ...Array(5).fill('management')]);
  });

  it('ids are unique, and names are unique within a category and extension', () => {
    const ids = MLPS_CONTROL_POINTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = MLPS_CONTROL_POINTS.map((p) => `${p.extension}/${p.category}/${p.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("every control point's levels are a non-empty, ascending subset of 1..4", () => {
    for (const p of MLPS_CONTROL_POINTS) {
      expect(p.levels.length).toBeGreaterThan(0);
      expect(p.levels.every((l) => [1, 2, 3, 4].includes(l))).toBe(true);
      expect([...p.levels].sort()).toEqual(p.levels);
      expect(new Set(p.levels).size).toBe(p.levels.length);
    }
  });

  it('has the brief §2.3 control points per category (71 at level 3, as many at level 4)', () => {
    const level3 = MLPS_GENERAL_CONTROL_POINTS.filter((p) => p.levels.includes(3));
    expect(countBy(level3, (p) => p.category)).toEqual({ PE: 10, CN: 3, AB: 6, CE: 11, MC: 4, PO: 4, OR: 5, PS: 4, CM: 10, OM: 14 });
    expect(mlpsControlPointsFor(3)).toHaveLength(71);
    expect(mlpsControlPointsFor(4)).toHaveLength(71);
  });

  it('lower levels have fewer points, and level 1 has no 安全管理中心', () => {
    const counts = ([1, 2, 3, 4] as const).map((l) => mlpsControlPointsFor(l).length);
    expect(counts[0]).toBeLessThan(counts[1]);
    expect(counts[1]).toBeLessThan(counts[2]);
    expect(mlpsControlPointsFor(1).some((p) => p.category === 'MC')).toBe(false);
    // A point that applies at a level applies at every higher level too.
    for (const p of MLPS_CONTROL_POINTS) expect(p.levels.at(-1)).toBe(4);
  });

  it('has the four extension types with the brief §2.3 control points', () => {
    expect(MlpsExtension.values).toEqual(['cloud', 'mobile', 'iot', 'ics']);
    expect(countBy(MLPS_EXTENSION_CONTROL_POINTS, (p) => p.extension as string)).toEqual({ cloud: 14, mobile: 8, iot: 7, ics: 9 });
    const names = (ext: string) => MLPS_EXTENSION_CONTROL_POINTS.filter((p) => p.extension === ext).map((p) => p.name);
    expect(names('cloud')).toContain('镜像和快照保护');
    expect(names('mobile')).toContain('移动终端管控');
    expect(names('iot')).toContain('抗数据重放');
    expect(names('ics')).toContain('拨号使用控制');
    expect(MLPS_GENERAL_CONTROL_POINTS.every((p) => p.extension === null)).toBe(true);
  });

  it('extension points are in scope only when their extension is declared', () => {
    const general = mlpsControlPointsFor(3).length;
    expect(mlpsControlPointsFor(3, ['cloud']).length).toBe(general + 14);
    expect(mlpsControlPointsFor(3, ['cloud', 'ics']).every((p) => p.extension === null || ['cloud', 'ics'].includes(p.extension))).toBe(true);
  });
});
