/**
 * The consultant's side of a risk assessment through the real app on both drivers: the
 * consultant A-13 walks 办公网络与终端 (PJ20261015RA0005, put into the identify stage with its
 * inventory confirmed) from threats to the customer's confirmation — threats, vulnerabilities,
 * measures, the whole risk computation (a risk's figures equal computeAssessment's over the same
 * stored rows), treatment, acceptance, submission — and the refusals: a consultant of the channel
 * the project is not dispatched to, another customer, the customer calling consultant writes,
 * and work in the wrong stage; each refusal leaves the database as it was.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentInfo, AssessAssetRow, RiskRow, ThreatRow, VulnerabilityRow } from '../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../domain/errors';
import { assessmentConfig, computeAssessment, RA_DEFAULT_CONFIG, threatValueOf } from '../../../domain/riskAssessment/compute';
import { projectEvents, raAssessments, raRisks, raSystemAssets } from '../../../server/db/schema';
import { createRiskRepository } from '../../../server/modules/riskAssessment/consultant/riskRepository';
import { databaseFingerprint } from '../contractCases';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const CONSULTANT = '13800000013';
const OTHER_CONSULTANT = '13800000014';
const NINGBO_PM = '13800000026';
const PM = '13800000021';
const PROJECT = 'PJ20261015RA0005';
const A = '/consulting/assets';

type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('risk assessment, consultant side (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const get = async <T>(who: string, path: string, query: Record<string, string> = {}) =>
    (await clients.get(who)!.get<T>(`${A}${path}`, { projectCode: PROJECT, ...query })).body as Answer<T>;
  const post = async <T>(who: string, path: string, body: Record<string, unknown> = {}) =>
    (await clients.get(who)!.post<T>(`${A}${path}`, { projectCode: PROJECT, ...body })).body as Answer<T>;
  /** Calls that must be refused with `code`, the database unchanged. */
  const refused = async (code: string, call: () => Promise<Answer<unknown>>) => {
    const before = await databaseFingerprint(t);
    const answer = await call();
    expect(answer.errorCode, answer.errorMsg).toBe(code);
    expect(await databaseFingerprint(t), 'a refused call changed the database').toBe(before);
    return answer;
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [CONSULTANT, OTHER_CONSULTANT, NINGBO_PM, PM]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
    // The owners confirmed the inventory: the consultant's identify stage.
    await t.database.db.update(raAssessments).set({ stage: 'identify', status: 'assets-owner-finish' }).where(eq(raAssessments.projectCode, PROJECT));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('walks threats → vulnerabilities → measures → risks → treatment → acceptance → submission', async () => {
    // ---- threats (identify)
    const ransomware = await post<ThreatRow>(CONSULTANT, '/threat/save', {
      name: '勒索软件攻击',
      category: 'malware',
      source: 'malicious',
      capability: 5,
      frequency: 5,
      timing: 'special',
    });
    expect(ransomware.success, ransomware.errorMsg).toBe(true);
    const config = assessmentConfig(RA_DEFAULT_CONFIG, 'matrix');
    const TH1 = ransomware.data.threatCode;
    expect(TH1).toMatch(/^TH\d{4}$/);
    expect(ransomware.data).toMatchObject({ value: threatValueOf(config, { capability: 5, frequency: 5, timing: 'special' }).value });
    expect(ransomware.data.valueLines.length).toBeGreaterThan(0);
    const outage = await post<ThreatRow>(CONSULTANT, '/threat/save', { name: '设备硬件故障', category: 'failure', source: 'accident', frequency: 2 });
    const TH2 = outage.data.threatCode;
    expect(TH2 > TH1).toBe(true);
    const spare = await post<ThreatRow>(CONSULTANT, '/threat/save', { name: '临时威胁', category: 'abuse', source: 'malicious', frequency: 1 });
    expect((await post(CONSULTANT, '/threat/delete', { threatCode: spare.data.threatCode })).data).toEqual({ deleted: 1 });
    expect((await get<ThreatRow[]>(CONSULTANT, '/threat/list')).data.map((x) => x.threatCode)).toEqual([TH1, TH2]);

    // Measures belong to the control stage.
    await refused(ErrorCode.RA_CONSULTANT_STAGE_CLOSED, () =>
      post(CONSULTANT, '/assessControl/update', {
        control: { name: '防病毒', type: 'preventive', effectiveness: 'effective', layer: 'systemSoftware' },
      }),
    );
    expect((await post<AssessmentInfo>(CONSULTANT, '/threat/complete')).data.stage).toBe('assess');
    await refused(ErrorCode.RA_STAGE_MOVE_REFUSED, () => post(CONSULTANT, '/threat/complete'));

    // ---- vulnerabilities (assess)
    const assets = await get<Page<AssessAssetRow>>(CONSULTANT, '/assess/list', { pageSize: '50' });
    expect(assets.data.total).toBe(8);
    expect(assets.data.list.filter((a) => a.tier === 'system').every((a) => a.assessState === 'waitforassess')).toBe(true);
    await refused(ErrorCode.RA_NOT_ASSESSED_ASSET, () =>
      post(CONSULTANT, '/assess/update', {
        assetCode: 'BA0001',
        vulnerabilities: [{ name: '业务无备份', layer: 'data', severity: 3, threatCodes: [TH1] }],
      }),
    );
    await refused(ErrorCode.RA_THREAT_NOT_FOUND, () =>
      post(CONSULTANT, '/assess/update', {
        assetCode: 'SA0001',
        vulnerabilities: [{ name: '补丁滞后', layer: 'systemSoftware', severity: 5, threatCodes: ['TH0099'] }],
      }),
    );
    const saved = await post<{ vulnerabilities: VulnerabilityRow[]; asset: AssessAssetRow }>(CONSULTANT, '/assess/update', {
      assetCode: 'SA0001',
      vulnerabilities: [
        { name: '终端补丁更新不及时', layer: 'systemSoftware', severity: 5, exploitability: 5, threatCodes: [TH1] },
        { name: '核心交换机无冗余', layer: 'network', severity: 4, threatCodes: [TH2] },
      ],
    });
    expect(saved.success, saved.errorMsg).toBe(true);
    const [VU1, VU2] = saved.data.vulnerabilities.map((v) => v.vulnCode);
    expect([VU1, VU2].every((code) => /^VU\d{4}$/.test(code))).toBe(true);
    expect(saved.data.asset).toMatchObject({ assessState: 'assesscomplete', vulnerabilityCount: 2 });
    await refused(ErrorCode.RA_THREAT_IN_USE, () => post(CONSULTANT, '/threat/delete', { threatCode: TH1 }));
    // Not every system asset assessed yet.
    const incomplete = await refused(ErrorCode.RA_STAGE_INCOMPLETE, () => post(CONSULTANT, '/assess/complete'));
    expect(incomplete.errorMsg).toContain('还有 2 项系统资产未完成脆弱性评估');
    for (const assetCode of ['SA0002', 'SA0003'])
      expect(
        (
          await post(CONSULTANT, '/assess/update', {
            assetCode,
            vulnerabilities: [{ name: '口令策略缺失', layer: 'application', severity: 4, exploitability: 4, threatCodes: [TH1, TH2] }],
          })
        ).success,
      ).toBe(true);
    await post(CONSULTANT, '/assess/update', {
      assetCode: 'UA0001',
      vulnerabilities: [{ name: '终端未安装防病毒软件', layer: 'systemSoftware', severity: 3, threatCodes: [TH1] }],
    });
    const waiting = await get<Page<AssessAssetRow>>(CONSULTANT, '/assess/list', { filter: 'waitforassess', tier: 'system' });
    expect(waiting.data.total).toBe(0);
    expect((await post<AssessmentInfo>(CONSULTANT, '/assess/complete')).data.stage).toBe('control');

    // ---- measures (control) and the computation
    const control = await post<{ controlCode: string; threatNames: string[] }>(CONSULTANT, '/assessControl/update', {
      control: { name: '终端防病毒软件', type: 'preventive', effectiveness: 'partial', layer: 'systemSoftware', threatCodes: [TH1] },
    });
    expect(control.data).toMatchObject({ threatNames: ['勒索软件攻击'] });
    expect((await get<Page<unknown>>(CONSULTANT, '/assessControl/list')).data.total).toBe(1);
    const computed = await post<AssessmentInfo>(CONSULTANT, '/assessControl/complete', { method: 'matrix' });
    expect(computed.success, computed.errorMsg).toBe(true);
    expect(computed.data).toMatchObject({ stage: 'risk', method: 'matrix' });
    expect(computed.data.computedAt).not.toBeNull();
    expect(computed.data.counts.risks).toBe(7);

    // Same figures as computeAssessment over the same stored rows.
    const key = { tenantCode: 'T-CH-ANHENG', projectCode: PROJECT };
    const expected = computeAssessment(config, await createRiskRepository(t.database.db).stored(key));
    const risks = await get<Page<RiskRow>>(CONSULTANT, '/assessSuggestion/list', { pageSize: '50' });
    expect(risks.data.total).toBe(expected.risks.length);
    for (const row of risks.data.list) {
      const figure = expected.risks.find((r) => r.riskCode === row.riskCode)!;
      expect(row).toMatchObject({
        level: figure.level,
        value: figure.value,
        rank: figure.rank,
        acceptance: figure.acceptance,
        explanation: figure.explanation,
      });
      expect(row.suggestion).not.toBe('');
    }
    expect(risks.data.list.map((r) => r.rank)).toEqual([...risks.data.list.map((r) => r.rank)].sort((x, y) => x - y));
    const top = risks.data.list[0];
    expect(top).toMatchObject({ riskCode: `${VU1}~${TH1}`, assetName: '办公局域网', threatName: '勒索软件攻击', vulnName: '终端补丁更新不及时' });
    const byKeyword = await get<Page<RiskRow>>(CONSULTANT, '/assessSuggestion/list', { keyword: '交换机' });
    expect(byKeyword.data.list.map((r) => r.riskCode)).toEqual([`${VU2}~${TH2}`]);
    const projectEvent = await t.database.db
      .select()
      .from(projectEvents)
      .where(and(eq(projectEvents.projectCode, PROJECT), eq(projectEvents.type, 'riskAssessment')));
    expect(projectEvent.map((e) => e.summary).join()).toContain('共 7 项风险');

    // ---- treatment (risk)
    const mustTreat = risks.data.list.filter((r) => r.acceptance === 'mustTreat');
    expect(mustTreat.length).toBeGreaterThan(0);
    await refused(ErrorCode.RA_TREATMENT_INVALID, () =>
      post(CONSULTANT, '/assessHandle/submit', {
        riskCodes: [mustTreat[0].riskCode],
        treatment: { option: 'avoid', plannedControls: [{ name: '下线', type: 'preventive', effectiveness: 'effective' }] },
      }),
    );
    const unfinished = await refused(ErrorCode.RA_STAGE_INCOMPLETE, () => post(CONSULTANT, '/assessHandle/complete'));
    expect(unfinished.errorMsg).toContain('须处置的风险未制定处置措施');
    const treated = await post<RiskRow[]>(CONSULTANT, '/assessHandle/submit', {
      riskCodes: mustTreat.map((r) => r.riskCode),
      treatment: {
        option: 'reduce',
        measures: ['及时安装补丁'],
        residualInputs: { severity: 1, exploitability: 1 },
        owner: '客户责任人',
        dueDate: '2026-12-31',
      },
    });
    expect(treated.success, treated.errorMsg).toBe(true);
    for (const row of treated.data) {
      expect(row.treatment?.option).toBe('reduce');
      expect(row.residual?.status).toBe('treated');
      expect(row.residual!.level!).toBeLessThan(row.level);
    }
    // The residual equals the full computation with the treatment.
    const recomputed = computeAssessment(config, await createRiskRepository(t.database.db).stored(key));
    for (const row of treated.data) expect(row.residual?.level).toBe(recomputed.risks.find((r) => r.riskCode === row.riskCode)!.residualLevel);
    // …and every treated row stores all of it (the rows are written in one statement).
    const storedRows = await createRiskRepository(t.database.db).risks(key);
    for (const row of treated.data) {
      const want = recomputed.risks.find((r) => r.riskCode === row.riskCode)!;
      const got = storedRows.find((r) => r.riskCode === row.riskCode)!;
      expect(got).toMatchObject({
        treatment: want.treatment,
        residualStatus: want.residualStatus,
        residualLevel: want.residualLevel,
        residualAcceptance: want.residualAcceptance,
        furtherAction: want.furtherAction,
        residualLines: want.residualLines,
      });
      expect(got.residualValue).toBeCloseTo(want.residualValue!, 4);
    }
    expect((await post<AssessmentInfo>(CONSULTANT, '/assessHandle/complete')).data.stage).toBe('remnant_risk');

    // ---- acceptance (remnant_risk)
    const conditional = risks.data.list.find((r) => r.acceptance !== 'mustTreat')!;
    const signed = await post<RiskRow[]>(CONSULTANT, '/assessConfirm/submit', {
      riskCodes: [conditional.riskCode],
      acceptedBy: '王总',
      acceptedAt: '2026-11-24',
    });
    expect(signed.data[0]).toMatchObject({ treatment: { option: 'accept', acceptedBy: '王总' }, residual: { status: 'accepted' } });
    const high = await get<Page<RiskRow>>(CONSULTANT, '/assessConfirm/assessHighRemnantRiskList');
    expect(high.data.list.map((r) => r.riskCode)).toContain(conditional.riskCode);
    const customerHigh = await get<Page<RiskRow>>(PM, '/assess/assessHighRemnantRiskList');
    expect(customerHigh.data.total).toBe(high.data.total);
    const submitted = await post<AssessmentInfo>(CONSULTANT, '/assessConfirm/complete');
    expect(submitted.success, submitted.errorMsg).toBe(true);
    expect(submitted.data).toMatchObject({ stage: 'submit', status: 'assess-confirm' });
    expect(submitted.data.history[0]).toMatchObject({ action: 'finishRemnant', actorName: '林志远' });
    // Submitted: the consultant's work is closed until the customer rejects a stage.
    await refused(ErrorCode.RA_CONSULTANT_STAGE_CLOSED, () =>
      post(CONSULTANT, '/assessConfirm/submit', { riskCodes: [conditional.riskCode], acceptedBy: '李四', acceptedAt: '2026-11-25' }),
    );
  });

  it('recomputes after a rejected control stage, keeping treatments', async () => {
    await t.database.db
      .update(raAssessments)
      .set({ stage: 'control_reject', status: 'assets-owner-finish' })
      .where(eq(raAssessments.projectCode, PROJECT));
    const before = await t.database.db.select().from(raRisks).where(eq(raRisks.projectCode, PROJECT));
    const again = await post<AssessmentInfo>(CONSULTANT, '/assessControl/complete', { method: 'multiplication' });
    expect(again.data).toMatchObject({ stage: 'risk', method: 'multiplication' });
    const after = await t.database.db.select().from(raRisks).where(eq(raRisks.projectCode, PROJECT));
    expect(after.length).toBe(before.length);
    for (const risk of before.filter((r) => r.treatment)) expect(after.find((r) => r.riskCode === risk.riskCode)?.treatment).toEqual(risk.treatment);
  });

  it('refuses other consultants, other customers, the customer and wrong stages without changing anything', async () => {
    await t.database.db.update(raAssessments).set({ stage: 'identify' }).where(eq(raAssessments.projectCode, PROJECT));
    const threat = { name: '越权威胁', category: 'abuse', source: 'malicious', frequency: 3 };
    await refused(ErrorCode.PROJECT_NOT_FOUND, () => post(OTHER_CONSULTANT, '/threat/save', threat));
    await refused(ErrorCode.PROJECT_NOT_FOUND, () => post(OTHER_CONSULTANT, '/threat/complete'));
    expect((await get(OTHER_CONSULTANT, '/threat/list')).errorCode).toBe(ErrorCode.PROJECT_NOT_FOUND);
    await refused(ErrorCode.FORBIDDEN, () => post(NINGBO_PM, '/threat/save', threat));
    expect((await get(NINGBO_PM, '/threat/list')).errorCode).toBe(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    await refused(ErrorCode.FORBIDDEN, () => post(PM, '/threat/save', threat));
    await refused(ErrorCode.FORBIDDEN, () => post(PM, '/assessControl/complete', { method: 'matrix' }));
    // The customer reads the threats.
    expect((await get<ThreatRow[]>(PM, '/threat/list')).data.length).toBe(2);
    // Vulnerabilities only in the assess stages; a submitted assessment takes no finish.
    await refused(ErrorCode.RA_CONSULTANT_STAGE_CLOSED, () =>
      post(CONSULTANT, '/assess/update', {
        assetCode: 'SA0001',
        vulnerabilities: [{ name: '新脆弱性', layer: 'network', severity: 2, threatCodes: ['TH-ANY'] }],
      }),
    );
    await refused(ErrorCode.RA_STAGE_MOVE_REFUSED, () => post(CONSULTANT, '/assessHandle/complete'));
    await t.database.db.update(raAssessments).set({ stage: 'submit', status: 'assess-confirm' }).where(eq(raAssessments.projectCode, PROJECT));
    await refused(ErrorCode.RA_STATUS_MOVE_REFUSED, () => post(CONSULTANT, '/assessConfirm/complete'));
    // The asset stays as the consultant left it.
    const [sa] = await t.database.db
      .select()
      .from(raSystemAssets)
      .where(and(eq(raSystemAssets.projectCode, PROJECT), eq(raSystemAssets.assetCode, 'SA0001')));
    expect(sa.assessedAt).not.toBeNull();
  });

  it('lists the projects of the caller', async () => {
    const mine = await clients
      .get(CONSULTANT)!
      .get<Page<{ projectCode: string; customerName: string }>>('/consulting/project/assets/assessList', { pageSize: '50' });
    expect(mine.body.data.list.map((p) => p.projectCode).sort()).toEqual(['PJ20261015RA0001', 'PJ20261015RA0005', 'PJ20261015RA0006']);
    expect(mine.body.data.list.every((p) => p.customerName !== '')).toBe(true);
    const customer = await clients
      .get(PM)!
      .get<Page<{ projectCode: string }>>('/consulting/project/assets/assessList', { stage: 'assets_progress_fin' });
    expect(customer.body.data.list.map((p) => p.projectCode)).toEqual(['PJ20261015RA0001']);
    const other = await clients.get(OTHER_CONSULTANT)!.get<Page<unknown>>('/consulting/project/assets/assessList');
    expect(other.body.data.total).toBe(0);
    const ningbo = await clients.get(NINGBO_PM)!.get<Page<unknown>>('/consulting/project/assets/assessList');
    expect(ningbo.body.data.total).toBe(0);
  });
});
