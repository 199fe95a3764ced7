// @vitest-environment jsdom
/**
 * The certification project kind and the register form against the Umi fake: the customer's
 * 认证进度 tab (body, state, the programme with published dates and team, unpublished audits
 * 待认证机构安排; empty before any application), and 登记客户 refusing an empty form in Chinese
 * before any call.
 */
import '../setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { certProgressOfProject, certProjectList, certProjectRegister } from '@domain/certification/contracts';
import { listCertScopes, provinceList } from '@domain/dictionaries/contracts';
import CertificationProjects from '@/pages/Certification';
import { REGISTER_TEXT } from '@/pages/Certification/components/labels';
import { CertProgressView } from '@/pages/Certification/ProgressTab';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 30_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

const answers = new Map<ContractLike, ContractAnswer>();
beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

const audit = (seq: number, type: string, extra: Record<string, unknown> = {}) => ({
  auditCode: `CP-X-A${seq}`,
  seq,
  type,
  state: 'planned',
  scheduleState: 'unscheduled',
  windowFrom: '2026-12-01',
  windowTo: '2027-03-01',
  requiredDays: 2.5,
  totalDays: 3,
  startDate: null,
  endDate: null,
  team: [],
  ...extra,
});

describe('认证进度 (customer tab)', () => {
  it('shows the body, the state and the programme; dates and team only once published', async () => {
    answers.set(
      certProgressOfProject,
      ok({
        progress: {
          certProjectCode: 'CP-X',
          bodyName: '示例认证中心',
          state: 'programmed',
          standards: ['ISMS'],
          scopeText: '软件开发',
          declineReason: null,
          audits: [
            audit(1, 'stage1', {
              state: 'scheduled',
              scheduleState: 'published',
              startDate: '2026-12-07',
              endDate: '2026-12-08',
              team: [{ assessorCode: 'AS-1', name: '陈静怡', role: 'leader', days: 2 }],
            }),
            audit(2, 'stage2'),
          ],
        },
      }),
    );
    render(<CertProgressView projectCode="PJ-X" />);
    expect(await screen.findByText('示例认证中心', {}, slow)).toBeTruthy();
    expect(screen.getByText('审核方案已生成')).toBeTruthy();
    expect(screen.getByText('2026-12-07 至 2026-12-08')).toBeTruthy();
    expect(screen.getByText('陈静怡（审核组长）')).toBeTruthy();
    expect(screen.getByText('待认证机构安排')).toBeTruthy();
    expect(screen.getByText('第二阶段审核')).toBeTruthy();
  });

  it('is empty before the channel has applied', async () => {
    answers.set(certProgressOfProject, ok({ progress: null }));
    render(<CertProgressView projectCode="PJ-X" />);
    expect(await screen.findByText('尚未向认证机构提交认证申请', {}, slow)).toBeTruthy();
  });
});

describe('登记客户', () => {
  it('refuses an empty form in Chinese, naming the fields, before any call', async () => {
    answers.set(certProjectList, ok({ list: [], total: 0, current: 1, pageSize: 10 }));
    answers.set(listCertScopes, ok({ version: '2024', source: 'CNCA', list: [] }));
    answers.set(provinceList, ok({ version: '2024', source: 'GB/T 2260', list: [] }));
    setHashPath('/authenticationProjectManage');
    setInitialState({ currentUser: demoUser('13800000033'), failed: false });
    render(<CertificationProjects />);
    fireEvent.click(await screen.findByRole('button', { name: buttonName(REGISTER_TEXT) }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
    expect(await within(dialog).findByText(/客户名称（clientName）/, {}, slow)).toBeTruthy();
    expect(within(dialog).getByText(/认证标准（standards）/)).toBeTruthy();
    expect(requestsTo(certProjectRegister)).toHaveLength(0);
  });
});
