/** The partners rules as tables: invite-code refusals, the licence check, who sees which partnerships and details. */
import { describe, expect, it } from 'vitest';
import { ChannelApplicationInput, InviteCode } from '../../../domain/partners/contracts';
import { ErrorCode } from '../../../domain/errors';
import {
  canSeeSubChannelDetail,
  type InviterFacts,
  inviteLinkOf,
  inviteRelRefusal,
  licenceProblem,
  normalizeInviteCode,
  partnerScopeOf,
} from '../../../domain/partners/rules';
import type { AccessSubject } from '../../../domain/kernel/userInfo';

const manager = (approvalState: 'success' | 'submitted' = 'success', roles = ['channel-tenant-manager']): InviterFacts['memberships'][number] => ({
  tenantType: 'channel',
  approvalState,
  roles,
});
const inviter = (memberships: InviterFacts['memberships'], status: InviterFacts['status'] = 'active'): InviterFacts => ({
  accountId: 'A-11',
  status,
  memberships,
});
const newcomer = { accountId: 'A-NEW', membershipCount: 0 };

describe('inviteRelRefusal', () => {
  it.each([
    ['the manager of an admitted channel', newcomer, inviter([manager()]), null],
    [
      'a manager who is also a customer PM elsewhere',
      newcomer,
      inviter([{ tenantType: 'customer', approvalState: 'success', roles: ['consumer-pm'] }, manager()]),
      null,
    ],
    ['an account that already belongs to a tenant', { ...newcomer, membershipCount: 1 }, inviter([manager()]), ErrorCode.APPLICANT_HAS_TENANT],
    ['an unknown code', newcomer, undefined, ErrorCode.INVITE_CODE_UNKNOWN],
    ['one’s own code', { accountId: 'A-11', membershipCount: 0 }, inviter([manager()]), ErrorCode.INVITE_OWN_CODE],
    ['a disabled inviter', newcomer, inviter([manager()], 'disabled'), ErrorCode.INVITER_DISABLED],
    ['a channel sub-manager', newcomer, inviter([manager('success', ['channel-tenant-sub-manager'])]), ErrorCode.INVITER_NOT_CHANNEL_MANAGER],
    [
      'a customer PM',
      newcomer,
      inviter([{ tenantType: 'customer', approvalState: 'success', roles: ['consumer-pm'] }]),
      ErrorCode.INVITER_NOT_CHANNEL_MANAGER,
    ],
    ['an account without membership', newcomer, inviter([]), ErrorCode.INVITER_NOT_CHANNEL_MANAGER],
    ['the manager of a channel under review', newcomer, inviter([manager('submitted')]), ErrorCode.INVITER_CHANNEL_NOT_ADMITTED],
  ] as const)('%s', (_, applicant, holder, expected) => {
    expect(inviteRelRefusal(applicant, holder)).toBe(expected);
  });
});

describe('invite codes and links', () => {
  it('normalises, validates and builds the login link the admission panel reads', () => {
    expect(normalizeInviteCode(' inv11demo ')).toBe('INV11DEMO');
    expect(InviteCode.parse(' inv11demo')).toBe('INV11DEMO');
    expect(InviteCode.safeParse('邀请码').success).toBe(false);
    expect(InviteCode.safeParse('AB').success).toBe(false);
    expect(inviteLinkOf('https://example.com/', 'INV11DEMO')).toBe('https://example.com/#/login?inviteCode=INV11DEMO');
  });
});

describe('licenceProblem', () => {
  it.each([
    [undefined, '请上传营业执照'],
    [{ name: '执照.pdf', size: 100 }, null],
    [{ name: '执照.JPG', size: 100 }, null],
    [{ name: '执照.png', size: 100 }, null],
    [{ name: '执照.docx', size: 100 }, '营业执照须为 PDF、PNG 或 JPG 文件'],
    [{ name: '执照.pdf', size: 11 * 1024 * 1024 }, '营业执照文件不能超过 10 MB'],
    [{ name: '执照.pdf', size: 0 }, '营业执照文件内容为空'],
  ] as const)('%o → %s', (file, expected) => {
    expect(licenceProblem(file)).toBe(expected);
  });
});

describe('the application input', () => {
  const valid = {
    companyName: ' 宁海数安科技有限公司 ',
    creditCode: '91330106ma2yq8j01r',
    contactName: '周申请',
    contactPhone: '13900005555',
    region: '浙江省杭州市',
    address: '文一西路 100 号',
  };
  it('trims, upper-cases the credit code, defaults the invite code and remark', () => {
    expect(ChannelApplicationInput.parse(valid)).toMatchObject({
      companyName: '宁海数安科技有限公司',
      creditCode: '91330106MA2YQ8J01R',
      inviteCode: '',
      remark: '',
    });
  });
  it.each([
    ['creditCode', '91330106MA2YQ8J01X', '校验位'],
    ['contactPhone', '12345', '联系电话'],
    ['companyName', '', '企业名称'],
    ['region', '', '所在地区'],
    ['inviteCode', '邀请', '邀请码'],
  ])('refuses a bad %s', (field, value, message) => {
    const result = ChannelApplicationInput.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toContain(message);
  });
});

const subject = (roles: string[], type: 'channel' | 'platform' | 'customer', approvalState: 'success' | 'submitted' = 'success'): AccessSubject => ({
  roleDTOs: roles.map((roleCode) => ({ roleCode })),
  tenantDTO: { type, approvalState },
  closeTabKeys: [],
  accountBelongToPlatformType: type === 'platform' ? 'platform' : null,
});

describe('who sees which partnerships', () => {
  it.each([
    ['channel tenant manager', subject(['channel-tenant-manager'], 'channel'), { kind: 'own', parentTenantCode: 'T-X' }, true],
    ['platform manager', subject(['platform-manager'], 'platform'), { kind: 'all' }, false],
    ['platform delivery', subject(['platform-delivery'], 'platform'), { kind: 'all' }, false],
    ['channel sub-manager', subject(['channel-tenant-sub-manager'], 'channel'), null, false],
    ['consumer PM', subject(['consumer-pm'], 'customer'), null, false],
    [
      'manager of a channel under review',
      subject(['channel-tenant-manager'], 'channel', 'submitted'),
      { kind: 'own', parentTenantCode: 'T-X' },
      false,
    ],
  ] as const)('%s', (_, who, scope, detail) => {
    expect(partnerScopeOf(who, 'T-X')).toEqual(scope);
    expect(canSeeSubChannelDetail(who)).toBe(detail);
  });
});
