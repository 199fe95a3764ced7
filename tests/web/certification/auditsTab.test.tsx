// @vitest-environment jsdom
/**
 * 审核实施 (AuditsTab) against the Umi fake: the leader records a finding on an audit in progress
 * (grade, clause, description, evidence sent as the contract's body) and completes the audit with
 * its conclusion; the client's PM sees the findings read-only with 提交纠正措施 on an open one; the
 * planner sees a suspended certificate with its reason.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditExecution, AuditView } from '@domain/certification/auditContracts';
import { certAuditComplete, certAuditExecution, certFindingSave } from '@domain/certification/auditContracts';
import { AuditsTab } from '@/pages/Certification/Audits';
import { requestConfig } from '@/requestErrorConfig';
import { ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 20_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

const audit = (over: Partial<AuditView> = {}): AuditView => ({
  auditCode: 'CP-1-A2',
  certProjectCode: 'CP-1',
  seq: 2,
  type: 'stage2',
  state: 'inProgress',
  scheduleState: 'published',
  windowFrom: '2026-11-01',
  windowTo: '2027-04-16',
  requiredDays: 8,
  startDate: '2026-12-07',
  endDate: '2026-12-10',
  team: [{ assessorCode: 'AS-1', name: '陈静怡', role: 'leader', days: 4 }],
  plan: null,
  report: null,
  findings: [],
  canPlan: true,
  canStart: false,
  canRecord: true,
  canComplete: true,
  canVerify: false,
  canSubmit: false,
  ...over,
});

const execution = (audits: AuditView[], over: Partial<AuditExecution> = {}): AuditExecution => ({
  certProjectCode: 'CP-1',
  clientName: '示例科技有限公司',
  projectState: 'programmed',
  audits,
  technicalReview: null,
  decision: null,
  certificates: [],
  canReview: false,
  canDecide: false,
  ...over,
});

const finding = {
  findingCode: 'NC-1',
  auditCode: 'CP-1-A2',
  grade: 'minor' as const,
  state: 'open' as const,
  clause: 'A.8.8',
  description: '未按期修复高危漏洞',
  evidence: '扫描报告',
  deadline: '2027-03-10',
  correctiveAction: null,
  submittedAt: null,
  verificationNote: null,
  verifiedAt: null,
  createdAt: '2026-12-08T02:00:00.000Z',
};

function serve(answers: [ContractLike, ContractAnswer][]) {
  installRequest(requestConfig, answerContracts(new Map(answers)));
}

describe('审核实施', () => {
  it('the leader records a finding and completes the audit', async () => {
    let current = execution([audit()]);
    serve([
      [certAuditExecution, () => ok(current)],
      [
        certFindingSave,
        () => {
          current = execution([audit({ findings: [finding] })]);
          return ok(current.audits[0]);
        },
      ],
      [
        certAuditComplete,
        () => {
          current = execution([audit({ findings: [finding], state: 'completed', canRecord: false, canComplete: false, canVerify: true })]);
          return ok(current.audits[0]);
        },
      ],
    ]);
    render(<AuditsTab certProjectCode="CP-1" canManage />);
    fireEvent.click(await screen.findByRole('button', { name: buttonName('记录不符合项') }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText('条款'), { target: { value: 'A.8.8' } });
    fireEvent.change(within(dialog).getByLabelText('不符合描述'), { target: { value: '未按期修复高危漏洞' } });
    fireEvent.change(within(dialog).getByLabelText('客观证据'), { target: { value: '扫描报告' } });
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
    await waitFor(() => expect(requestsTo(certFindingSave)).toHaveLength(1), slow);
    expect(requestsTo(certFindingSave)[0]!.data).toMatchObject({
      auditCode: 'CP-1-A2',
      grade: 'minor',
      clause: 'A.8.8',
      description: '未按期修复高危漏洞',
    });
    expect(await screen.findByText('2027-03-10', {}, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: buttonName('完成审核') }));
    const complete = (await screen.findAllByRole('dialog', {}, slow)).at(-1)!;
    fireEvent.click(within(complete).getByLabelText('不符合项整改验证后推荐认证注册'));
    fireEvent.change(within(complete).getByLabelText('审核报告摘要'), { target: { value: '体系基本有效' } });
    fireEvent.click(within(complete).getByRole('button', { name: buttonName('确定') }));
    await waitFor(() => expect(requestsTo(certAuditComplete)).toHaveLength(1), slow);
    expect(requestsTo(certAuditComplete)[0]!.data).toEqual({ auditCode: 'CP-1-A2', conclusion: 'recommendAfterCorrection', summary: '体系基本有效' });
    expect(await screen.findByText('已完成审核', {}, slow)).toBeTruthy();
    // Completed: no more findings are recorded; the open one waits for the client's corrective action.
    await waitFor(() => expect(screen.queryByRole('button', { name: buttonName('记录不符合项') })).toBeNull(), slow);
    expect(screen.getByText('待整改')).toBeTruthy();
  });

  it("the client's PM reads the findings and may submit a corrective action; certificates show their status", async () => {
    serve([
      [
        certAuditExecution,
        ok(
          execution([audit({ state: 'completed', findings: [finding], canPlan: false, canRecord: false, canComplete: false, canSubmit: true })], {
            certificates: [
              {
                certificateNo: 'CB-DEMO-ISMS-2026-000001',
                bodyTenantCode: 'T-CB-DEMO',
                certProjectCode: 'CP-1',
                clientName: '示例科技有限公司',
                standards: ['ISMS'],
                scopeText: '软件开发',
                issuedOn: '2026-02-20',
                expiresOn: '2029-02-19',
                status: 'suspended',
                statusReason: '监督审核未在时间窗口内（截至 2027-02-19）完成，证书暂停',
                statusSince: '2027-02-20',
              },
            ],
          }),
        ),
      ],
    ]);
    render(<AuditsTab certProjectCode="CP-1" canManage={false} />);
    expect(await screen.findByText('未按期修复高危漏洞', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: buttonName('提交纠正措施') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('记录不符合项') })).toBeNull();
    expect(screen.getByText('暂停')).toBeTruthy();
    expect(screen.getByText(/监督审核未在时间窗口内/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('变更状态') })).toBeNull();
  });
});
