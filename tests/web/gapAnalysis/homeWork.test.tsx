// @vitest-environment jsdom
/**
 * The customer executor's home lists the work it can reach without typing an address (issue 35
 * item 4): 我的差距处置 (the unit's projects with gaps to dispose, to /gapDisposal) and 我的风险评估
 * (the unit's risk assessments under way, to /assetAssess), beside 我的问卷.
 */
import '../setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gapDisposalMine } from '@domain/gapAnalysis/contracts';
import { raProjectList } from '@domain/riskAssessment/contracts';
import Home from '@/pages/Home';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, historyCalls, installRequest, setInitialState } from '../umiFake';

const answers = new Map<ContractLike, ContractAnswer>();

const assessment = (projectCode: string, projectName: string, status: string, stage: string) => ({
  projectCode,
  projectName,
  groupCode: 'PG-1',
  customerName: '示例科技有限公司',
  consultantName: '林志远',
  stage,
  status,
  method: 'matrix',
  counts: { business: 3, system: 2, unit: 0, risks: 0, highRisks: 0 },
  updatedAt: '2026-11-20T02:00:00.000Z',
});

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  setInitialState({ currentUser: demoUser('13800000023'), failed: false });
});

describe('the customer executor’s home', () => {
  it('lists the projects with gaps to dispose and opens /gapDisposal', async () => {
    answers.set(
      gapDisposalMine,
      ok([
        {
          projectCode: 'PJ20260901GI0003',
          projectName: '信息安全管理体系',
          productName: 'ISO/IEC 27001 差距分析',
          total: 57,
          inHandle: 30,
          mine: 12,
          overdue: 2,
        },
      ]),
    );
    render(<Home />);
    expect(await screen.findByText('我的差距处置')).toBeTruthy();
    expect(screen.getByText(/差距 57 项：处置中 30，由我负责 12/)).toBeTruthy();
    expect(screen.getByText('逾期 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去处置' }));
    expect(historyCalls).toEqual([{ method: 'push', path: '/gapDisposal/PJ20260901GI0003' }]);
  });

  it('lists the risk assessments under way (not the finished ones) and opens /assetAssess', async () => {
    answers.set(
      raProjectList,
      ok({
        list: [
          assessment('PJ20261015RA0001', '核心业务系统', 'combing', 'system'),
          assessment('PJ20261015RA0006', '已完成的评估', 'assess-complete', 'assets_progress_fin'),
        ],
        total: 2,
        current: 1,
        pageSize: 20,
      }),
    );
    render(<Home />);
    expect(await screen.findByText('我的风险评估')).toBeTruthy();
    expect(screen.getByText('核心业务系统')).toBeTruthy();
    expect(screen.queryByText('已完成的评估')).toBeNull();
    expect(screen.getByText(/当前阶段：系统资产/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '进入评估' }));
    expect(historyCalls).toEqual([{ method: 'push', path: '/assetAssess/PJ20261015RA0001' }]);
  });

  it('shows neither card when there is nothing to do', async () => {
    answers.set(gapDisposalMine, ok([]));
    answers.set(raProjectList, ok({ list: [], total: 0, current: 1, pageSize: 20 }));
    render(<Home />);
    expect(await screen.findByText(/项目链接/)).toBeTruthy();
    expect(screen.queryByText('我的差距处置')).toBeNull();
    expect(screen.queryByText('我的风险评估')).toBeNull();
  });
});
