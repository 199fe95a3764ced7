/**
 * The owners' part and the customer's confirmation through the real app on both drivers
 * (PJ20261015RA0005: combing finished, A-41 has submitted, A-22 — the project's customer owner —
 * has not): own lists and corrections, rejecting assets back to the executors (both from combing
 * and from assets-owner-submit), submitting, the customer owner's confirmation (items freeze, stage
 * identify); then consumerComplete and stage/reject on a state the test puts there.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentInfo, AssetRow, OwnerProgress } from '../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../domain/errors';
import { assessmentConfig, RA_DEFAULT_CONFIG, unitValue } from '../../../domain/riskAssessment/compute';
import { projectEvents, raAssessments } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp } from '../harness';
import { caller, EXECUTOR, loginAll, OWNER, PM, PM_OWNER, projectFingerprint } from './helpers';

const P = 'PJ20261015RA0005';
type Page<T> = { list: T[]; total: number };

describe.each(DRIVERS)('risk assessment owners (%s)', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let clients: Awaited<ReturnType<typeof loginAll>>;
  const unchanged = async (fn: () => Promise<{ errorCode: string; errorMsg: string }>, code: string, message?: RegExp) => {
    const before = await projectFingerprint(t, P);
    const answer = await fn();
    expect(answer.errorCode, answer.errorMsg).toBe(code);
    if (message) expect(answer.errorMsg).toMatch(message);
    expect(await projectFingerprint(t, P), 'a refused call changed the assessment').toBe(before);
  };
  const status = async () => (await call.get<AssessmentInfo>(PM, '/owner/status', { projectCode: P })).data;

  beforeAll(async () => {
    t = await startTestApp(driver);
    clients = await loginAll(t, [PM, OWNER, EXECUTOR, PM_OWNER]);
    call = caller(clients);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists each owner their own assets and the progress per owner, and lets an owner correct an asset in hand', async () => {
    const mine = await call.get<Page<AssetRow>>(OWNER, '/owner/list', { projectCode: P, pageSize: '50' });
    expect(mine.data.total).toBe(5);
    expect(mine.data.list.every((r) => r.ownerAccountId === 'A-22' && r.state === 'inhand')).toBe(true);
    const his = await call.get<Page<AssetRow>>(PM_OWNER, '/owner/list', { projectCode: P, tier: 'unit' });
    expect(his.data.list.map((r) => r.assetCode)).toEqual(['UA0001', 'UA0002', 'UA0005']);

    const progress = await call.get<OwnerProgress[]>(PM, '/assets/ownerDetailList', { projectCode: P });
    expect(progress.data.find((p) => p.accountId === 'A-22')).toMatchObject({ total: 5, inhand: 5, submitted: 0, lastUrgeAt: null });
    expect(progress.data.find((p) => p.accountId === 'A-41')).toMatchObject({ total: 5, submitted: 5, showName: expect.any(String) });
    // The PM urges the late owner (assets_urge, the projects' urge service): the progress shows when.
    const urged = (await clients.get(PM)!.post('/consulting/project/consumer/urge', { projectCode: P, accountId: 'A-22', urgeType: 'assets_urge' }))
      .body;
    expect(urged.success, urged.errorMsg).toBe(true);
    const afterUrge = await call.get<OwnerProgress[]>(PM, '/assets/ownerDetailList', { projectCode: P });
    expect(afterUrge.data.find((p) => p.accountId === 'A-22')?.lastUrgeAt).toEqual(expect.any(String));
    expect(afterUrge.data.find((p) => p.accountId === 'A-41')?.lastUrgeAt).toBeNull();

    const updated = await call.post<AssetRow>(OWNER, '/owner/update', {
      projectCode: P,
      tier: 'unit',
      assetCode: 'UA0003',
      confidentiality: 5,
      integrity: 5,
    });
    expect(updated.success, updated.errorMsg).toBe(true);
    const config = assessmentConfig(RA_DEFAULT_CONFIG, 'matrix');
    expect(updated.data.value).toBe(unitValue(config, { confidentiality: 5, integrity: 5, availability: 4 }).value);
    await unchanged(
      () => call.post(PM_OWNER, '/owner/update', { projectCode: P, tier: 'unit', assetCode: 'UA0003', integrity: 1 }),
      ErrorCode.RA_NOT_ASSET_OWNER,
    );
    await unchanged(
      () => call.post(PM_OWNER, '/owner/update', { projectCode: P, tier: 'unit', assetCode: 'UA0001', integrity: 1 }),
      ErrorCode.RA_ASSET_LOCKED,
    );
    await unchanged(() => call.post(OWNER, '/owner/complete', { projectCode: P }), ErrorCode.RA_STATUS_MOVE_REFUSED);
  });

  it('rejects assets back to the executors while combing, who hand them over again', async () => {
    await unchanged(
      () => call.post(PM_OWNER, '/owner/reject', { projectCode: P, assetCodes: ['UA0003'], reason: '不是我的' }),
      ErrorCode.RA_NOT_ASSET_OWNER,
    );
    const rejected = await call.post<AssessmentInfo>(OWNER, '/owner/reject', {
      projectCode: P,
      assetCodes: ['UA0003'],
      reason: 'VPN 网关型号填写有误',
    });
    expect(rejected.success, rejected.errorMsg).toBe(true);
    expect(rejected.data).toMatchObject({ status: 'combing', combingFinished: false, ownerReject: { reason: 'VPN 网关型号填写有误' } });
    const row = await call.get<Page<AssetRow>>(OWNER, '/owner/list', { projectCode: P, keyword: 'UA0003' });
    expect(row.data.list[0]).toMatchObject({ state: 'inhand', rejectReason: 'VPN 网关型号填写有误' });
    await unchanged(() => call.post(OWNER, '/owner/submit', { projectCode: P }), ErrorCode.RA_COMBING_NOT_FINISHED);
    expect((await call.post<AssessmentInfo>(EXECUTOR, '/assets/finish', { projectCode: P })).data.combingFinished).toBe(true);
  });

  it('moves the status to assets-owner-submit when the last owner submits; a rejection then returns it to combing', async () => {
    const submitted = await call.post<AssessmentInfo>(OWNER, '/owner/submit', { projectCode: P });
    expect(submitted.success, submitted.errorMsg).toBe(true);
    expect(submitted.data).toMatchObject({ status: 'assets-owner-submit', counts: { inhand: 0, submitted: 10 } });
    await unchanged(() => call.post(OWNER, '/owner/submit', { projectCode: P }), ErrorCode.RA_STATUS_MOVE_REFUSED);

    const back = await call.post<AssessmentInfo>(PM_OWNER, '/owner/reject', { projectCode: P, assetCodes: ['UA0001'], reason: '终端数量需复核' });
    expect(back.data).toMatchObject({ status: 'combing', combingFinished: false, counts: { inhand: 1 } });
    expect(back.data.history[0]).toMatchObject({ action: 'COMBING', reason: '终端数量需复核' });
    expect((await call.post<AssessmentInfo>(EXECUTOR, '/assets/finish', { projectCode: P })).success).toBe(true);
    await unchanged(() => call.post(PM_OWNER, '/owner/submit', { projectCode: P, assetCodes: ['UA0003'] }), ErrorCode.RA_NOT_ASSET_OWNER);
    const again = await call.post<AssessmentInfo>(PM_OWNER, '/owner/submit', { projectCode: P, assetCodes: ['UA0001'] });
    expect(again.data.status).toBe('assets-owner-submit');
  });

  it('lets only the project customer owner confirm the inventory: items freeze and the consultant starts', async () => {
    await unchanged(() => call.post(PM_OWNER, '/owner/complete', { projectCode: P }), ErrorCode.RA_OWNER_LEAD_ONLY);
    const done = await call.post<AssessmentInfo>(OWNER, '/owner/complete', { projectCode: P });
    expect(done.success, done.errorMsg).toBe(true);
    expect(done.data).toMatchObject({ stage: 'identify', status: 'assets-owner-finish', counts: { freeze: 10, submitted: 0, inhand: 0 } });
    await unchanged(
      () => call.post(OWNER, '/owner/update', { projectCode: P, tier: 'unit', assetCode: 'UA0003', integrity: 1 }),
      ErrorCode.RA_STATUS_MOVE_REFUSED,
    );
    await unchanged(
      () => call.post(OWNER, '/owner/reject', { projectCode: P, assetCodes: ['UA0003'], reason: '太晚了' }),
      ErrorCode.RA_STATUS_MOVE_REFUSED,
    );
  });

  it('lets the customer reject a consultant stage with a reason, or complete the assessment', async () => {
    await unchanged(() => call.post(PM, '/assets/consumerComplete', { projectCode: P }), ErrorCode.RA_STATUS_MOVE_REFUSED);
    await t.database.db.update(raAssessments).set({ stage: 'submit', status: 'assess-confirm' }).where(eq(raAssessments.projectCode, P));
    await unchanged(() => call.post(EXECUTOR, '/assets/consumerComplete', { projectCode: P }), '403');
    const rejected = await call.post<AssessmentInfo>(PM, '/stage/reject', { projectCode: P, stage: 'risk', reason: '处置期限不合理' });
    expect(rejected.success, rejected.errorMsg).toBe(true);
    expect(rejected.data).toMatchObject({ stage: 'risk_reject', status: 'assets-owner-finish', reject: { stage: 'risk', reason: '处置期限不合理' } });
    await unchanged(() => call.post(PM, '/stage/reject', { projectCode: P, stage: 'risk', reason: '再驳回' }), ErrorCode.RA_STATUS_MOVE_REFUSED);

    await t.database.db.update(raAssessments).set({ stage: 'submit', status: 'assess-confirm' }).where(eq(raAssessments.projectCode, P));
    const completed = await call.post<AssessmentInfo>(OWNER, '/assets/consumerComplete', { projectCode: P });
    expect(completed.success, completed.errorMsg).toBe(true);
    expect(completed.data).toMatchObject({ stage: 'assets_progress_fin', status: 'assess-complete', completedAt: expect.any(String) });
    expect((await status()).history[0]).toMatchObject({ action: 'consumerComplete' });
  });

  it('records the milestones on the project timeline', async () => {
    const events = await t.database.db
      .select({ summary: projectEvents.summary, actor: projectEvents.actorAccountId })
      .from(projectEvents)
      .where(and(eq(projectEvents.projectCode, P), eq(projectEvents.type, 'riskAssessment')));
    expect(events).toEqual(
      expect.arrayContaining([
        { summary: '责任人驳回资产：VPN 网关型号填写有误', actor: 'A-22' },
        { summary: '执行人完成资产梳理，提交责任人确认', actor: 'A-23' },
        { summary: '客户责任人确认资产清单，进入威胁识别', actor: 'A-22' },
        { summary: '客户驳回风险分析：处置期限不合理', actor: 'A-21' },
        { summary: '客户确认完成风险评估', actor: 'A-22' },
      ]),
    );
  });
});
