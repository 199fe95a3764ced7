/** The files area's rules as tables: safe names, who may delete a project file, share lifetimes and states. */
import { describe, expect, it } from 'vitest';
import {
  mayDeleteProjectFile,
  neutralFileName,
  shareExpiryProblem,
  shareStatus,
  storedFileName,
  uniqueFileName,
  uploadProblem,
  type ProjectFileViewer,
} from '../../../domain/files/rules';

describe('neutralFileName', () => {
  it.each([
    ['报告.pdf', '报告.pdf'],
    ['a/b\\c.txt', 'a／b＼c.txt'],
    ['a:b*c?"<>|.txt', 'a：b＊c？＂＜＞｜.txt'],
    ['信息安全风险评估（GB/T 20984-2022）.docx', '信息安全风险评估（GB／T 20984-2022）.docx'],
    ['..隐藏.txt', '隐藏.txt'],
    ['  .bashrc', 'bashrc'],
    ['tab\there.txt', 'tabhere.txt'],
    ['...', '未命名文件'],
  ])('%j → %j', (name, safe) => expect(neutralFileName(name)).toBe(safe));
});

describe('storedFileName and uniqueFileName', () => {
  it('cuts a long name to 200 characters, keeping the extension', () => {
    const stored = storedFileName(`${'报'.repeat(300)}.docx`);
    expect(stored).toHaveLength(200);
    expect(stored.endsWith('报.docx')).toBe(true);
  });

  it('numbers repeated names in a zip', () => {
    const used = new Set<string>();
    expect(['报告.pdf', '报告.pdf', '报告.pdf', 'README', 'README'].map((name) => uniqueFileName(name, used))).toEqual([
      '报告.pdf',
      '报告 (2).pdf',
      '报告 (3).pdf',
      'README',
      'README (2)',
    ]);
  });
});

describe('uploadProblem', () => {
  it.each([
    ['报告.pdf', null],
    ['tab\there.txt', null],
    ['a/b.txt', null],
    ['报告\u202Efdp.exe', 'name'],
    ['报告\u2066x\u2069.pdf', 'name'],
    ['坏\ud800.pdf', 'name'],
    ['𠮷野家.pdf', null],
    ['setup.exe', 'type'],
  ])('%j → %j', (name, problem) => expect(uploadProblem({ name, size: 10 })).toBe(problem));
});

describe('mayDeleteProjectFile', () => {
  const cases: [string, string | null, ProjectFileViewer, boolean][] = [
    ['the uploader, whatever the relation', 'A-1', 'customer', true],
    ['a delivering manager', 'A-2', 'manager', true],
    ["the customer's lead", 'A-2', 'customerLead', true],
    ['the consultant, not the uploader', 'A-2', 'consultant', false],
    ["the buying channel's manager", 'A-2', 'buyer', false],
    ['another customer member', 'A-2', 'customer', false],
    ['nobody uploaded it (generated): a member', null, 'customer', false],
  ];
  it.each(cases)('%s', (_case, uploader, relation, allowed) =>
    expect(mayDeleteProjectFile({ accountId: uploader }, { accountId: 'A-1', relation })).toBe(allowed),
  );
});

describe('share links', () => {
  it.each([
    [1, 'hour', 720, null],
    [30, 'day', 720, null],
    [31, 'day', 720, '分享有效期最长 30 天'],
    [721, 'hour', 720, '分享有效期最长 30 天'],
    [13, 'hour', 12, '分享有效期最长 12 小时'],
    [0, 'hour', 720, '有效期至少 1 小时'],
  ] as const)('%i %s with at most %i hours → %s', (value, unit, max, problem) => expect(shareExpiryProblem(value, unit, max)).toBe(problem));

  const now = new Date('2026-11-01T00:00:00Z');
  const later = new Date('2026-11-02T00:00:00Z');
  it.each([
    ['open', { expiresAt: later, revokedAt: null, maxDownloads: null, downloads: 5 }, 'active'],
    ['under its limit', { expiresAt: later, revokedAt: null, maxDownloads: 3, downloads: 2 }, 'active'],
    ['at its limit', { expiresAt: later, revokedAt: null, maxDownloads: 3, downloads: 3 }, 'exhausted'],
    ['expired at this instant', { expiresAt: now, revokedAt: null, maxDownloads: null, downloads: 0 }, 'expired'],
    ['revoked and expired', { expiresAt: now, revokedAt: now, maxDownloads: 1, downloads: 1 }, 'revoked'],
  ] as const)('%s → %s', (_case, share, status) => expect(shareStatus(share, now)).toBe(status));
});
