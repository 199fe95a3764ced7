/** Calling the risk assessment mocks as a demo account, every answer checked against its contract. */
import { expect } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockFile, type MockRequest } from '../../../mock/lib/handler';
import { riskAssessmentMockDownloads, riskAssessmentMockHandlers } from '../../../mock/riskAssessment';

export const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
export const pm = sessionOf('13800000021');
export const owner = sessionOf('13800000022');
export const executor = sessionOf('13800000023');
export const auditor = sessionOf('13800000024');
export const pmOwner = sessionOf('13800000041');
export const ningbo = sessionOf('13800000026');
export const consultant = sessionOf('13800000013');
export const otherConsultant = sessionOf('13800000014');
export const manager = sessionOf('13800000011');
export const otherChannel = sessionOf('13800000016');

export const FINISHED = 'PJ20261015RA0001';
export const OWNERS = 'PJ20261015RA0005';
export const FRESH = 'PJ20261015RA0006';

export function call(contract: AnyContract, session: MockSession, request: Partial<MockRequest> = {}): MockAnswer {
  const answer = riskAssessmentMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
}

export const download = (contract: AnyContract, session: MockSession, query: Record<string, unknown>): MockAnswer | MockFile =>
  riskAssessmentMockDownloads[contractKey(contract)]({ query, body: undefined, params: {}, session });

export const data = <T>(answer: MockAnswer): T => {
  expect(answer.envelope.success, `${answer.envelope.errorCode} ${answer.envelope.errorMsg}`).toBe(true);
  return answer.envelope.data as T;
};
export const code = (answer: MockAnswer) => answer.envelope.errorCode;
