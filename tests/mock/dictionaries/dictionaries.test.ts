/**
 * The dictionaries mocks: every answer validates against its contract's envelope, they answer like
 * the server (same data, same refusals), and the significance criteria save versions, for the
 * platform manager only, recorded in the mocks' audit log.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { dictionaryContracts } from '../../../domain/dictionaries/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { dictionariesMockHandlers, resetDictionariesMockState } from '../../../mock/dictionaries';
import { auditEntries, resetAuditMockState } from '../../../mock/lib/auditStore';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const platform = sessionOf('13800000001');
const customer = sessionOf('13800000021');

const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer =>
  dictionariesMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session: customer, ...request });
const expectValid = (contract: AnyContract, answer: MockAnswer) => {
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
};

const VALID: Record<keyof typeof dictionaryContracts, Partial<MockRequest>> = {
  guominhangyeList: { query: { parentCode: 'I', depth: '3' } },
  tecDomainList: { query: { depth: '2' } },
  provinceList: { query: { parentCode: '440000', depth: '2' } },
  govProductClsList: {},
  industryList: {},
  listCertScopes: { query: { keyword: '信息' } },
  hangyeConfig: { body: { hangyeCode: '6513' } },
  findCertScopeCodeByHangyeCode: { body: { hangyeCode: 'E' } },
  findNotApplicableClause: { body: { standard: 'ISO9001', hangyeCode: '52' } },
  envImportanceList: {},
  envImportanceSave: {
    session: platform,
    body: {
      version: 0,
      threshold: 6,
      criteria: [
        { code: 'law', name: '法律法规符合性', description: '', maxScore: 5 },
        { code: 'scope', name: '影响范围', description: '', maxScore: 5 },
      ],
    },
  },
  iso14001Config: { body: { hangyeCode: 'C' } },
  standardTemplateConfigList: { query: { standard: 'iso' } },
  consultingStandardList: {},
  consultingStandardDetail: { query: { standardCode: 'mlps', level: '3' } },
  svipModuleList: { query: { standard: 'gov' } },
  svipComponentList: { query: { moduleCode: 'organization' } },
  enterprisePull: { query: { name: '示例', creditCode: '914403001922038216' } },
};

describe('dictionaries mocks', () => {
  beforeEach(() => {
    resetDictionariesMockState();
    resetAuditMockState();
  });

  it.each(Object.entries(dictionaryContracts))('%s answers a valid request with a valid success envelope', (name, contract) => {
    const answer = call(contract, VALID[name as keyof typeof dictionaryContracts]);
    expect(answer.envelope.success, answer.envelope.errorMsg).toBe(true);
    expectValid(contract, answer);
  });

  it('answers the server data: regions, sections, scopes, the demo tenants', () => {
    const guangdong = call(dictionaryContracts.provinceList, VALID.provinceList).envelope.data as { list: { code: string; name: string }[] };
    expect(guangdong.list.find((city) => city.code === '440300')?.name).toBe('深圳市');
    const scopes = call(dictionaryContracts.findCertScopeCodeByHangyeCode, VALID.findCertScopeCodeByHangyeCode).envelope.data as { code: number }[];
    expect(scopes.map((scope) => scope.code)).toEqual([28]);
    const pulled = call(dictionaryContracts.enterprisePull, VALID.enterprisePull).envelope.data as { list: { name: string }[] };
    expect(pulled.list.map((row) => row.name)).toEqual(['示例认证中心', '示例科技有限公司']);
  });

  it('refuses what the server refuses, with the same codes and Chinese messages', () => {
    expect(call(dictionaryContracts.guominhangyeList, { query: { parentCode: '99' } }).envelope).toMatchObject({
      success: false,
      errorCode: '12801',
    });
    expect(call(dictionaryContracts.hangyeConfig, { body: { hangyeCode: '98' } }).envelope).toMatchObject({ success: false, errorCode: '12802' });
    const wrongCode = call(dictionaryContracts.enterprisePull, { query: { creditCode: '914403001922038217' } }).envelope;
    expect(wrongCode).toMatchObject({ success: false, errorCode: '12805' });
    expect(wrongCode.errorMsg).toContain('校验位');
    expect(call(dictionaryContracts.enterprisePull, { query: {} }).envelope.errorCode).toBe('12806');
    const badStandard = call(dictionaryContracts.findNotApplicableClause, { body: { standard: 'ISO50001' } });
    expect(badStandard.envelope.errorMsg).toContain('standard');
    expectValid(dictionaryContracts.findNotApplicableClause, badStandard);
  });

  it('saves the significance criteria as versions, platform manager only, and records the save', () => {
    const save = dictionaryContracts.envImportanceSave;
    expect(call(save, { ...VALID.envImportanceSave, session: customer }).envelope.errorCode).toBe('403');
    expect(call(save, { ...VALID.envImportanceSave, body: { ...(VALID.envImportanceSave.body as object), threshold: 11 } }).envelope.errorCode).toBe(
      '12808',
    );
    expect(call(save, VALID.envImportanceSave).envelope.data).toMatchObject({ version: 1, threshold: 6, updatedBy: '平台管理员' });
    expect(call(save, VALID.envImportanceSave).envelope.errorCode).toBe('12809');
    expect((call(dictionaryContracts.envImportanceList).envelope.data as { version: number }).version).toBe(1);
    expect(auditEntries().map((entry) => [entry.area, entry.targetId])).toEqual([['standardConfig', 'v1']]);
  });
});
