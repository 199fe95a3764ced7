/**
 * A project's state and progress follow its work (issue 35 item 1) through the real app on both
 * drivers: the customer's service list (/systemManage, consumerProjectList) shows what the
 * questionnaire and the GB/T 20984 stages reached, a completed loop shows 已完成 100%, the state
 * change is on the timeline, a stage recorded inside a caller's transaction rolls back with it,
 * and a finished project is closed to further risk work.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerProjectDetail, ConsumerProjectItem } from '../../../domain/projects/consumerContracts';
import { ErrorCode } from '../../../domain/errors';
import { projectEvents, projects, raAssessments } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp } from '../harness';
import { caller, loginAll, OWNER, PM } from '../riskAssessment/helpers';

const QN = 'PJ20261118QN0004';
const RA = 'PJ20261015RA0005';
const GAP = 'PJ20261020GM0002';

describe.each(DRIVERS)('project state and progress from the work (%s)', (driver) => {
  let t: TestApp;
  let clients: Awaited<ReturnType<typeof loginAll>>;
  let call: ReturnType<typeof caller>;

  /** The project as the customer's service list shows it. */
  async function listed(projectCode: string) {
    const answer = await clients.get(PM)!.get<{ list: ConsumerProjectItem[] }>('/consulting/project/consumer/list', { keyword: projectCode });
    expect(answer.body.success, answer.body.errorMsg).toBe(true);
    const item = answer.body.data.list.find((row) => row.projectCode === projectCode);
    return { state: item?.state, progress: item?.progress };
  }
  const stateChanges = async (projectCode: string) =>
    (
      await t.database.db
        .select({ summary: projectEvents.summary, detail: projectEvents.detail })
        .from(projectEvents)
        .where(and(eq(projectEvents.projectCode, projectCode), eq(projectEvents.type, 'stateChange')))
    ).filter((row) => (row.detail as { action?: string }).action?.startsWith('work'));

  beforeAll(async () => {
    t = await startTestApp(driver);
    clients = await loginAll(t, [PM, OWNER]);
    call = caller(clients);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('starts a 待检查 project when the customer distributes its questionnaire', async () => {
    expect(await listed(QN)).toEqual({ state: 'empty', progress: 0 });
    const distributed = await clients.get(PM)!.post('/consulting/question/consumer/questionnaire/distribute', { projectCode: QN });
    expect(distributed.body.success, distributed.body.errorMsg).toBe(true);
    expect(await listed(QN)).toEqual({ state: 'inhand', progress: 20 });
    const detail = await clients.get(PM)!.get<ConsumerProjectDetail>('/consulting/project/consumer/detailInfo', { projectCode: QN });
    expect(detail.body.data.events.map((event) => event.summary)).toContainEqual(
      expect.stringMatching(/^“.+”随工作开始实施（问卷已分发），项目进行中，进度 20%$/),
    );
  });

  it('moves the progress with the GB/T 20984 stages and finishes the project with the customer’s confirmation', async () => {
    expect(await listed(RA)).toEqual({ state: 'inhand', progress: 30 });
    expect((await call.post(OWNER, '/owner/submit', { projectCode: RA })).success).toBe(true);
    const confirmed = await call.post(OWNER, '/owner/complete', { projectCode: RA });
    expect(confirmed.success, confirmed.errorMsg).toBe(true);
    expect(await listed(RA)).toEqual({ state: 'inhand', progress: 40 });

    // The consultant's stages are the other tests' (tests/api/riskAssessment): the assessment is put where the customer confirms.
    await t.database.db.update(raAssessments).set({ stage: 'submit', status: 'assess-confirm' }).where(eq(raAssessments.projectCode, RA));
    const completed = await call.post(PM, '/assets/consumerComplete', { projectCode: RA });
    expect(completed.success, completed.errorMsg).toBe(true);
    expect(await listed(RA)).toEqual({ state: 'finished', progress: 100 });
    const [row] = await t.database.db.select({ finishedAt: projects.finishedAt }).from(projects).where(eq(projects.projectCode, RA));
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect((await stateChanges(RA)).map((event) => event.summary)).toEqual(['“办公网络与终端”工作完成（客户确认完成评估），项目已完成，进度 100%']);
    // 已完成 is final: the assessment is closed, and its status unchanged.
    const again = await call.post(PM, '/stage/reject', { projectCode: RA, stage: 'risk', reason: '再看看' });
    expect(again.errorCode).toBe(ErrorCode.RA_PROJECT_CLOSED);
    expect(await listed(RA)).toEqual({ state: 'finished', progress: 100 });
  });

  it('moves the project in the caller’s transaction: a rolled-back piece of work leaves it as it was', async () => {
    const before = await listed(GAP);
    expect(before.state).toBe('audit');
    const failed = t.database.db.transaction(async (tx) => {
      await t.app.projectRegistry.recordKindEvent('questionnaire', GAP, null, '差距分析报告第 1 版已生成', new Date(), { stage: 'reported', tx });
      throw new Error('评分失败');
    });
    await expect(failed).rejects.toThrow('评分失败');
    expect(await listed(GAP)).toEqual(before);
    expect(await stateChanges(GAP)).toEqual([]);

    // Committed, the report finishes the project from 审核中 (the delivery manager's review is not waited for).
    await t.database.db.transaction((tx) =>
      t.app.projectRegistry.recordKindEvent('questionnaire', GAP, null, '差距分析报告第 1 版已生成', new Date(), { stage: 'reported', tx }),
    );
    expect(await listed(GAP)).toEqual({ state: 'finished', progress: 100 });
    expect(await stateChanges(GAP)).toHaveLength(1);
  });
});
