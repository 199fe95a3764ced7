/** Who opens a stored file and which files may be named as a project's evidence (domain/files/rules.ts), as tables. */
import { describe, expect, it } from 'vitest';
import type { FilePurpose } from '../../../domain/enums';
import { downloadCheckOf, type EvidenceFileFacts, projectEvidenceUse } from '../../../domain/files/rules';

const PROJECT = 'PJ20261020GM0002';
const use = { projectCode: PROJECT, tenantCode: 'T-CU-DEMO', accountId: 'A-23' };
const file = (purpose: FilePurpose, over: Partial<EvidenceFileFacts> = {}): EvidenceFileFacts => ({
  purpose,
  tenantCode: 'T-CU-DEMO',
  projectCode: null,
  accountId: 'A-23',
  ...over,
});

describe('downloadCheckOf', () => {
  it.each([
    ['a project file', file('project', { projectCode: PROJECT }), 'projectViewers'],
    ['a project draft', file('projectDraft', { projectCode: PROJECT }), 'projectDelivery'],
    ['a plain upload', file('general'), 'fileRule'],
    ['a transfer voucher', file('transferVoucher'), 'fileRule'],
    ['a project purpose without a project', file('project'), 'fileRule'],
  ] as const)('%s is decided by %s', (_what, stored, check) => {
    expect(downloadCheckOf(stored)).toBe(check);
  });
});

describe('projectEvidenceUse', () => {
  it.each([
    ['the caller’s own plain upload', file('general'), 'claim'],
    ['a file of the project', file('project', { projectCode: PROJECT, accountId: 'A-21' }), 'project'],
    ['a file of another project', file('project', { projectCode: 'PJ20260901GI0003' }), null],
    ['a colleague’s plain upload', file('general', { accountId: 'A-21' }), null],
    ['another tenant’s upload', file('general', { tenantCode: 'T-CU-NINGBO' }), null],
    ['a draft of the delivering side', file('projectDraft', { projectCode: PROJECT, tenantCode: 'T-CH-DEMO' }), null],
    ['a transfer voucher', file('transferVoucher'), null],
    ['a missing file', undefined, null],
  ] as const)('%s: %s', (_what, stored, how) => {
    expect(projectEvidenceUse(stored, use)).toBe(how);
  });
});
