/**
 * The Word builder (server/modules/gapAnalysis/docx.ts) without a server: the template's
 * tags are all filled, the chart PNGs have bars where the figures say, the images are wired in
 * (media, relationships, drawing), and XML-special characters in answers stay text.
 */
import PizZip from 'pizzip';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { demoGapProject, demoQuestionnaireRows } from '../../../domain/demo';
import { gapConfigOf, scoreQuestionnaire } from '../../../domain/gapAnalysis/rules';
import { gapReportCover, gapReportView } from '../../../domain/gapAnalysis/report';
import { buildGapReportDocx, gapReportFileName } from '../../../server/modules/gapAnalysis/docx';
import { barChartPng } from '../../../server/reports/charts';

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
    expect(xml.match(/r:embed="rIdChart(Result|Category)"/g)).toHaveLength(2);
    const rels = zip.file('word/_rels/document.xml.rels')!.asText();
    expect(rels).toContain('Target="media/chart-result.png"');
    expect(zip.file('[Content_Types].xml')!.asText()).toContain('Extension="png"');
    expect(zip.file('word/footer1.xml')!.asText()).toContain('gov-gap-default@1.0.0');
    expect(gapReportFileName(report)).toBe('差距分析报告-门户网站系统-第3号.docx');
  });

  it('draws one bar per figure, as tall as its share of the maximum', () => {
    const png = PNG.sync.read(barChartPng([100, 50, 0], [[255, 0, 0]], 300, 200, 100));
    expect([png.width, png.height]).toEqual([300, 200]);
    const redRows = (x: number) => {
      let n = 0;
      for (let y = 0; y < png.height; y++) {
        const i = (png.width * y + x) << 2;
        if (png.data[i] === 255 && png.data[i + 1] === 0 && png.data[i + 2] === 0) n++;
      }
      return n;
    };
    // Slots of (300 − 20 − 40 − 10) / 3 ≈ 76.7 px from x = 50; bar centres at ≈ 88, 165, 242.
    const full = redRows(88);
    expect(full).toBeGreaterThan(100);
    expect(Math.abs(redRows(165) - full / 2)).toBeLessThanOrEqual(1);
    expect(redRows(242)).toBe(0);
  });
});
