/**
 * The Word builder (server/modules/gapAnalysis/docx.ts) without a server: the template's
 * tags are all filled, the charts are Word chart parts with their categories and values, wired
 * in (part, relationship, content type, drawing), the appendix only when asked for, and
 * XML-special characters in answers stay text.
 */
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { demoGapProject, demoQuestionnaireRows } from '../../../domain/demo';
import { gapConfigOf, scoreQuestionnaire } from '../../../domain/gapAnalysis/rules';
import { gapReportCover, gapReportView } from '../../../domain/gapAnalysis/report';
import { buildGapReportDocx, gapReportFileName } from '../../../server/modules/gapAnalysis/docx';
import { barChartXml } from '../../../server/reports/charts';

const NOW = new Date('2026-11-20T02:00:00.000Z');
const CODE = 'PJ20261020GM0002';

function mlpsReport() {
  const rows = demoQuestionnaireRows(NOW);
  const q = rows.questionnaires.find((row) => row.projectCode === CODE)!;
  const items = rows.items.filter((item) => item.projectCode === CODE);
  // An answer with XML-special characters becomes a gap's recommendation.
  const first = items.find((item) => item.kind === 'mlps')!;
  first.judgement = { result: 'nonconform', issueRisk: 'high', remediation: '补充 <防火墙> & "ACL" 策略' };
  const project = demoGapProject(CODE)!;
  const { result, sources } = scoreQuestionnaire('gov', gapConfigOf(q.configId, q.configVersion)!, project.level, project.extensions, items);
  return gapReportView(
    {
      reportNo: 3,
      projectCode: CODE,
      projectName: project.name,
      productName: project.productName,
      level: project.level,
      standard: 'gov',
      configId: q.configId,
      configVersion: q.configVersion,
      cover: gapReportCover({ generatedAt: NOW, svipData: project.svipData, customerName: project.customerName, ownerName: project.ownerName }),
      result: result as unknown as Record<string, unknown>,
      sources,
      generatedAt: NOW,
    },
    [],
    new Map(),
    '2026-11-20',
  );
}

describe('the gap report Word document', () => {
  it('fills every tag, keeps special characters as text and wires both charts in', () => {
    const report = mlpsReport();
    const zip = new PizZip(buildGapReportDocx(report));
    const xml = zip.file('word/document.xml')!.asText();
    expect(xml).not.toMatch(/\{[#/@]?[A-Za-z]+\}/);
    expect(xml).toContain('补充 &lt;防火墙&gt; &amp; &quot;ACL&quot; 策略');
    expect(xml).toContain('第三级');
    expect(xml).toContain(`总体得分：${report.summary.score}`);
    expect(xml).toContain(`结论：${report.summary.conclusion}`);
    expect(xml.match(/<c:chart [^>]*r:id="rIdChart(Result|Category)"\/>/g)).toHaveLength(2);
    const rels = zip.file('word/_rels/document.xml.rels')!.asText();
    expect(rels).toContain('Target="charts/chart-result.xml"');
    expect(zip.file('[Content_Types].xml')!.asText()).toContain('PartName="/word/charts/chart-category.xml"');
    const categories = zip.file('word/charts/chart-category.xml')!.asText();
    for (const row of report.byCategory) expect(categories).toContain(`<c:v>${row.name}</c:v>`);
    expect(zip.file('word/footer1.xml')!.asText()).toContain('等保 2.0 差距评分默认配置（版本 1.0.0）');
    expect(zip.file('word/footer1.xml')!.asText()).not.toContain('gov-gap-default');
    expect(gapReportFileName(report)).toBe('差距分析报告-门户网站系统-第3号.docx');
  });

  it('prints the calculation lines only in the appendix the consultant asks for, without the configuration id', () => {
    const report = mlpsReport();
    const trace = report.explanation.find((line) => line.key === 'overall')!.text;
    const plain = new PizZip(buildGapReportDocx(report)).file('word/document.xml')!.asText();
    expect(plain).not.toContain('附录');
    expect(plain).not.toContain(trace);
    const withAppendix = new PizZip(buildGapReportDocx(report, undefined, undefined, { appendix: true })).file('word/document.xml')!.asText();
    expect(withAppendix).toContain('附录');
    expect(withAppendix).toContain(trace);
    expect(withAppendix).not.toContain('gov-gap-default');
  });

  it('a bar chart part names every category and carries every value and colour', () => {
    const xml = barChartXml({
      categories: ['符合', '部分符合', '<不符合>'],
      values: [10, 5, 0],
      colours: [
        [255, 0, 0],
        [0, 255, 0],
      ],
      direction: 'bar',
      seriesName: '项数',
      max: 100,
    });
    expect([...xml.matchAll(/<c:pt idx="(\d)"><c:v>([^<]*)<\/c:v><\/c:pt>/g)].map((m) => m[2])).toEqual([
      '符合',
      '部分符合',
      '&lt;不符合&gt;',
      '10',
      '5',
      '0',
    ]);
    expect(xml).toContain('<c:barDir val="bar"/>');
    expect(xml).toContain('<c:max val="100"/>');
    expect(xml).toMatch(/<c:catAx>.*<c:delete val="0"\/>/);
    expect(xml.match(/<c:dPt>/g)).toHaveLength(3);
    expect(xml).toContain('<a:srgbClr val="FF0000"/>');
    expect(xml).toContain('<a:srgbClr val="00FF00"/>');
  });
});
