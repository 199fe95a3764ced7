/**
 * A menu item shows only when the role can use the page (issue 35 item 7): for every demo account,
 * each page of its menu makes the calls the page exists for, and the server allows them. The web
 * app's access (src/access.ts) and the server's guard both come from domain computeAccess; this
 * checks that the menu (domain menuKeysFor) agrees with the contracts' access keys, so no role gets
 * a menu entry that opens an empty page or a page whose action the server refuses.
 */
import { describe, expect, it } from 'vitest';
import access from '@/access';
import { CONTRACTS } from '../../domain/api';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../../domain/demo';
import type { AccessKey } from '../../domain/kernel/access';
import { type MenuKey, menuKeysFor } from '../../domain/kernel/menus';
import { subjectOf } from './fixtures';

type ContractName = keyof typeof CONTRACTS;

/** The calls a menu page is for: its list and, where the page is an action, the action. */
const PAGE_CALLS: Record<MenuKey, readonly ContractName[]> = {
  systemManage: ['consumerProjectList'],
  authentication: ['examMyOverview'],
  // The marketplace is for buying: its catalogue and the purchase.
  project: ['marketTemplateList', 'marketSaveGroup'],
  projectList: ['channelListGroup'],
  personnelManage: ['personnelList'],
  schedule: ['scheduleBoard'],
  authenticationProjectManage: ['certProjectList'],
  authenticationPersonManage: ['assessorList'],
  partnerManage: ['subChannelList'],
  accountEquity: ['equityLevels', 'myEquity', 'applyEquity'],
  customerManagement: ['customerList'],
  announcement: ['userAocList'],
  clientDigitalCenter: ['metricsDataHub'],
  platformDelivery: ['channelProjectList'],
  account: ['walletSummary', 'billList'],
  serviceManage: ['tenantAdminList'],
  accredit: ['channelListAll'],
  certificateAuthority: ['certBodyList'],
  useradministration: ['userListForUserManage'],
  financialmanagement: ['transferList'],
  bizMetricsHub: ['metricsPlatformOverview'],
  announcementManagement: ['platformAocList'],
  productDevelopment: ['productList'],
};

const serverAllows = (flags: Record<AccessKey, boolean>, name: ContractName): boolean => {
  const key = CONTRACTS[name].access as string;
  return key === 'public' || key === 'session' || flags[key as AccessKey] === true;
};

const subjectOfAccount = (account: (typeof DEMO_ACCOUNTS)[number]) => {
  const tenant = DEMO_TENANTS.find((t) => t.tenantCode === account.tenantCode)!;
  return subjectOf(account.roles, {
    tenantDTO: { type: tenant.type, approvalState: tenant.approvalState },
    accountBelongToPlatformType: account.accountBelongToPlatformType,
  });
};

describe('every menu page of a demo account is one the server lets it use', () => {
  it('names a call for every menu key', () => {
    for (const calls of Object.values(PAGE_CALLS)) for (const name of calls) expect(CONTRACTS[name], name).toBeDefined();
  });

  for (const account of DEMO_ACCOUNTS) {
    it(`${account.phone} (${account.roles.join('、')})`, () => {
      const subject = subjectOfAccount(account);
      const flags = access({ currentUser: subject } as Parameters<typeof access>[0]);
      const refused = menuKeysFor(subject).flatMap((key) =>
        PAGE_CALLS[key].filter((name) => !serverAllows(flags, name)).map((name) => `${key} → ${name} (${CONTRACTS[name].access})`),
      );
      expect(refused).toEqual([]);
    });
  }

  it('platform delivery has neither 权益申请 nor the marketplace; consultants buy (spec: createProject)', () => {
    const phone = (suffix: string) => DEMO_ACCOUNTS.find((account) => account.phone === `138000000${suffix}`)!;
    const delivery = menuKeysFor(subjectOfAccount(phone('03')));
    expect(delivery).not.toContain('accountEquity');
    expect(delivery).not.toContain('project');
    expect(delivery).toContain('platformDelivery');
    for (const consultant of ['13', '14']) {
      const subject = subjectOfAccount(phone(consultant));
      expect(menuKeysFor(subject)).toContain('project');
      expect(access({ currentUser: subject } as Parameters<typeof access>[0]).marketplace).toBe(true);
    }
    // The channel's managers buy, from the wallet their menu's 账户中心 shows.
    expect(menuKeysFor(subjectOfAccount(phone('11')))).toEqual(expect.arrayContaining(['project', 'account']));
  });
});
