/**
 * Smart scheduling as its users see it: the scheduler of 示例认证中心 reads the board of Dec 2026 –
 * Feb 2027 (the demo's audits due, its own assessors only), proposes (every placed plan with zero
 * violations, every audit left over with its failed constraint), accepts, moves one audit by hand,
 * is refused a team with an assessor on leave (the reason names the person and the leave; nothing
 * changes), publishes, and the auditor 13800000032 sees the published audits they are on. Another
 * body's manager sees none of it and cannot touch its audits; platform delivery reads any body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleAssignment, ScheduleBoard, ScheduleProposal } from '../../../domain/schedule/contracts';
import { movedEnd } from '../../../domain/schedule/period';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const SCHEDULER = '13800000033';
const MANAGER = '13800000031';
const AUDITOR = '13800000032';
const OTHER_BODY = '13800000034';
const DELIVERY = '13800000003';
const PERIOD = { from: '2026-12-01', to: '2027-02-28' };
/** 陈静怡 (AS-DEMO-02): 年假 2026-12-21 – 2027-01-03 in the demo register. */
const ON_LEAVE = { code: 'AS-DEMO-02', name: '陈静怡', from: '2026-12-21', to: '2027-01-03' };
const AUDITOR_CODE = 'AS-DEMO-04';

describe.each(DRIVERS)('schedule (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  async function as(phone: string): Promise<TestClient> {
    let client = clients.get(phone);
    if (!client) {
      client = t.client();
      expect((await client.loginWithPassword(phone)).body.success, phone).toBe(true);
      clients.set(phone, client);
    }
    return client;
  }
  const board = async (phone = SCHEDULER, extra: Record<string, string> = {}) =>
    (await as(phone)).get<ScheduleBoard>('/api/schedule/board.json', { ...PERIOD, ...extra });

  beforeAll(async () => {
    t = await startTestApp(driver);
    t.clock.ms = Date.parse('2026-11-28T02:00:00Z');
  }, 120_000);
  afterAll(async () => t?.close());

  it('the board shows the body audits due and its own assessors only', async () => {
    const res = await board();
    expect(res.body.success, res.body.errorMsg).toBe(true);
    const data = res.body.data;
    expect(data.bodyTenantCode).toBe('T-CB-DEMO');
    expect(data.editable).toBe(true);
    expect(data.audits.length).toBeGreaterThan(0);
    expect(data.audits.some((audit) => audit.scheduleState === 'unscheduled')).toBe(true);
    expect(data.assessors.map((a) => a.assessorCode).every((code) => code.startsWith('AS-DEMO-'))).toBe(true);
    const chen = data.assessors.find((a) => a.assessorCode === ON_LEAVE.code)!;
    expect(chen.leaves[0]).toMatchObject({ from: ON_LEAVE.from, to: ON_LEAVE.to, reason: '年假' });
    expect(data.assessors.some((a) => a.registrations.some((r) => r.expired))).toBe(true);
    // The published Stage 2 of 示例科技 occupies its team in December.
    const me = data.assessors.find((a) => a.assessorCode === AUDITOR_CODE)!;
    expect(me.daysByMonth['2026-12']).toBeGreaterThan(0);
  });

  it('a wrong period is refused naming the field', async () => {
    const res = await (await as(SCHEDULER)).get('/api/schedule/board.json', { from: '2027-02-01', to: '2026-12-01' });
    expect(res.body.success).toBe(false);
    expect(res.body.errorMsg).toContain('to');
  });

  let proposal: ScheduleProposal;
  it('the proposal places the unscheduled audits with zero violations, saying why', async () => {
    const before = (await board()).body.data;
    const res = await (await as(SCHEDULER)).post<ScheduleProposal>('/api/schedule/propose.json', PERIOD);
    expect(res.body.success, res.body.errorMsg).toBe(true);
    proposal = res.body.data;
    expect(proposal.plans.length).toBeGreaterThan(0);
    expect(proposal.stats.violations).toBe(0);
    // Every audit of the demo waiting in the period is placed.
    expect(proposal.unplaced).toEqual([]);
    const waiting = before.audits.filter((a) => a.scheduleState === 'unscheduled' && a.windowFrom <= PERIOD.to && a.windowTo >= PERIOD.from);
    expect(proposal.plans.map((p) => p.auditCode).sort()).toEqual(waiting.map((a) => a.auditCode).sort());
    for (const plan of proposal.plans) {
      expect(plan.members.filter((m) => m.role === 'leader')).toHaveLength(1);
      for (const member of plan.members) expect(member.reasons.length, `${plan.auditCode} ${member.name}`).toBeGreaterThan(0);
    }
    for (const left of proposal.unplaced) expect(left.reasons[0]!.message).toMatch(/[\u4e00-\u9fa5]/);
    // Proposing stores nothing.
    expect((await board()).body.data.audits.map((a) => a.scheduleState)).toEqual(before.audits.map((a) => a.scheduleState));
  });

  it('accepting saves the proposal as drafts', async () => {
    const plans = proposal.plans.map(({ auditCode, startDate, endDate, members }) => ({
      auditCode,
      startDate,
      endDate,
      members: members.map(({ assessorCode, role, days }) => ({ assessorCode, role, days })),
    }));
    const res = await (await as(SCHEDULER)).post<{ saved: number }>('/api/schedule/accept.json', { plans });
    expect(res.body.success, res.body.errorMsg).toBe(true);
    expect(res.body.data.saved).toBe(plans.length);
    const after = (await board()).body.data;
    for (const plan of proposal.plans) {
      const audit = after.audits.find((a) => a.auditCode === plan.auditCode)!;
      expect(audit).toMatchObject({ scheduleState: 'draft', startDate: plan.startDate, endDate: plan.endDate });
    }
  });

  it('a team with an assessor on leave is refused with the reason, and nothing changes', async () => {
    const data = (await board()).body.data;
    const draft = data.audits.find((a) => a.scheduleState === 'draft')!;
    const start = draft.windowFrom > '2026-12-22' ? draft.windowFrom : '2026-12-22';
    const res = await (await as(SCHEDULER)).post('/api/schedule/savePlan.json', {
      auditCode: draft.auditCode,
      startDate: start,
      endDate: movedEnd(draft.startDate!, draft.endDate!, start),
      members: [{ assessorCode: ON_LEAVE.code, role: 'leader', days: draft.requiredDays }],
    });
    expect(res.body.success).toBe(false);
    expect(res.body.errorMsg).toContain(ON_LEAVE.name);
    expect(res.body.errorMsg).toContain('年假');
    const after = (await board()).body.data.audits.find((a) => a.auditCode === draft.auditCode)!;
    expect(after).toMatchObject({ startDate: draft.startDate, endDate: draft.endDate, team: draft.team });
  });

  it('a move the rules allow is saved and shows at once', async () => {
    const data = (await board()).body.data;
    let moved: { auditCode: string; startDate: string } | undefined;
    for (const draft of data.audits.filter((a) => a.scheduleState === 'draft')) {
      for (let shift = 1; shift <= 10 && !moved; shift++) {
        const start = new Date(Date.parse(`${draft.startDate}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
        const res = await (await as(SCHEDULER)).post<ScheduleBoard['audits'][number]>('/api/schedule/savePlan.json', {
          auditCode: draft.auditCode,
          startDate: start,
          endDate: movedEnd(draft.startDate!, draft.endDate!, start),
          members: draft.team.map(({ assessorCode, role, days }) => ({ assessorCode, role, days })),
        });
        if (res.body.success) {
          expect(res.body.data.startDate).toBe(start);
          moved = { auditCode: draft.auditCode, startDate: start };
        }
      }
      if (moved) break;
    }
    expect(moved).toBeDefined();
    expect((await board()).body.data.audits.find((a) => a.auditCode === moved!.auditCode)!.startDate).toBe(moved!.startDate);
  });

  it('another body sees none of it and cannot plan its audits', async () => {
    const other = (await board(OTHER_BODY)).body.data;
    expect(other.bodyTenantCode).toBe('T-CB-HUAAN');
    expect(other.audits.every((a) => !a.auditCode.includes('DEMO'))).toBe(true);
    expect(other.assessors.some((a) => a.assessorCode.startsWith('AS-DEMO-'))).toBe(false);
    const ours = (await board()).body.data.audits.find((a) => a.scheduleState === 'draft')!;
    const res = await (await as(OTHER_BODY)).post('/api/schedule/savePlan.json', {
      auditCode: ours.auditCode,
      startDate: ours.startDate,
      endDate: ours.endDate,
      members: ours.team.map(({ assessorCode, role, days }) => ({ assessorCode, role, days })),
    });
    expect(res.body.success).toBe(false);
    expect(res.body.errorMsg).toContain('不属于本机构');
    const publish = await (await as(OTHER_BODY)).post('/api/schedule/publish.json', { ...PERIOD, auditCodes: [ours.auditCode] });
    expect(publish.body.success).toBe(false);
  });

  it('platform delivery reads any body read-only; an auditor has no board', async () => {
    const res = await board(DELIVERY, { bodyTenantCode: 'T-CB-DEMO' });
    expect(res.body.success, res.body.errorMsg).toBe(true);
    expect(res.body.data.editable).toBe(false);
    expect(res.body.data.bodies.map((b) => b.tenantCode)).toEqual(expect.arrayContaining(['T-CB-DEMO', 'T-CB-HUAAN']));
    expect(res.body.data.audits.every((a) => !a.editable)).toBe(true);
    const auditor = await board(AUDITOR);
    expect(auditor.body.success).toBe(false);
    expect(auditor.body.errorMsg).toContain('本人');
  });

  it('publishing makes the drafts scheduled and the auditor sees their assignments', async () => {
    const drafts = (await board()).body.data.audits.filter((a) => a.scheduleState === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    const res = await (await as(MANAGER)).post<{ published: string[] }>('/api/schedule/publish.json', PERIOD);
    expect(res.body.success, res.body.errorMsg).toBe(true);
    expect(res.body.data.published.sort()).toEqual(drafts.map((a) => a.auditCode).sort());
    const after = (await board()).body.data.audits;
    for (const draft of drafts)
      expect(after.find((a) => a.auditCode === draft.auditCode)).toMatchObject({ scheduleState: 'published', state: 'scheduled' });
    const mine = await (await as(AUDITOR)).get<{ assessorCode: string; list: ScheduleAssignment[] }>('/api/schedule/mine.json', PERIOD);
    expect(mine.body.success, mine.body.errorMsg).toBe(true);
    expect(mine.body.data.assessorCode).toBe(AUDITOR_CODE);
    const expected = after
      .filter((a) => a.scheduleState === 'published' && a.team.some((m) => m.assessorCode === AUDITOR_CODE))
      .map((a) => a.auditCode);
    expect(mine.body.data.list.map((a) => a.auditCode).sort()).toEqual(expect.arrayContaining(expected.sort()));
    expect(mine.body.data.list.length).toBeGreaterThan(0);
    for (const item of mine.body.data.list) expect(item.leaderName).not.toBe('');
    const again = await (await as(MANAGER)).post('/api/schedule/publish.json', PERIOD);
    expect(again.body.success).toBe(false);
    expect(again.body.errorMsg).toContain('没有待发布');
  });
});
