/**
 * The risk assessment report through the real app on both drivers: the finished demo assessment
 * (PJ20261015RA0001) as the customer and the consultant read it — figures, the heat map's 25
 * cells summing to the risks, aggregates equal to computeAssessment's over the seeded rows, the
 * Word document (a .docx naming the project, with both chart images) — and the refusals: before
 * the risks are computed, another customer, a consultant the project is not dispatched to.
 */
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskReport } from '../../../domain/riskAssessment/contracts';
import { DEMO_RISK_ASSESSMENTS } from '../../../domain/riskAssessment/demo';
import { ErrorCode } from '../../../domain/errors';
import { assessmentConfig, computeAssessment, RA_DEFAULT_CONFIG } from '../../../domain/riskAssessment/compute';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PM = '13800000021';
const CONSULTANT = '13800000013';
const OTHER_CONSULTANT = '13800000014';
const NINGBO_PM = '13800000026';
const FINISHED = 'PJ20261015RA0001';
const A = '/consulting/assets';

type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('risk assessment report (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const report = async (who: string, projectCode = FINISHED) =>
    (await clients.get(who)!.get<RiskReport>(`${A}/assetsRiskEvaluateReport`, { projectCode })).body as Answer<RiskReport>;
  const docx = (who: string, projectCode = FINISHED) =>
    t.app.inject({
      method: 'GET',
      url: `${A}/report/docx`,
      query: { projectCode },
      headers: { cookie: `sid=${clients.get(who)!.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [PM, CONSULTANT, OTHER_CONSULTANT, NINGBO_PM]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reports the finished assessment with every figure from the engine', async () => {
    const answer = await report(PM);
    expect(answer.success, answer.errorMsg).toBe(true);
    const r = answer.data;
    const demo = DEMO_RISK_ASSESSMENTS.find((d) => d.projectCode === FINISHED)!;
    const expected = computeAssessment(assessmentConfig(RA_DEFAULT_CONFIG, 'matrix'), demo);
    expect(r).toMatchObject({
      projectName: '核心业务系统',
      // The customer by its registered name (no company information form on this project), the consultant by name.
      companyName: '示例科技有限公司',
      consultantName: '林志远',
      final: true,
      status: 'assess-complete',
      method: 'matrix',
      configId: 'gbt20984-default',
      configVersion: '1.0.0',
      scope: { business: 3, system: 5, unit: 10, threats: 8, vulnerabilities: 13, controls: 5, risks: expected.risks.length },
    });
    expect(r.risksTotal).toBe(expected.risks.length);
    expect(r.risks.map((x) => x.rank)).toEqual([...r.risks.map((x) => x.rank)].sort((a, b) => a - b));
    expect(r.risks[0]).toMatchObject({ level: Math.max(...expected.risks.map((x) => x.level)) });
    expect(r.methodLines.join('\n')).toContain('GB/T 20984 默认配置（矩阵法，2007 版附录示例矩阵）（版本 1.0.0）');
    expect(r.methodLines.join('\n')).not.toContain('gbt20984-default');
    expect(r.configLabel).toBe('GB/T 20984 默认配置（矩阵法，2007 版附录示例矩阵）（版本 1.0.0）');
    expect(r.methodText.join('')).toContain('GB/T 20984');
    expect(r.methodTrace.join('\n')).toContain('可能性矩阵');
    expect(r.methodLines.join('\n')).toContain('风险矩阵');
    // The heat map: 25 cells summing to the risks.
    expect(r.heatmap).toHaveLength(25);
    expect(r.heatmap.reduce((sum, c) => sum + c.count, 0)).toBe(r.risksTotal);
    expect(r.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(r.risksTotal);
    // Aggregates recomputed on read equal the engine's over the demo rows.
    expect(r.systemRisks.map((s) => [s.assetCode, s.level])).toEqual(expected.systemRisks.map((s) => [s.assetCode, s.level]));
    expect(r.businessRisks.map((b) => [b.assetCode, b.level, b.residualLevel])).toEqual(
      expected.businessRisks.map((b) => [b.assetCode, b.level, b.residualLevel]),
    );
    expect(r.residuals.length).toBe(demo.treatments.length);
    expect(r.highRemnant.map((x) => x.riskCode)).toContain('VU0009~TH0004');
    expect(r.acceptance).toMatchObject({ accepted: 1, mustTreat: expected.risks.filter((x) => x.acceptance === 'mustTreat').length });
    expect(r.acceptance.conclusion).toContain(`共识别风险 ${r.risksTotal} 项`);
    // The consultant reads the same report.
    const consultant = await report(CONSULTANT);
    expect(consultant.data.risksTotal).toBe(r.risksTotal);
  });

  it('downloads the Word document with the project name, the distribution chart and the heat map', async () => {
    const response = await docx(PM);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toContain('wordprocessingml');
    expect(String(response.headers['content-disposition'])).toContain('attachment');
    const zip = new PizZip(response.rawPayload);
    const xml = zip.file('word/document.xml')!.asText();
    expect(xml).toContain('核心业务系统');
    expect(xml).toContain('信息安全风险评估报告');
    expect(xml).toContain('在线交易业务');
    expect(xml).not.toContain('{');
    expect(zip.file('word/charts/chart-distribution.xml')).toBeTruthy();
    // The heat map is a shaded table labelled with both levels.
    expect(xml).toContain('可能性等级 \\ 损失等级');
    expect(zip.file('word/footer1.xml')!.asText()).toContain('GB/T 20984 默认配置');
    expect(zip.file('word/footer1.xml')!.asText()).toContain('版本 1.0.0');
    expect(zip.file('word/footer1.xml')!.asText()).not.toContain('gbt20984-default');
  });

  it('refuses before the risks are computed, and to callers who do not see the project', async () => {
    expect((await report(PM, 'PJ20261015RA0005')).errorCode).toBe(ErrorCode.RA_REPORT_NOT_READY);
    expect((await docx(PM, 'PJ20261015RA0005')).json().errorCode).toBe(ErrorCode.RA_REPORT_NOT_READY);
    expect((await report(NINGBO_PM)).errorCode).toBe(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    expect((await report(OTHER_CONSULTANT)).errorCode).toBe(ErrorCode.PROJECT_NOT_FOUND);
    expect((await docx(OTHER_CONSULTANT)).json().success).toBe(false);
  });
});
