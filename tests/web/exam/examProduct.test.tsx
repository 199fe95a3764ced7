// @vitest-environment jsdom
/**
 * An internal-auditor exam product in 创建产品 against the demo server (tests/web/demoServer.ts), as
 * the platform manager: choosing the kind 内审员认证考试 shows the required 试卷 select (the papers
 * with question count, total score and time limit); saving without a paper is refused next to the
 * field; with one, the new product's templates hold the paper and its delivery steps are the exam's
 * defaults (DEFAULT_STEPS.exam).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceKind } from '@domain/enums';
import { productDetail, productSave } from '@domain/products/contracts';
import { DEFAULT_STEPS } from '@domain/products/rules';
import CreateProduct from '@/pages/Products/ProductDevelopment/CreateProduct';
import { EXAM_PAPER_LABEL, EXAM_PAPER_REQUIRED } from '@/pages/Products/ProductDevelopment/CreateProduct/components/ExamPaperField';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { historyCalls, installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const PLATFORM_MANAGER = '13800000001';

function openWizard() {
  installRequest(requestConfig, demoServerAs(PLATFORM_MANAGER));
  setHashPath('/productDevelopment/createProduct');
  setInitialState({ currentUser: demoUser(PLATFORM_MANAGER), failed: false });
  render(<CreateProduct />);
}

/** Picks `label` in the drop-down of the select `input`. */
async function pick(input: HTMLElement, label: string | RegExp) {
  fireEvent.mouseDown(input);
  const options = await screen.findAllByTitle(label, {}, slow);
  fireEvent.click(options.at(-1)!);
}

async function fillBasics(name: string) {
  fireEvent.change(await screen.findByPlaceholderText('如：信息安全风险评估', {}, slow), { target: { value: name } });
  fireEvent.change(screen.getAllByRole('spinbutton')[0], { target: { value: '260' } });
  expect(screen.queryByLabelText(EXAM_PAPER_LABEL)).toBeNull();
  await pick(screen.getByLabelText('服务类型'), ServiceKind.label('exam'));
  await pick(screen.getByLabelText('标准'), 'ISO/IEC 27001');
  await pick(screen.getByLabelText('项目创建类型'), 'ISO/IEC 27001');
}

withDemoServer();

describe('创建产品：内审员认证考试', () => {
  it('asks for the paper when the kind is exam and refuses to save without one', async () => {
    openWizard();
    await fillBasics('内审员考试（无试卷）');
    expect(await screen.findByLabelText(EXAM_PAPER_LABEL, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    expect(await screen.findByText(EXAM_PAPER_REQUIRED, {}, slow)).toBeTruthy();
    expect(requestsTo(productSave)).toHaveLength(0);
  });

  it('saves the chosen paper in the templates, and the new product starts from the exam steps', async () => {
    openWizard();
    await fillBasics('内审员审核实务考试');
    const paper = await screen.findByLabelText(EXAM_PAPER_LABEL, {}, slow);
    fireEvent.mouseDown(paper);
    // Each paper with its question count, total score and time limit.
    const option = await screen.findByTitle(/^信息安全审核实务考试（ISO 19011）（\d+ 题 \/ \d+(\.\d+)? 分 \/ 60 分钟）$/, {}, slow);
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    await waitFor(() => expect(requestsTo(productSave)).toHaveLength(1), slow);
    expect(requestsTo(productSave)[0].data).toMatchObject({
      basic: { name: '内审员审核实务考试', serviceKind: 'exam', standard: 'iso' },
      templates: { examPaperCode: 'EP-AUDIT-PRACTICE', assetOptions: [] },
    });
    await waitFor(() => expect(historyCalls.at(-1)?.path).toMatch(/productCode=/), slow);
    const productCode = new URLSearchParams(historyCalls.at(-1)!.path.split('?')[1]).get('productCode')!;
    const saved = await demoCall<{ draft: { steps: { name: string }[]; templates: { examPaperCode?: string } } }>(PLATFORM_MANAGER, productDetail, {
      productCode,
    });
    expect(saved.draft.templates.examPaperCode).toBe('EP-AUDIT-PRACTICE');
    expect(saved.draft.steps.map((step) => step.name)).toEqual(DEFAULT_STEPS.exam.map((step) => step.name));

    // 模板 shows the paper, not the questionnaire or the asset options.
    fireEvent.click(await screen.findByText('模板', {}, slow));
    const card = (await screen.findByText('考试模板', {}, slow)).closest('.ant-card') as HTMLElement;
    expect(within(card).getByLabelText(EXAM_PAPER_LABEL)).toBeTruthy();
    expect(screen.queryByText('问卷模板')).toBeNull();
    expect(screen.queryByText('资产模板：业务选项')).toBeNull();
  });
});
