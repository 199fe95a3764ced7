/**
 * The Word reports as a customer reads them (issue 34 item 6, issue 35 item 3), through the real
 * app: the ISO gap report (the demo's report no. 1), the MLPS gap report (scored by the scoring
 * job from the demo's answers) and the GB/T 20984 risk report of the finished demo assessment.
 * Each document's text (body, header and footer, unzipped) is scanned for what a customer must
 * never read: repository paths and file names, English-only headings, unfilled template tags,
 * "undefined", "NaN" and internal configuration ids. It also names the customer, the consultant
 * and the findings, describes the configuration in Chinese, keeps the engine trace for an
 * appendix the consultant switches on, and labels every chart's categories.
 *
 * DUMP_DOCX_DIR=/some/dir writes the documents there (to look at them in LibreOffice).
 */
import fs from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GapReport } from '../../../domain/gapAnalysis/contracts';
import { GAP_SCORING_JOB } from '../../../domain/gapAnalysis/rules';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PM = '13800000021';
/** The consultants the projects are dispatched to: the ISO and risk projects' (A-13), the MLPS project's (A-14). */
const CONSULTANT = '13800000013';
const MLPS_CONSULTANT = '13800000014';
const ISO = 'PJ20260901GI0003';
const MLPS = 'PJ20261020GM0002';
const RISK = 'PJ20261015RA0001';

/** A paragraph's text: its runs' text joined; a table cell's paragraphs are paragraphs too. */
const paragraphsOf = (xml: string): { style: string; text: string }[] =>
  [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(p)?.[1] ?? '',
    text: [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((m) => m[1])
      .join('')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  }));

/** Every paragraph of the document's body, headers and footers. */
function documentText(bytes: Buffer): { style: string; text: string; part: string }[] {
  const zip = new PizZip(bytes);
  const parts = Object.keys(zip.files).filter((name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name));
  return parts.flatMap((part) => paragraphsOf(zip.file(part)!.asText()).map((p) => ({ ...p, part })));
}

const CJK = /[\u3400-\u9fff]/;
/** What a customer's document must never say, each with why. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/docs\//, 'a repository folder'],
  [/\.md\b/, 'a repository file'],
  [/src\//, 'a repository folder'],
  [/server\//, 'a repository folder'],
  [/\{[#/@^]?[A-Za-z][\w.]*\}/, 'an unfilled template tag'],
  [/undefined/, '"undefined"'],
  [/\bNaN\b/, '"NaN"'],
  [/-default@|@\d+\.\d+\.\d+/, 'an internal configuration id'],
  [/-default\b|gbt20984|gap-1to5/, 'an internal configuration id'],
];

/** The problems of a document's text (empty when a customer may read it). */
function customerTextProblems(paragraphs: readonly { style: string; text: string; part: string }[]): string[] {
  const problems: string[] = [];
  for (const { style, text, part } of paragraphs) {
    for (const [pattern, why] of FORBIDDEN) if (pattern.test(text)) problems.push(`${part}: ${why}: ${text}`);
    const heading = /^Heading|WordTitle/.test(style);
    if (heading && text.trim() && !CJK.test(text)) problems.push(`${part}: an English-only heading: ${text}`);
    // A sentence of English words with no Chinese (a developer's heading or note).
    if (!CJK.test(text) && /\b[A-Za-z]{3,} [A-Za-z]{2,} [A-Za-z]{2,}\b/.test(text)) problems.push(`${part}: English-only text: ${text}`);
  }
  return problems;
}

/**
 * The category labels each chart of a document shows on its axis (Word chart parts), by part; a
 * picture of a chart (word/media) has none to read and counts as unlabelled.
 */
function chartLabels(zip: PizZip): Record<string, string[]> {
  const labels: Record<string, string[]> = {};
  for (const name of Object.keys(zip.files).filter((file) => /^word\/(charts\/.*\.xml|media\/chart-.*\.png)$/.test(file))) {
    const xml = name.endsWith('.xml') ? zip.file(name)!.asText() : '';
    const axisShown = /<c:catAx>[\s\S]*?<c:delete val="0"\/>/.test(xml);
    const cat = /<c:cat>([\s\S]*?)<\/c:cat>/.exec(xml)?.[1] ?? '';
    labels[name] = axisShown ? [...cat.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1]) : [];
  }
  return labels;
}

/**
 * What keeps a document's tables on the page (issue 35: the printed gap report lost its right-hand
 * columns on A4): the page is A4, and every table has a fixed layout (Word and LibreOffice keep
 * the column widths whatever the cells hold) with columns no wider together than the text block.
 */
function tableProblems(zip: PizZip): string[] {
  const xml = zip.file('word/document.xml')!.asText();
  const attribute = (tag: string, name: string) => Number(new RegExp(`<w:${tag} [^>]*w:${name}="(\\d+)"`).exec(xml)?.[1] ?? Number.NaN);
  const problems: string[] = [];
  if (attribute('pgSz', 'w') !== 11906 || attribute('pgSz', 'h') !== 16838) problems.push('the page is not A4 portrait');
  const textWidth = attribute('pgSz', 'w') - attribute('pgMar', 'left') - attribute('pgMar', 'right');
  for (const [i, [table]] of [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].entries()) {
    const header = [...table.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .slice(0, 3)
      .map((m) => m[1])
      .join(' ');
    const width = [...table.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    if (!table.includes('<w:tblLayout w:type="fixed"/>')) problems.push(`table ${i + 1} (${header}): layout not fixed`);
    if (width > textWidth) problems.push(`table ${i + 1} (${header}): ${width} twips wide, the text block ${textWidth}`);
  }
  return problems;
}

const allText = (paragraphs: readonly { text: string }[]) => paragraphs.map((p) => p.text).join('\n');

describe.each(DRIVERS)('the Word reports a customer receives (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const download = async (who: string, url: string, query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      query,
      headers: { cookie: `sid=${clients.get(who)!.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(String(response.headers['content-type']), response.body.slice(0, 300)).toContain('wordprocessingml');
    const dir = process.env.DUMP_DOCX_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      const name = `${query.projectCode}${query.appendix === 'true' ? '-appendix' : ''}-${who}.docx`;
      fs.writeFileSync(path.join(dir, name), response.rawPayload);
    }
    return { bytes: response.rawPayload, zip: new PizZip(response.rawPayload), paragraphs: documentText(response.rawPayload) };
  };
  const gapDocx = (who: string, projectCode: string, appendix?: boolean) =>
    download(who, '/consulting/gapAnalysis/report/docx', { projectCode, ...(appendix === undefined ? {} : { appendix: String(appendix) }) });
  const riskDocx = (who: string, appendix?: boolean) =>
    download(who, '/consulting/assets/report/docx', { projectCode: RISK, ...(appendix === undefined ? {} : { appendix: String(appendix) }) });
  const gapReport = async (projectCode: string) =>
    (
      (await clients.get(PM)!.get<{ reports: GapReport[] }>('/consulting/gapAnalysis/listGapAnalysisReport', { projectCode })).body as {
        data: { reports: GapReport[] };
      }
    ).data.reports[0];

  beforeAll(async () => {
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false' } });
    for (const phone of [PM, CONSULTANT, MLPS_CONSULTANT]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
    // The MLPS project's report: scored by the job from the demo's stored answers.
    const job = await t.app.jobs.enqueue({
      tenantCode: 'T-CH-ANHENG',
      kind: GAP_SCORING_JOB,
      jobKey: `${MLPS}:1`,
      payload: { projectCode: MLPS },
      createdBy: 'A-14',
    });
    await t.app.jobs.runOnce();
    expect((await t.app.jobs.byId(job.id))?.status).toBe('succeeded');
  }, 120_000);
  afterAll(async () => t?.close());

  describe.each([
    ['ISO/IEC 27001', ISO, CONSULTANT],
    ['MLPS', MLPS, MLPS_CONSULTANT],
  ])('the %s gap report', (_name, projectCode, consultant) => {
    it('says nothing a customer cannot read: no repository path, tag, id, undefined, NaN or English heading', async () => {
      for (const who of [PM, consultant])
        for (const appendix of [undefined, true]) {
          const { paragraphs } = await gapDocx(who, projectCode, appendix);
          expect(customerTextProblems(paragraphs), `${who}, appendix ${appendix}`).toEqual([]);
        }
    });

    it('names the customer, the contact and the findings; describes the configuration and the method in Chinese', async () => {
      const report = await gapReport(projectCode);
      const { paragraphs } = await gapDocx(PM, projectCode);
      const text = allText(paragraphs);
      for (const value of Object.values(report.cover)) if (value) expect(text).toContain(value);
      expect(report.cover.contactName).not.toBe('');
      expect(text).toMatch(/版本 1\.0\.0/);
      expect(text).toContain('评估方法');
      expect(text).toContain(report.config.summary);
      for (const gap of report.gaps.filter((g) => g.finding)) expect(text).toContain(gap.finding);
      // The engine trace is an appendix the consultant switches on; off by default.
      const trace = report.explanation.find((line) => line.key.startsWith('gap:'))!.text;
      expect(text).not.toContain('计算过程');
      const withAppendix = allText((await gapDocx(PM, projectCode, true)).paragraphs);
      expect(withAppendix).toContain('附录');
      expect(withAppendix).toContain(trace.replace(/规则 [^：]*：/, '').slice(0, 12));
    });

    it('labels the categories of every chart on its axis, so no caption maps bars left to right', async () => {
      const report = await gapReport(projectCode);
      const { paragraphs, zip } = await gapDocx(PM, projectCode);
      expect(allText(paragraphs)).not.toContain('自左至右');
      expect(chartLabels(zip)).toEqual({
        'word/charts/chart-result.xml': report.byResult.map((row) => row.label),
        'word/charts/chart-category.xml': report.byCategory.map((row) => row.name),
      });
    });
  });

  it('keeps every table of every report inside the A4 text block, with the default layout and the consultant’s own', async () => {
    for (const who of [PM, CONSULTANT]) {
      expect(tableProblems((await gapDocx(who, ISO, true)).zip), `gap, ${who}`).toEqual([]);
      expect(tableProblems((await riskDocx(who, true)).zip), `risk, ${who}`).toEqual([]);
    }
    expect(tableProblems((await gapDocx(MLPS_CONSULTANT, MLPS, true)).zip), 'MLPS gap').toEqual([]);
  });

  describe('the GB/T 20984 risk report', () => {
    it('says nothing a customer cannot read', async () => {
      for (const who of [PM, CONSULTANT])
        for (const appendix of [undefined, true]) {
          const { paragraphs } = await riskDocx(who, appendix);
          expect(customerTextProblems(paragraphs), `${who}, appendix ${appendix}`).toEqual([]);
        }
    });

    it('names the assessed company and the consultant by name, and describes the configuration in Chinese', async () => {
      const { paragraphs } = await riskDocx(PM);
      const cell = (label: string) => {
        const at = paragraphs.findIndex((p) => p.text === label);
        return at < 0 ? undefined : paragraphs[at + 1]?.text;
      };
      expect(cell('被评估单位')).toBe('示例科技有限公司');
      expect(cell('评估顾问')).toBe('林志远');
      expect(allText(paragraphs)).toMatch(/版本 1\.0\.0/);
      expect(allText(paragraphs)).not.toContain('自左至右');
      expect(allText(paragraphs)).not.toContain('自上而下');
    });

    it('labels the categories of its charts: the distribution by level, the heat map by both levels', async () => {
      const { paragraphs, zip } = await riskDocx(PM);
      expect(chartLabels(zip)).toEqual({ 'word/charts/chart-distribution.xml': ['很高', '高', '中等', '低', '很低'] });
      const text = allText(paragraphs);
      expect(text).toContain('可能性等级 \\ 损失等级');
      for (const level of ['1（很低）', '3（中等）', '5（很高）']) expect(text).toContain(level);
    });
  });
});
