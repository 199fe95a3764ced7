/**
 * The assessment's stage bar (owner/status) through the real app on both drivers: the demo
 * assessments as each side sees them, the assessment created on first open with the default
 * configuration, and refusals for other tenants and other kinds of project.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentInfo } from '../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../domain/errors';
import { raAssessments } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PM = '13800000021';
const OWNER = '13800000022';
const EXECUTOR = '13800000023';
const NINGBO_PM = '13800000026';
const CHANNEL_OWNER = '13800000013';
const CONSULTANT = '13800000014';
const PM_OWNER = '13800000041';

type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('risk assessment status (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const status = async (who: string, projectCode: string) =>
    (await clients.get(who)!.get<AssessmentInfo>('/consulting/assets/owner/status', { projectCode })).body as Answer<AssessmentInfo>;

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [PM, OWNER, EXECUTOR, NINGBO_PM, CHANNEL_OWNER, CONSULTANT, PM_OWNER]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows the finished demo assessment to the customer and the consultant', async () => {
    const customer = await status(PM, 'PJ20261015RA0001');
    expect(customer.success, customer.errorMsg).toBe(true);
    expect(customer.data).toMatchObject({
      stage: 'assets_progress_fin',
      status: 'assess-complete',
      method: 'matrix',
      configId: 'gbt20984-default',
      configVersion: '1.0.0',
      // No company information form on this project: the customer's registered name; the consultant by name.
      customerName: '示例科技有限公司',
      consultantName: '林志远',
      configLabel: 'GB/T 20984 默认配置（矩阵法，2007 版附录示例矩阵）（版本 1.0.0）',
      counts: { business: 3, system: 5, unit: 10, threats: 8, vulnerabilities: 13, mustTreatUntreated: 0, residualOpen: 0 },
      problems: [],
      stageActions: [],
    });
    expect(customer.data.counts.risks).toBeGreaterThan(0);
    expect(customer.data.reject).toMatchObject({ stage: 'risk', reason: expect.stringContaining('12 月中旬') });
    expect(customer.data.history[0]).toMatchObject({ action: 'consumerComplete', actorName: '客户项目经理' });
    const consultant = await status(CHANNEL_OWNER, 'PJ20261015RA0001');
    expect(consultant.data.permissions).toMatchObject({ consult: true, execute: false });
  });

  it('offers the owners their move in the owner stage and the executor the first stage of a new one', async () => {
    const owner = await status(OWNER, 'PJ20261015RA0005');
    expect(owner.data).toMatchObject({ stage: 'unit', status: 'combing', combingFinished: true, permissions: { own: true, ownerLead: true } });
    expect(owner.data.counts).toMatchObject({ submitted: 5, inhand: 5 });
    const fresh = await status(EXECUTOR, 'PJ20261015RA0006');
    expect(fresh.data).toMatchObject({
      stage: 'business',
      status: 'combing',
      stageActions: ['finishBusiness'],
      problems: ['请至少识别一项业务资产'],
    });
    expect(fresh.data.owners.map((o) => o.accountId).sort()).toEqual(['A-22', 'A-41']);
  });

  it('creates the assessment of a risk-assessment project on first open, and refuses other projects and tenants', async () => {
    await t.database.db.delete(raAssessments).where(eq(raAssessments.projectCode, 'PJ20261015RA0006'));
    const reopened = await status(PM, 'PJ20261015RA0006');
    expect(reopened.data).toMatchObject({ stage: 'business', status: 'combing', configId: 'gbt20984-default' });
    const gap = await status(PM, 'PJ20261020GM0002');
    expect(gap.errorCode).toBe(ErrorCode.RA_NOT_RISK_PROJECT);
    expect((await t.database.db.select().from(raAssessments).where(eq(raAssessments.projectCode, 'PJ20261020GM0002'))).length).toBe(0);
    expect((await status(NINGBO_PM, 'PJ20261015RA0001')).errorCode).toBe(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
  });
});
