// @vitest-environment jsdom
/**
 * 智能排期 against contract answers kept in a small in-test state: the scheduler proposes (the plan
 * with why each member was chosen, the audit left over with its failed constraint), accepts (the
 * audit becomes 排期草稿), opens the hand edit of an audit whose save the server refuses (the
 * reason stays in the dialog, the board keeps the draft), and publishes after confirming (the audit
 * becomes 已发布). The auditor sees only their own assignments.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ScheduleAuditRow,
  type ScheduleBoard,
  type ScheduleProposal,
  scheduleAccept,
  scheduleBoard,
  scheduleMine,
  schedulePropose,
  schedulePublish,
  scheduleSavePlan,
} from '@domain/schedule/contracts';
import Board from '@/pages/Schedule/components/Board';
import MyAssignments from '@/pages/Schedule/components/MyAssignments';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));
const FROM = '2026-12-01';
const TO = '2027-02-28';
const LEAVE_REFUSAL = '该排期违反硬性约束，未保存：陈静怡在 2026-12-21 至 2027-01-03 不可用（年假），与审核日期 2026-12-22 至 2026-12-24 重叠';

const audit = (auditCode: string, clientName: string, extra: Partial<ScheduleAuditRow> = {}): ScheduleAuditRow => ({
  auditCode,
  certProjectCode: 'CP-1',
  clientName,
  type: 'surveillance1',
  standards: ['ISMS'],
  scopeCodes: ['33'],
  regionCode: '330106',
  regionName: '浙江省 / 杭州市 / 西湖区',
  requiredDays: 3,
  windowFrom: '2026-12-01',
  windowTo: '2027-01-31',
  state: 'planned',
  scheduleState: 'unscheduled',
  startDate: null,
  endDate: null,
  team: [],
  editable: true,
  ...extra,
});

let audits: ScheduleAuditRow[];
const boardOf = (): ScheduleBoard => ({
  bodyTenantCode: 'T-CB-DEMO',
  bodyName: '示例认证中心',
  from: FROM,
  to: TO,
  editable: true,
  bodies: [],
  audits,
  assessors: [
    {
      assessorCode: 'AS-1',
      name: '王立新',
      regionName: '北京市',
      teamLeader: true,
      expert: false,
      maxDaysPerMonth: 16,
      registrations: [{ field: 'ISMS', grade: 'senior', validUntil: '2028-03-31', expired: false }],
      technicalAreas: ['33'],
      leaves: [],
      daysByMonth: {},
    },
  ],
});
const TEAM = [{ assessorCode: 'AS-1', name: '王立新', role: 'leader' as const, days: 3 }];
const proposal: ScheduleProposal = {
  plans: [
    {
      auditCode: 'AU-1',
      clientName: '杭州云帆科技',
      type: 'surveillance1',
      startDate: '2026-12-08',
      endDate: '2026-12-10',
      members: [{ ...TEAM[0]!, reasons: ['ISMS 高级审核员，具备审核组长能力', '专业代码 33 覆盖'] }],
    },
  ],
  unplaced: [
    {
      auditCode: 'AU-2',
      clientName: '宁波港航',
      type: 'stage2',
      reasons: [{ constraint: 'competence', label: '专业能力覆盖', assessorCode: null, message: '没有审核员或技术专家覆盖专业代码 28' }],
    },
  ],
  stats: { placed: 1, unplaced: 1, violations: 0, workloadSpread: 0.5, millis: 12 },
};

beforeEach(() => {
  audits = [audit('AU-1', '杭州云帆科技'), audit('AU-2', '宁波港航', { type: 'stage2' })];
  installRequest(
    requestConfig,
    answerContracts(
      new Map<ContractLike, ContractAnswer>([
        [scheduleBoard, () => ok(boardOf())],
        [schedulePropose, () => ok(proposal)],
        [
          scheduleAccept,
          () => {
            audits[0] = { ...audits[0]!, scheduleState: 'draft', startDate: '2026-12-08', endDate: '2026-12-10', team: TEAM };
            return ok({ saved: 1 });
          },
        ],
        [scheduleSavePlan, () => failure('21604', LEAVE_REFUSAL)],
        [
          schedulePublish,
          (request) => {
            const codes = (request.data as { auditCodes: string[] }).auditCodes;
            audits = audits.map((a) => (codes.includes(a.auditCode) ? { ...a, scheduleState: 'published', state: 'scheduled' } : a));
            return ok({ published: codes });
          },
        ],
      ]),
    ),
  );
  setInitialState({ currentUser: demoUser('13800000033'), failed: false });
});

const rowOf = (name: string) => screen.getAllByText(name)[0]!.closest('tr') as HTMLElement;

describe('智能排期 (scheduler)', () => {
  it('proposes, accepts, is refused a hand edit with its reason, and publishes', async () => {
    render(<Board from={FROM} to={TO} />);
    await screen.findByText('杭州云帆科技', {}, slow);
    expect(within(rowOf('杭州云帆科技')).getByText('未排期')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: buttonName('智能排期') }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/2026-12-08 至 2026-12-10/)).toBeTruthy();
    expect(within(dialog).getByText(/ISMS 高级审核员，具备审核组长能力/)).toBeTruthy();
    expect(within(dialog).getByText(/没有审核员或技术专家覆盖专业代码 28/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('接受建议') }));
    await waitFor(() => expect(requestsTo(scheduleAccept)).toHaveLength(1), slow);
    await waitFor(() => expect(within(rowOf('杭州云帆科技')).getByText('排期草稿')).toBeTruthy(), slow);

    fireEvent.click(within(rowOf('杭州云帆科技')).getByRole('button', { name: buttonName('调整') }));
    const edit = (await screen.findByText('调整排期：杭州云帆科技', {}, slow)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(edit).getByRole('button', { name: buttonName('保存') }));
    expect(await within(edit).findByText(LEAVE_REFUSAL, {}, slow)).toBeTruthy();
    expect(requestsTo(scheduleSavePlan)[0]!.data).toMatchObject({
      auditCode: 'AU-1',
      startDate: '2026-12-08',
      members: [{ assessorCode: 'AS-1', role: 'leader', days: 3 }],
    });
    fireEvent.click(within(edit).getByRole('button', { name: buttonName('取消') }));

    fireEvent.click(screen.getByRole('button', { name: buttonName('发布排期') }));
    fireEvent.click(await screen.findByRole('button', { name: buttonName('确定') }, slow));
    await waitFor(() => expect(requestsTo(schedulePublish)).toHaveLength(1), slow);
    expect(requestsTo(schedulePublish)[0]!.data).toMatchObject({ from: FROM, to: TO, auditCodes: ['AU-1'] });
    await waitFor(() => expect(within(rowOf('杭州云帆科技')).getByText('已发布')).toBeTruthy(), slow);

    // The per-assessor calendar shows the audit on the leader's row at once.
    fireEvent.click(screen.getByRole('tab', { name: '按审核员' }));
    const leaderRow = (await screen.findAllByText('王立新', {}, slow))[0]!.closest('tr') as HTMLElement;
    expect(within(leaderRow).getByText('组长')).toBeTruthy();
    expect(within(leaderRow).getAllByText('杭州').length).toBe(3);
  });
});

describe('我的审核安排 (auditor)', () => {
  it('lists the auditor’s own published assignments', async () => {
    installRequest(
      requestConfig,
      answerContracts(
        new Map([
          [
            scheduleMine,
            ok({
              assessorCode: 'AS-DEMO-04',
              name: '认证机构审核员',
              list: [
                {
                  auditCode: 'AU-1',
                  certProjectCode: 'CP-1',
                  clientName: '示例科技有限公司',
                  type: 'stage2',
                  standards: ['ISMS'],
                  startDate: '2026-12-07',
                  endDate: '2026-12-10',
                  role: 'auditor',
                  days: 4,
                  leaderName: '陈静怡',
                  regionName: '北京市 / 市辖区 / 海淀区',
                  team: [],
                },
              ],
            }),
          ],
        ]),
      ),
    );
    setInitialState({ currentUser: demoUser('13800000032'), failed: false });
    render(<MyAssignments from={FROM} to={TO} />);
    const row = (await screen.findAllByText('示例科技有限公司', {}, slow))[0]!.closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-12-07 至 2026-12-10')).toBeTruthy();
    expect(within(row).getByText('审核员（4 天）')).toBeTruthy();
    expect(within(row).getByText('陈静怡')).toBeTruthy();
  });
});
