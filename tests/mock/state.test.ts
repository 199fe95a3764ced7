/**
 * The mock state reset (mock/lib/state.ts, called before every mock test by tests/mock/setup.ts):
 * what one test did to the in-memory mocks is gone in the next, whatever ran before.
 * The two tests of each pair run in order; the second fails if the reset is missing.
 */
import { describe, expect, it } from 'vitest';
import { announcementContracts } from '../../domain/announcements/contracts';
import { DEMO_ACCOUNTS } from '../../domain/demo';
import { announcementsMockHandlers } from '../../mock/announcements';
import { acceptAgreement, callerStateOf, type MockSession } from '../../mock/lib/demoSession';
import { contractKey } from '../../mock/lib/handler';

const newPhone: MockSession = { newPhone: '13912340001' };
const platformAdmin: MockSession = { account: DEMO_ACCOUNTS.find((account) => account.phone === '13800000001')! };
const adminList = () =>
  announcementsMockHandlers[contractKey(announcementContracts.platformAocList)]({ query: {}, body: undefined, params: {}, session: platformAdmin });
const totalOf = (answer: ReturnType<typeof adminList>) => (answer.envelope.data as { total: number }).total;

describe('mock state between tests', () => {
  it('accepting the user agreement clears the pending agreement of a new phone', () => {
    expect(callerStateOf(newPhone)?.pendingAgreement).toBe(true);
    acceptAgreement(newPhone);
    expect(callerStateOf(newPhone)?.pendingAgreement).toBe(false);
  });

  it('the next test starts with the agreement pending again', () => {
    expect(callerStateOf(newPhone)?.pendingAgreement).toBe(true);
  });

  let seeded = 0;
  it('publishing an announcement adds one to the management list', () => {
    seeded = totalOf(adminList());
    const add = announcementsMockHandlers[contractKey(announcementContracts.platformAocAdd)];
    const answer = add({
      query: {},
      params: {},
      session: platformAdmin,
      body: { title: '状态测试公告', content: '内容', publishDate: '2099-01-01' },
    });
    expect(answer.envelope.success, answer.envelope.errorMsg).toBe(true);
    expect(totalOf(adminList())).toBe(seeded + 1);
  });

  it('the next test sees the seeded announcements only', () => {
    expect(totalOf(adminList())).toBe(seeded);
  });
});
