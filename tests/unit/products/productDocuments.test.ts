/**
 * The text of a product's two documents, derived from its definition: the working instruction
 * lists every delivery step with its importance, owner and days; the inspection standard has one
 * check item per selected catalogue entry (or questionnaire question).
 */
import { describe, expect, it } from 'vitest';
import { mlpsControlPointsFor } from '../../../domain/catalogues';
import { DEMO_PRODUCTS } from '../../../domain/demo';
import { productCheckItems, productDocumentOutline, productStandardText } from '../../../domain/products/documents';

const demo = (code: string) => DEMO_PRODUCTS.find((product) => product.productCode === code)!.definition;
const tableOf = (blocks: ReturnType<typeof productDocumentOutline>['blocks']) => blocks.find((block) => block.kind === 'table')!;

describe('product documents', () => {
  it('names the standard each kind of product is delivered against', () => {
    expect(productStandardText(demo('PD-RA-20984'))).toContain('GB/T 20984-2022');
    expect(productStandardText(demo('PD-GAP-MLPS3'))).toBe(
      'GB/T 22239-2019《信息安全技术 网络安全等级保护基本要求》第三级安全通用要求及云计算安全扩展要求',
    );
    expect(productStandardText(demo('PD-GAP-ISO27001'))).toContain('ISO/IEC 27001:2022');
  });

  it('writes one working-instruction row per delivery step, in order', () => {
    const definition = demo('PD-RA-20984');
    const outline = productDocumentOutline(definition, 'workingInstruction');
    expect(outline.fileName).toBe('信息安全风险评估（GB/T 20984-2022）-作业指导书.docx');
    const table = tableOf(outline.blocks);
    expect(table.kind === 'table' && table.rows.slice(1).map((row) => row[1])).toEqual(definition.steps.map((step) => step.name));
  });

  it('checks a GB/T 20984 risk assessment against the method, not MLPS control points, and names its 标准类型', () => {
    const risk = demo('PD-RA-20984');
    const items = productCheckItems(risk);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every(([, source]) => source.startsWith('GB/T 20984-2022'))).toBe(true);
    expect(items.map(([item]) => item).join()).toContain('脆弱性识别');
    const instruction = productDocumentOutline(risk, 'workingInstruction');
    const standardText = instruction.blocks.find((block) => block.kind === 'paragraph' && block.text.includes('标准类型'));
    expect(standardText?.kind === 'paragraph' && standardText.text).toContain('（标准类型：GB/T 20984-2022 风险评估）');
  });

  it('checks every selected control point, clause and control, or every question of a questionnaire product', () => {
    expect(productCheckItems(demo('PD-GAP-MLPS3'))).toHaveLength(mlpsControlPointsFor(3, ['cloud']).length);
    const iso = demo('PD-GAP-ISO27001');
    const items = productCheckItems(iso);
    expect(items).toHaveLength(iso.catalogue.clauses.length + 93);
    expect(items.at(-1)?.[0]).toMatch(/^A\.8\.34 /);
    const questionnaire = demo('PD-QN-ONLINE');
    expect(productCheckItems(questionnaire).map(([item]) => item)).toEqual(questionnaire.templates.questionnaire.questions.map((q) => q.title));
    const standard = productDocumentOutline(iso, 'inspectionStandard');
    const table = tableOf(standard.blocks);
    expect(table.kind === 'table' && table.rows[0]).toEqual(['序号', '检查项', '来源', '结论']);
  });
});
