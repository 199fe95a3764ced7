/**
 * The audit execution (issue 29 item 2, second half) through the real app on both drivers: the
 * demo (示例科技's Stage 1 with its report and two findings, the certificates, the suspended one),
 * who may see and act (the audit's leader, a planner, an auditor not on the team, another body,
 * the client's PM and another customer), and the path plan → start → finding → complete →
 * corrective action returned and resubmitted → verified → closed → technical review → decision →
 * certificate, every refusal a Chinese message that changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditExecution, AuditView, CertificateItem } from '../../../domain/certification/auditContracts';
import { certAudits, certCertificates, certFindings, certProjects } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const CB_MANAGER = '13800000031';
const CB_AUDITOR = '13800000032'; // AS-DEMO-04
const HUAAN_MANAGER = '13800000034';
const DELIVERY = '13800000003';
const CUSTOMER_PM = '13800000021'; // T-CU-DEMO
const NINGBO_PM = '13800000026'; // T-CU-NINGBO
const MAIN = 'CP-DEMO-0001';
const STAGE1 = 'CP-DEMO-0001-A1';
const STAGE2 = 'CP-DEMO-0001-A2';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
type Page<T> = { list: T[]; total: number };

describe.each(DRIVERS)('certification audit execution (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const execution = async (who: string, certProjectCode = MAIN) =>
    (await as(who).get<AuditExecution>('/api/certification/audit/list.json', { certProjectCode })).body as Answer<AuditExecution>;
  const post = async <T = AuditView>(who: string, path: string, body: Record<string, unknown>) =>
    (await as(who).post<T>(`/api/certification/${path}`, body)).body as Answer<T>;
  const certificates = async (who: string, query: Record<string, string> = {}) =>
    (await as(who).get<Page<CertificateItem>>('/api/certification/certificate/list.json', { pageSize: '50', ...query })).body as Answer<
      Page<CertificateItem>
    >;
  const fingerprint = async () => {
    const db = t.database.db;
    const [audits, findings, certs, projects] = await Promise.all([
      db.select().from(certAudits),
      db.select().from(certFindings),
      db.select().from(certCertificates),
      db.select().from(certProjects),
    ]);
    return JSON.stringify([
      audits.map((row) => [row.auditCode, row.state, row.plan, row.report]).sort(),
      findings.map((row) => [row.findingCode, row.state, row.grade, row.clause, row.correctiveAction]).sort(),
      certs.map((row) => [row.certificateNo, row.status]).sort(),
      projects.map((row) => [row.certProjectCode, row.state, row.technicalReview, row.decision]).sort(),
    ]);
  };
  const refusedUnchanged = async (call: () => Promise<Answer<unknown>>, message: string | RegExp) => {
    const before = await fingerprint();
    const answer = await call();
    expect(answer.success).toBe(false);
    expect(answer.errorMsg).toMatch(message);
    expect(await fingerprint()).toBe(before);
  };

  /** Moves the clock and logs everyone in again (sessions expire over days). */
  const setClock = async (iso: string) => {
    t.clock.ms = Date.parse(iso);
    for (const phone of [CB_MANAGER, CB_AUDITOR, HUAAN_MANAGER, DELIVERY, CUSTOMER_PM, NINGBO_PM]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      clients.set(phone, client);
    }
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    await setClock('2026-11-28T02:00:00Z');
  }, 120_000);
  afterAll(async () => t?.close());

  it('the demo: Stage 1 completed with its report and two findings, one awaiting verification', async () => {
    const answer = await execution(CB_MANAGER);
    expect(answer.success, answer.errorMsg).toBe(true);
    const stage1 = answer.data.audits.find((audit) => audit.auditCode === STAGE1)!;
    expect(stage1.state).toBe('completed');
    expect(stage1.report?.conclusion).toBe('recommendAfterCorrection');
    expect(stage1.plan?.sessions.length).toBeGreaterThan(0);
    expect(stage1.findings.map((finding) => [finding.grade, finding.clause, finding.state]).sort()).toEqual([
      ['minor', 'A.5.15', 'submitted'],
      ['observation', 'A.5.19', 'open'],
    ]);
    expect(stage1.findings.find((finding) => finding.grade === 'minor')?.deadline).toBe('2027-01-14');
    expect(stage1.canVerify).toBe(true);
    expect(answer.data.audits.find((audit) => audit.auditCode === STAGE2)?.state).toBe('scheduled');
  });

  it('who sees the project: the client PM yes, another customer, another body no', async () => {
    const customer = await execution(CUSTOMER_PM);
    expect(customer.success, customer.errorMsg).toBe(true);
    expect(customer.data.audits.every((audit) => !audit.canRecord && !audit.canVerify)).toBe(true);
    expect((await execution(NINGBO_PM)).errorMsg).toContain('认证项目不存在');
    expect((await execution(HUAAN_MANAGER)).errorMsg).toContain('认证项目不存在');
    expect((await execution(DELIVERY)).success).toBe(true);
    // An auditor not on the team of CP-DEMO-0006's Stage 1 sees neither the project nor the audit.
    expect((await execution(CB_AUDITOR, 'CP-DEMO-0006')).success).toBe(false);
    const detail = (await as(CB_AUDITOR).get('/api/certification/audit/detail.json', { auditCode: 'CP-DEMO-0006-A1' })).body as Answer<unknown>;
    expect(detail.errorMsg).toContain('审核不存在');
  });

  it('certificates: valid ones of the certified clients and the suspended one of the overdue surveillance', async () => {
    const answer = await certificates(CB_MANAGER);
    expect(answer.success, answer.errorMsg).toBe(true);
    expect(answer.data.list.map((item) => [item.clientName, item.status]).sort()).toEqual([
      ['广州粤海物流有限公司', 'valid'],
      ['杭州钱塘包装有限公司', 'suspended'],
      ['武汉光谷智联科技有限公司', 'valid'],
    ]);
    const suspended = answer.data.list.find((item) => item.status === 'suspended')!;
    expect(suspended.statusReason).toContain('监督审核未在时间窗口内');
    expect((await certificates(HUAAN_MANAGER)).data.total).toBe(0);
    expect((await certificates(CUSTOMER_PM)).data.total).toBe(0);
    expect((await certificates(DELIVERY)).data.total).toBe(3);
    // Restoring by hand is refused while the surveillance is still overdue.
    await refusedUnchanged(
      () => post(CB_MANAGER, 'certificate/status.json', { certificateNo: suspended.certificateNo, action: 'restore', reason: '客户已申请' }),
      /不能恢复/,
    );
    const auditor = await post(CB_AUDITOR, 'certificate/status.json', { certificateNo: suspended.certificateNo, action: 'withdraw', reason: 'x' });
    expect(auditor.success).toBe(false);
  });

  it('completing the overdue surveillance makes the suspended certificate valid again, recorded in its history', async () => {
    const [suspended] = (await certificates(CB_MANAGER, { status: 'suspended' })).data.list;
    await t.database.db.update(certAudits).set({ state: 'completed' }).where(eq(certAudits.auditCode, 'CP-DEMO-0012-A3'));
    const detail = (await as(CB_MANAGER).get('/api/certification/certificate/detail.json', { certificateNo: suspended!.certificateNo }))
      .body as Answer<{ status: string; history: { status: string; by: string }[] }>;
    expect(detail.data.status).toBe('valid');
    expect(detail.data.history.map((entry) => [entry.status, entry.by])).toEqual([
      ['valid', '示例认证中心管理员'],
      ['suspended', '系统'],
      ['valid', '系统'],
    ]);
    await t.database.db.update(certAudits).set({ state: 'planned' }).where(eq(certAudits.auditCode, 'CP-DEMO-0012-A3'));
    expect((await certificates(CB_MANAGER, { status: 'suspended' })).data.total).toBe(1);
  });

  it('an auditor on the team who does not lead it may read the audit but not plan or start it', async () => {
    const detail = (await as(CB_AUDITOR).get<AuditView>('/api/certification/audit/detail.json', { auditCode: STAGE2 })).body as Answer<AuditView>;
    expect(detail.success, detail.errorMsg).toBe(true);
    expect(detail.data.canPlan).toBe(false);
    await refusedUnchanged(
      () =>
        post(CB_AUDITOR, 'audit/plan/save.json', {
          auditCode: STAGE2,
          sessions: [{ date: '2026-12-07', time: '09:00', process: '首次会议', auditee: '管理层', auditor: '陈静怡' }],
        }),
      /审核组长可以办理/,
    );
  });

  it('a planner verifies the demo corrective action: Stage 1 closes (the observation does not block)', async () => {
    await refusedUnchanged(
      () => post(CB_MANAGER, 'finding/verify.json', { findingCode: 'NC-DEMO-0001', verdict: 'returned' }),
      /退回纠正措施须填写原因/,
    );
    const verified = await post(CB_MANAGER, 'finding/verify.json', {
      findingCode: 'NC-DEMO-0001',
      verdict: 'verified',
      note: '修订稿和复核记录有效',
    });
    expect(verified.success, verified.errorMsg).toBe(true);
    expect(verified.data.state).toBe('closed');
  });

  it('the leader runs Stage 2 to its close; the body reviews, decides and issues the certificate', async () => {
    // The demo auditor account (AS-DEMO-04) leads Stage 2 for this test.
    const [stage2] = await t.database.db.select().from(certAudits).where(eq(certAudits.auditCode, STAGE2));
    await t.database.db
      .update(certAudits)
      .set({
        team: stage2!.team.map((member) => ({
          ...member,
          role: member.assessorCode === 'AS-DEMO-04' ? 'leader' : member.role === 'leader' ? 'auditor' : member.role,
        })),
      })
      .where(eq(certAudits.auditCode, STAGE2));

    const plan = {
      auditCode: STAGE2,
      sessions: [{ date: '2026-12-07', time: '09:00–09:30', process: '首次会议', auditee: '管理层', auditor: '认证机构审核员' }],
    };
    await refusedUnchanged(
      () => post(CB_AUDITOR, 'audit/plan/save.json', { ...plan, sessions: [{ ...plan.sessions[0], date: '2026-12-20' }] }),
      /不在审核日期/,
    );
    expect((await post(CB_AUDITOR, 'audit/plan/save.json', plan)).data.plan?.sessions).toHaveLength(1);
    await refusedUnchanged(() => post(CB_AUDITOR, 'audit/start.json', { auditCode: STAGE2 }), /不能提前开始/);
    await refusedUnchanged(
      () => post(CB_AUDITOR, 'finding/save.json', { auditCode: STAGE2, grade: 'minor', clause: 'A.8.8', description: '漏洞管理' }),
      /只有审核中的审核/,
    );
    await setClock('2026-12-07T01:00:00Z');
    const started = await post(CB_AUDITOR, 'audit/start.json', { auditCode: STAGE2 });
    expect(started.success, started.errorMsg).toBe(true);
    expect(started.data.state).toBe('inProgress');

    await refusedUnchanged(
      () => post(CB_AUDITOR, 'finding/save.json', { auditCode: STAGE2, grade: 'minor', clause: 'A.9.9', description: '漏洞管理' }),
      /附录 A 的控制/,
    );
    const recorded = await post(CB_AUDITOR, 'finding/save.json', {
      auditCode: STAGE2,
      grade: 'minor',
      clause: 'A.8.8',
      description: '未按期修复高危漏洞',
      evidence: '漏洞扫描报告 2026-11',
    });
    expect(recorded.success, recorded.errorMsg).toBe(true);
    const finding = recorded.data.findings[0]!;
    expect(finding.deadline).toBe('2027-03-10');

    await refusedUnchanged(
      () => post(CB_AUDITOR, 'audit/complete.json', { auditCode: STAGE2, conclusion: 'recommend', summary: '体系有效' }),
      /不能为"推荐认证注册"/,
    );
    const completed = await post(CB_AUDITOR, 'audit/complete.json', {
      auditCode: STAGE2,
      conclusion: 'recommendAfterCorrection',
      summary: '体系基本有效',
    });
    expect(completed.data.state).toBe('completed');

    // Another customer cannot submit; the client's PM can.
    await refusedUnchanged(
      () => post(NINGBO_PM, 'finding/submit.json', { findingCode: finding.findingCode, correctiveAction: '已修复' }),
      /审核不存在/,
    );
    expect((await post(CUSTOMER_PM, 'finding/submit.json', { findingCode: finding.findingCode, correctiveAction: '已修复并复扫' })).success).toBe(
      true,
    );
    const returned = await post(CB_AUDITOR, 'finding/verify.json', { findingCode: finding.findingCode, verdict: 'returned', note: '缺少复扫报告' });
    expect(returned.data.findings[0]?.state).toBe('open');
    await post(CUSTOMER_PM, 'finding/submit.json', { findingCode: finding.findingCode, correctiveAction: '已修复，附复扫报告' });
    const closed = await post(CB_AUDITOR, 'finding/verify.json', { findingCode: finding.findingCode, verdict: 'verified' });
    expect(closed.data.state).toBe('closed');

    const afterClose = await execution(CB_MANAGER);
    expect(afterClose.data.projectState).toBe('technicalReview');
    expect(afterClose.data.canReview).toBe(true);
    await refusedUnchanged(
      () => post(CB_MANAGER, 'audit/decision.json', { certProjectCode: MAIN, decision: 'grant', decidedOn: '2026-12-20' }),
      /请先完成技术评审/,
    );
    const reviewed = await post<AuditExecution>(CB_MANAGER, 'audit/technicalReview.json', {
      certProjectCode: MAIN,
      conclusion: '审核过程完整，结论可靠',
    });
    expect(reviewed.success, reviewed.errorMsg).toBe(true);
    expect(reviewed.data.canDecide).toBe(true);

    await setClock('2026-12-21T02:00:00Z');
    const decided = await post<AuditExecution>(CB_MANAGER, 'audit/decision.json', {
      certProjectCode: MAIN,
      decision: 'grant',
      decidedOn: '2026-12-20',
    });
    expect(decided.success, decided.errorMsg).toBe(true);
    expect(decided.data.projectState).toBe('certified');
    expect(decided.data.certificates).toEqual([
      expect.objectContaining({ certificateNo: 'CB-DEMO-ISMS-2026-000002', issuedOn: '2026-12-20', expiresOn: '2029-12-19', status: 'valid' }),
    ]);
    const surveillance1 = decided.data.audits.find((audit) => audit.type === 'surveillance1')!;
    expect(surveillance1.windowTo <= '2027-12-20').toBe(true);
    // The client's PM sees the certificate.
    expect((await certificates(CUSTOMER_PM)).data.list.map((item) => item.certificateNo)).toEqual(['CB-DEMO-ISMS-2026-000002']);

    const withdrawn = await post(CB_MANAGER, 'certificate/status.json', {
      certificateNo: 'CB-DEMO-ISMS-2026-000002',
      action: 'suspend',
      reason: '客户申请暂停',
    });
    expect(withdrawn.success, withdrawn.errorMsg).toBe(true);
    const detail = (await as(CUSTOMER_PM).get('/api/certification/certificate/detail.json', { certificateNo: 'CB-DEMO-ISMS-2026-000002' }))
      .body as Answer<{
      status: string;
      history: { reason: string }[];
    }>;
    expect(detail.data.status).toBe('suspended');
    expect(detail.data.history.map((entry) => entry.reason)).toContain('客户申请暂停');
  });
  it('a recertification: its closed audit is reviewed and decided again, and the certificate gets a new validity period', async () => {
    await t.database.db
      .update(certAudits)
      .set({
        state: 'closed',
        closedAt: new Date('2026-12-15T02:00:00Z'),
        team: [{ assessorCode: 'AS-DEMO-02', name: '陈静怡', role: 'leader', days: 2 }],
      })
      .where(eq(certAudits.auditCode, 'CP-DEMO-0010-A5'));
    const before = await execution(CB_MANAGER, 'CP-DEMO-0010');
    expect(before.data.canReview).toBe(true);
    const certificateNo = before.data.certificates[0]!.certificateNo;
    expect(before.data.certificates[0]!.expiresOn).toBe('2029-02-19');
    await post(CB_MANAGER, 'audit/technicalReview.json', { certProjectCode: 'CP-DEMO-0010', conclusion: '再认证审核结论可靠' });
    const decided = await post<AuditExecution>(CB_MANAGER, 'audit/decision.json', {
      certProjectCode: 'CP-DEMO-0010',
      decision: 'grant',
      decidedOn: '2026-12-20',
    });
    expect(decided.success, decided.errorMsg).toBe(true);
    expect(decided.data.projectState).toBe('certified');
    expect(decided.data.certificates).toEqual([expect.objectContaining({ certificateNo, expiresOn: '2032-02-19', status: 'valid' })]);
    await refusedUnchanged(
      () => post(CB_MANAGER, 'audit/decision.json', { certProjectCode: 'CP-DEMO-0010', decision: 'grant', decidedOn: '2026-12-20' }),
      /已作出认证决定/,
    );
  });
});
