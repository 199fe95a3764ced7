/**
 * The gap-analysis mocks (mock/gapAnalysis.ts): answers validate against the contracts, the demo
 * report is the one the server's seed writes (same domain functions), visibility is the server's
 * (own customer, delivering channel), disposal refusals are the server's codes, and the Word file
 * is a real .docx.
 */
import PizZip from 'pizzip';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { gapAnalysisContracts as c, type GapDisposalItem, type GapReport } from '../../../domain/gapAnalysis/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { gapAnalysisMockDownloads, gapAnalysisMockHandlers, scoreMockQuestionnaire } from '../../../mock/gapAnalysis';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockFile, type MockRequest } from '../../../mock/lib/handler';
import { resetMockState } from '../../../mock/lib/state';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const pm = sessionOf('13800000021');
const executor = sessionOf('13800000023');
const consultant = sessionOf('13800000013');
const ningbo = sessionOf('13800000026');
const ISO = 'PJ20260901GI0003';

const call = (contract: AnyContract, session: MockSession, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = gapAnalysisMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
const reports = (session: MockSession) => call(c.gapListReports, session, { query: { projectCode: ISO } });
const list = (session: MockSession, query: Record<string, string> = {}) =>
  call(c.gapDisposalList, session, { query: { projectCode: ISO, pageSize: '100', ...query } }).envelope.data as {
    list: GapDisposalItem[];
    total: number;
  };

describe('gap analysis mocks', () => {
  beforeEach(() => resetMockState());

  it('show the demo report to the customer and the delivering consultant, not to another customer', () => {
    const data = reports(pm).envelope.data as { gapStatus: string; reports: GapReport[] };
    expect(data.gapStatus).toBe('report-finished');
    expect(data.reports).toHaveLength(1);
    expect(data.reports[0]).toMatchObject({ reportNo: 1, config: { id: 'iso-gap-default' }, cover: { companyName: '示例科技有限公司' } });
    expect(data.reports[0].disposal.finished).toBeGreaterThan(0);
    expect((reports(consultant).envelope.data as { reports: GapReport[] }).reports).toHaveLength(1);
    expect(reports(ningbo).envelope.errorCode).toBe('17501');
  });

  it('save and move disposals with the server’s refusals', () => {
    const open = list(pm).list.find((d) => d.status === 'in-handle')!;
    const body = { projectCode: ISO, gapKey: open.gapKey, ownerAccountId: 'A-23', plan: '整改计划', dueDate: '2099-12-31', evidence: [] };
    expect(call(c.gapDisposalSave, pm, { body: { ...body, ownerAccountId: 'A-13' } }).envelope.errorCode).toBe('19104');
    expect(call(c.gapDisposalSave, executor, { body }).envelope.success).toBe(true);
    expect(call(c.gapDisposalMove, executor, { body: { projectCode: ISO, gapKey: open.gapKey, action: 'finish' } }).envelope.errorCode).toBe('19103');
    call(c.gapDisposalSave, executor, { body: { ...body, evidence: [{ objectId: 'O1', fileName: 'a.pdf' }] } });
    expect(call(c.gapDisposalMove, executor, { body: { projectCode: ISO, gapKey: open.gapKey, action: 'finish' } }).envelope.data).toMatchObject({
      status: 'finish',
    });
    expect(call(c.gapDisposalSave, pm, { body }).envelope.errorCode).toBe('19105');
    expect(list(pm, { status: 'finish' }).list.every((d) => d.status === 'finish')).toBe(true);
    expect(call(c.gapDisposalMove, executor, { body: { projectCode: ISO, gapKey: open.gapKey, action: 'reopen' } }).envelope.data).toMatchObject({
      status: 'in-handle',
    });
    expect(call(c.gapDisposalMove, executor, { body: { projectCode: ISO, gapKey: open.gapKey, action: 'reopen' } }).envelope.errorCode).toBe('19102');
  });

  it('re-scoring writes report no. 2 with the same figures', () => {
    const report = scoreMockQuestionnaire(ISO);
    expect(typeof report).not.toBe('string');
    const data = reports(pm).envelope.data as { reports: GapReport[] };
    expect(data.reports.map((r) => r.reportNo)).toEqual([2, 1]);
    expect(data.reports[0].summary).toEqual(data.reports[1].summary);
  });

  it('download the report as a .docx', () => {
    const answer = gapAnalysisMockDownloads[contractKey(c.gapReportDocx)]({ query: { projectCode: ISO }, body: undefined, params: {}, session: pm });
    const { file } = answer as MockFile;
    expect(file.fileName).toMatch(/^差距分析报告-.*\.docx$/);
    const zip = new PizZip(file.body);
    expect(zip.file('word/document.xml')!.asText()).toContain('示例科技有限公司');
    expect(zip.file('word/media/chart-result.png')).toBeTruthy();
  });
});
