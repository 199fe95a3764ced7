/**
 * The questionnaire mocks: every answer validates against its contract, and the main path follows
 * the server's rules — distribute, assign, answer (format refusals), submit (incomplete refused),
 * submit to the channel, open a risk, send back, fix, close, finish; a customer sees only its own
 * questionnaires, an executor only its own items, another consultant nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import {
  questionnaireContracts as c,
  type QuestionnaireInfo,
  type QuestionnaireItemRow,
  type QuestionnaireSummary,
  type QuestionRisk,
} from '../../../domain/questionnaires/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { ErrorCode } from '../../../domain/errors';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';
import { questionnaireStore } from '../../../mock/lib/questionnaireStore';
import { resetMockState } from '../../../mock/lib/state';
import { questionnairesMockHandlers } from '../../../mock/questionnaires';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const pm = sessionOf('13800000021');
const owner = sessionOf('13800000022');
const executor = sessionOf('13800000023');
const ningbo = sessionOf('13800000026');
const consultant = sessionOf('13800000014');
const otherConsultant = sessionOf('13800000013');

const GM = 'PJ20261020GM0002';
const PE02 = 'QN20261020GM0002-002';
const OM02 = 'QN20261020GM0002-059';

const call = (contract: AnyContract, session: MockSession, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = questionnairesMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
const data = <T>(answer: MockAnswer): T => {
  expect(answer.envelope.success, `${answer.envelope.errorCode} ${answer.envelope.errorMsg}`).toBe(true);
  return answer.envelope.data as T;
};
const code = (answer: MockAnswer) => answer.envelope.errorCode;

describe('questionnaire mocks', () => {
  beforeEach(() => resetMockState());

  it('distributes the online questionnaire once, only for a lead of the customer', () => {
    expect(call(c.qnInfo, pm, { query: { projectCode: 'PJ20261118QN0004' } }).envelope.data).toBeNull();
    expect(code(call(c.qnDistribute, ningbo, { body: { projectCode: 'PJ20261118QN0004' } }))).toBe(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    expect(code(call(c.qnDistribute, pm, { body: { projectCode: 'PJ20261015RA0001' } }))).toBe(ErrorCode.QN_NOT_QUESTIONNAIRE_PROJECT);
    const info = data<QuestionnaireInfo>(call(c.qnDistribute, pm, { body: { projectCode: 'PJ20261118QN0004' } }));
    expect(info).toMatchObject({ totalItems: 20, status: 'answering', standard: 'iso' });
    expect(code(call(c.qnDistribute, pm, { body: { projectCode: 'PJ20261118QN0004' } }))).toBe(ErrorCode.QN_ALREADY_DISTRIBUTED);
    const assigned = data<{ assigned: number }>(
      call(c.qnItemAssign, pm, { body: { projectCode: 'PJ20261118QN0004', sectionKey: 'template', respondentId: 'A-23' } }),
    );
    expect(assigned.assigned).toBeGreaterThan(0);
    expect(code(call(c.qnItemAssign, pm, { body: { projectCode: 'PJ20261118QN0004', sectionKey: 'template', respondentId: 'A-21' } }))).toBe(
      ErrorCode.QN_RESPONDENT_NOT_ELIGIBLE,
    );
  });

  it('shows an executor only its own items and a customer only its own questionnaires', () => {
    const mine = data<{ list: QuestionnaireItemRow[] }>(call(c.qnItemList, executor, { query: { projectCode: GM, status: 'assigned' } }));
    expect(mine.list.map((row) => row.ref)).toEqual(['PE-02', 'OM-02']);
    expect(data<{ total: number }>(call(c.qnList, ningbo, { query: {} })).total).toBe(0);
    expect(data<{ list: QuestionnaireSummary[] }>(call(c.qnList, pm, { query: {} })).list.map((q) => q.projectCode)).toContain(GM);
    expect(code(call(c.qnItemDetail, ningbo, { query: { questionnairItemCode: PE02 } }))).toBe(ErrorCode.QN_ITEM_NOT_FOUND);
    expect(code(call(c.qnChannelQuestionList, otherConsultant, { query: { projectCode: GM } }))).toBe(ErrorCode.PROJECT_NOT_FOUND);
  });

  it('walks the whole review: answers, submit, channel, risk, send back, fix, close, finish', () => {
    expect(code(call(c.qnAnswersSubmit, executor, { body: { questionnairItemCode: PE02, answers: { Q1: { choice: '完全符合' } } } }))).toBe(
      ErrorCode.QN_ANSWER_INVALID,
    );
    expect(code(call(c.qnSubmit, executor, { body: { projectCode: GM, questionnaireCode: 'QN20261020GM0002' } }))).toBe(ErrorCode.QN_ITEM_INCOMPLETE);
    data(call(c.qnAnswersSubmit, executor, { body: { questionnairItemCode: PE02, answers: { Q1: { choice: '符合' }, Q2: { text: '已设门禁' } } } }));
    data(
      call(c.qnAnswersSubmit, executor, {
        body: { questionnairItemCode: OM02, answers: { Q2: { text: '台账' }, Q4: { rows: [['交换机', '网络设备', '信息技术部', '2']] } } },
      }),
    );
    expect(
      data<{ submitted: number }>(call(c.qnSubmit, executor, { body: { projectCode: GM, questionnaireCode: 'QN20261020GM0002' } })).submitted,
    ).toBe(2);
    const review = data<QuestionnaireInfo>(call(c.qnSubmitToChannel, owner, { body: { projectCode: GM } }));
    expect(review).toMatchObject({ status: 'channelReview', gapStatus: 'evaluating-risk' });
    const risk = data<QuestionRisk>(
      call(c.qnRiskOpen, consultant, {
        body: { projectCode: GM, questionnairItemCode: PE02, finding: '无记录', recommendation: '补记录', level: 'high' },
      }),
    );
    expect(code(call(c.qnControlInfoFinish, consultant, { body: { projectCode: GM } }))).toBe(ErrorCode.QN_OPEN_RISKS_LEFT);
    expect(
      code(call(c.qnControlInfoSubmit, consultant, { body: { projectCode: GM, questionnairItemCode: PE02, judgement: { result: 'nonconform' } } })),
    ).toBe(ErrorCode.QN_JUDGEMENT_INVALID);
    data(call(c.qnSubmitToConsumer, consultant, { body: { projectCode: GM } }));
    expect(questionnaireStore.current.items.find((i) => i.itemCode === PE02)?.status).toBe('returned');
    data(call(c.qnSubmit, executor, { body: { projectCode: GM, questionnaireCode: 'QN20261020GM0002' } }));
    data(call(c.qnSubmitToChannel, pm, { body: { projectCode: GM } }));
    data(call(c.qnRiskClose, consultant, { body: { projectCode: GM, riskCode: risk.riskCode } }));
    expect(code(call(c.qnSubmitToConsumer, consultant, { body: { projectCode: GM } }))).toBe(ErrorCode.QN_NO_OPEN_RISK);
    const finished = data<QuestionnaireInfo>(call(c.qnControlInfoFinish, consultant, { body: { projectCode: GM } }));
    expect(finished).toMatchObject({ status: 'finished', gapStatus: 'gap-analysising' });
  });
});
