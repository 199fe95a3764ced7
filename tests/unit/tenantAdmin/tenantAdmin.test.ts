/** The rules of tenantAdmin as tables: credit codes, CNAS numbers, hidden tabs, generated passwords, the approval machine. */
import { describe, expect, it } from 'vitest';
import type { ApprovalState } from '../../../domain/enums';
import {
  CHANNEL_APPROVAL_MACHINE,
  cnasNoProblem,
  creditCodeCheckChar,
  creditCodeProblem,
  formatHTab,
  generatePassword,
  isLogoFileName,
  isStrongPassword,
  LOGO_URL_PATTERN,
  normalizeCnasNo,
  parseHTab,
  RESET_PASSWORD_LENGTH,
  reviewActionOf,
} from '../../../domain/tenantAdmin/rules';
import type { AccessSubject } from '../../../domain/kernel/userInfo';

const subject = (roleCode: string, platform: 'platform' | 'subPlatform' | null = null): AccessSubject => ({
  roleDTOs: [{ roleCode }],
  tenantDTO: { type: platform ? 'platform' : 'channel', approvalState: 'success' },
  closeTabKeys: [],
  accountBelongToPlatformType: platform,
});
const ROOT = subject('platform-manager', 'platform');
const SUB = subject('subPlatformManager', 'subPlatform');
const CHANNEL_MANAGER = subject('channel-tenant-manager');

describe('unified social credit code', () => {
  it.each([
    ['91350100M000100Y43', null],
    ['91350100m000100y43', null],
    ['91440300MA5PEND001', null],
    ['91350100M000100Y44', '校验位'],
    ['9135010M000100Y43', '18 位'],
    ['91350100M000100I43', '不是允许的字符'],
    ['913501OOM000100Y43', '不是允许的字符'],
    ['', '请输入'],
  ])('%s → %s', (code, problem) => {
    const answer = creditCodeProblem(code);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });

  it('computes the check character over the 31-character alphabet', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });
});

describe('CNAS accreditation number', () => {
  it.each([
    ['CNAS C001-M', 'CNAS C001-M', true],
    ['cnas  c188-m', 'CNAS C188-M', true],
    ['CNASC1234-IS', 'CNAS C1234-IS', true],
    ['CNAS L1234', 'CNAS L1234', false],
    ['C001-M', 'C001-M', false],
    ['CNAS C01-M', 'CNAS C01-M', false],
  ])('%s normalises to %s (valid: %s)', (input, normal, valid) => {
    expect(normalizeCnasNo(input)).toBe(normal);
    expect(cnasNoProblem(input) === null).toBe(valid);
  });

  it('says what is expected', () => {
    expect(cnasNoProblem('')).toBe('CNAS 认可证书编号必填');
    expect(cnasNoProblem('X')).toContain('CNAS C001-M');
  });
});

describe('hidden tabs (hTab)', () => {
  it('stores known tabs once, in a fixed order, and reads only known ones', () => {
    expect(formatHTab(['partnerManage', 'accountEquity', 'partnerManage', 'wallet'])).toBe('accountEquity,partnerManage');
    expect(formatHTab([])).toBe('');
    expect(parseHTab(' project ,nope,collaborationDashboard')).toEqual(['project', 'collaborationDashboard']);
    expect(parseHTab(null)).toEqual([]);
  });
});

describe('logos', () => {
  it.each([
    ['logo.png', true],
    ['LOGO.JPG', true],
    ['a.jpeg', true],
    ['a.gif', true],
    ['a.svg', false],
    ['a.pdf', false],
    ['png', false],
  ])('%s is a logo image: %s', (name, ok) => expect(isLogoFileName(name)).toBe(ok));

  it('accepts only a file download link or nothing as the logo URL', () => {
    expect(LOGO_URL_PATTERN.test('')).toBe(true);
    expect(LOGO_URL_PATTERN.test('/consulting/file/download?objectId=abc123')).toBe(true);
    expect(LOGO_URL_PATTERN.test('https://evil.example/logo.png')).toBe(false);
    expect(LOGO_URL_PATTERN.test('javascript:alert(1)')).toBe(false);
  });
});

describe('generated passwords', () => {
  it('are long, use every group, and differ', () => {
    const random = (max: number) => Math.floor(Math.random() * max);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword(random);
      expect(password).toHaveLength(RESET_PASSWORD_LENGTH);
      expect(isStrongPassword(password), password).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it('has every group even from the poorest random source', () => {
    expect(isStrongPassword(generatePassword(() => 0))).toBe(true);
  });
});

describe('channel approval machine', () => {
  const cases: [ApprovalState, ApprovalState, AccessSubject | null, boolean][] = [
    ['submitted', 'success', ROOT, true],
    ['submitted', 'success', SUB, true],
    ['submitted', 'rejected', SUB, true],
    ['rejected', 'success', ROOT, true],
    ['rejected', 'rejected', ROOT, false],
    ['success', 'rejected', ROOT, false],
    ['success', 'success', ROOT, false],
    ['inhand', 'success', ROOT, false],
    ['submitted', 'success', CHANNEL_MANAGER, false],
    ['inhand', 'submitted', null, true],
    ['inhand', 'submitted', ROOT, false],
  ];
  it.each(cases)('%s → %s by %o: %s', (from, to, by, allowed) => {
    expect(CHANNEL_APPROVAL_MACHINE.refusal(from, to, by) === null).toBe(allowed);
  });

  it('explains a refusal in Chinese and offers the reviewer only the allowed actions', () => {
    expect(CHANNEL_APPROVAL_MACHINE.refusal('success', reviewActionOf('rejected'), ROOT)).toBe('渠道入驻申请当前为“已通过”，不能驳回');
    expect(CHANNEL_APPROVAL_MACHINE.refusal('submitted', 'success', CHANNEL_MANAGER)).toBe('你没有权限审核通过该渠道入驻申请');
    expect(CHANNEL_APPROVAL_MACHINE.allowedActions('submitted', SUB).map((move) => move.action)).toEqual(['approve', 'reject']);
    expect(CHANNEL_APPROVAL_MACHINE.allowedActions('success', ROOT)).toEqual([]);
  });
});
