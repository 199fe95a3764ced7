/**
 * The tenantAdmin mocks: answers validate against the contracts, access is the server's, inputs
 * are validated, approvals follow the machine, and changes reach the mock audit log.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { tenantAdminContracts as c } from '../../../domain/tenantAdmin/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { isStrongPassword } from '../../../domain/tenantAdmin/rules';
import { auditEntries, resetAuditMockState } from '../../../mock/lib/auditStore';
import { identityContracts } from '../../../domain/identity/contracts';
import type { UserInfo } from '../../../domain/kernel/userInfo';
import { identityMockHandlers } from '../../../mock/identity';
import { callerStateOf, type MockSession } from '../../../mock/lib/demoSession';
import { resetMockState } from '../../../mock/lib/state';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';
import { resetTenantAdminMockState, tenantAdminMockHandlers } from '../../../mock/tenantAdmin';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const root = sessionOf('13800000001');
const sub = sessionOf('13800000002');

const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = tenantAdminMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
const data = <T>(answer: MockAnswer) => answer.envelope.data as T;

beforeEach(() => {
  resetTenantAdminMockState();
  resetAuditMockState();
});

describe('tenantAdmin mocks', () => {
  it('lists the pending channel and approves it once, recording the review', () => {
    const pending = call(c.tenantAdminList, { query: { type: 'channel', approvalState: 'submitted' }, session: sub });
    expect(data<{ list: { tenantCode: string }[] }>(pending).list.map((t) => t.tenantCode)).toEqual(['T-CH-PENDING']);
    const approved = call(c.updateCustomApprovalState, { body: { tenantCode: 'T-CH-PENDING', approvalState: 'success' }, session: sub });
    expect(approved.envelope.success).toBe(true);
    expect(auditEntries()[0]).toMatchObject({ area: 'channels', action: '审核通过' });
    const again = call(c.updateCustomApprovalState, {
      body: { tenantCode: 'T-CH-PENDING', approvalState: 'rejected', reason: '不全' },
      session: sub,
    });
    expect(again.envelope.errorCode).toBe('12503');
  });

  it("lets the approved channel's manager in: the mock session's user info reads the approval and the page configuration", () => {
    const pendingManager = sessionOf('13800000015');
    const userInfo = () => {
      const answer = identityMockHandlers[contractKey(identityContracts.getUserInfo)]({
        query: {},
        body: undefined,
        params: {},
        session: pendingManager,
      });
      return answer.envelope.data as UserInfo;
    };
    expect(userInfo().tenantDTO).toMatchObject({ type: 'channel', approvalState: 'submitted' });
    expect(callerStateOf(pendingManager)?.userInfo.tenantDTO?.approvalState).toBe('submitted');
    call(c.updateCustomApprovalState, { body: { tenantCode: 'T-CH-PENDING', approvalState: 'success' }, session: root });
    expect(userInfo().tenantDTO).toMatchObject({ type: 'channel', approvalState: 'success' });
    // The access decision reads the same user info: the manager now reaches a channel page's calls.
    expect(callerStateOf(pendingManager)?.userInfo.tenantDTO?.approvalState).toBe('success');

    call(c.savePageConfig, {
      body: { tenantCode: 'T-CH-PENDING', tenantZhName: '新渠道咨询', tenantEnName: 'New Channel', hTab: ['project'] },
      session: root,
    });
    expect(userInfo().tenantPageConfig).toMatchObject({ tenantZhName: '新渠道咨询', tenantEnName: 'New Channel', hTab: 'project' });

    resetMockState();
    expect(userInfo().tenantDTO?.approvalState).toBe('submitted');
  });

  it('refuses a rejection without reason, a bad credit code, and root-only calls to the sub-platform manager', () => {
    expect(
      call(c.updateCustomApprovalState, { body: { tenantCode: 'T-CH-PENDING', approvalState: 'rejected' }, session: root }).envelope.errorMsg,
    ).toContain('驳回原因');
    const badInfo = call(c.saveChannelInfo, {
      body: { tenantCode: 'T-CH-PENDING', companyName: 'x', creditCode: '123', contactName: 'y', contactPhone: '13900000000', region: 'z' },
      session: root,
    });
    expect(badInfo.envelope.errorMsg).toContain('creditCode');
    expect(call(c.certBodyList, { session: sub }).envelope.errorCode).toBe('403');
    expect(call(c.userListForUserManage, { session: sub }).envelope.errorCode).toBe('403');
  });

  it('registers a certification body with its manager', () => {
    const saved = call(c.certBodySave, {
      body: {
        name: '华东认证',
        cnasNo: 'CNAS C201-M',
        creditCode: '91350100M000100Y43',
        standards: ['ISO/IEC 27001'],
        scopes: '信息安全',
        contactName: '王',
        contactPhone: '13900001111',
        managerName: '李',
        managerPhone: '13900002222',
      },
      session: root,
    });
    expect(saved.envelope.data).toMatchObject({ name: '华东认证', managerPhone: '13900002222', smsSent: true });
    expect(data<{ total: number }>(call(c.certBodyList, { session: root })).total).toBe(2);
    const dup = call(c.certBodySave, {
      body: {
        name: '另一家',
        cnasNo: 'CNAS C188-M',
        creditCode: '91350100M000100Y43',
        standards: ['ISO 9001'],
        scopes: 'x',
        contactName: 'a',
        contactPhone: '13900001111',
        managerName: 'b',
        managerPhone: '13900003333',
      },
      session: root,
    });
    expect(dup.envelope.errorCode).toBe('12511');
  });

  it('disables, enables and resets accounts like the server', () => {
    const executor = DEMO_ACCOUNTS.find((a) => a.phone === '13800000014')!;
    expect(
      data<{ status: string }>(call(c.accountUpdate, { body: { accountId: executor.accountId, action: 'disable' }, session: root })).status,
    ).toBe('disabled');
    expect(call(c.accountUpdate, { body: { accountId: executor.accountId, action: 'resetPassword' }, session: root }).envelope.errorCode).toBe(
      '12522',
    );
    call(c.accountUpdate, { body: { accountId: executor.accountId, action: 'enable' }, session: root });
    const reset = data<{ newPassword: string }>(
      call(c.accountUpdate, { body: { accountId: executor.accountId, action: 'resetPassword' }, session: root }),
    );
    expect(isStrongPassword(reset.newPassword)).toBe(true);
    expect(JSON.stringify(auditEntries())).not.toContain(reset.newPassword);
    expect(call(c.accountUpdate, { body: { accountId: 'A-01', action: 'disable' }, session: root }).envelope.errorCode).toBe('12521');
    const found = data<{ list: { phone: string }[] }>(call(c.userListForUserManage, { query: { tenant: '示例认证中心' }, session: root }));
    expect(found.list.map((a) => a.phone)).toEqual(['13800000031', '13800000032', '13800000033']);
  });
});
