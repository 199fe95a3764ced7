/** The audit execution's rules (domain/certification/audits.ts) as tables. */
import { describe, expect, it } from 'vitest';
import {
  auditMayClose,
  CORRECTIVE_ACTION_DAYS,
  certificateNumber,
  certificateStatusOn,
  certificateValidity,
  clauseProblem,
  completeProblem,
  findingDeadline,
  startProblem,
  submitProblem,
  technicalReviewProblem,
} from '../../../domain/certification/audits';

describe('corrective-action deadlines (brief §4.2)', () => {
  it.each([
    ['major', '2026-10-16', '2026-11-15'],
    ['minor', '2026-10-16', '2027-01-14'],
    ['observation', '2026-10-16', null],
  ] as const)('%s after an audit ending %s → %s', (grade, end, deadline) => {
    expect(findingDeadline(grade, end)).toBe(deadline);
  });
  it('the configured days', () => expect(CORRECTIVE_ACTION_DAYS).toEqual({ major: 30, minor: 90, observation: null }));
});

describe('clauses of an ISMS finding', () => {
  it.each([
    ['A.5.15', null],
    ['6.1.2', null],
    ['A.9.1', '不是 ISO/IEC 27001:2022 附录 A 的控制'],
    ['11.1', '须为 ISO/IEC 27001:2022 的条款'],
    ['', '请填写条款'],
  ])('%s', (clause, problem) => {
    const answer = clauseProblem(clause, ['ISMS']);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });
  it('other standards take the clause as written', () => expect(clauseProblem('8.5.1', ['QMS'])).toBeNull());
});

describe('starting, completing and closing an audit', () => {
  const published = { state: 'scheduled' as const, scheduleState: 'published', startDate: '2026-12-07' };
  it.each([
    [published, '2026-12-07', null],
    [published, '2026-12-06', '不能提前开始'],
    [{ ...published, scheduleState: 'draft' }, '2026-12-08', '只有已发布排期'],
    [{ ...published, state: 'planned' as const }, '2026-12-08', '只有已发布排期'],
  ])('start %j on %s', (audit, today, problem) => {
    const answer = startProblem(audit, today);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });
  it('a plain recommendation is refused while nonconformities exist', () => {
    expect(completeProblem({ state: 'inProgress' }, [{ grade: 'minor' }], 'recommend')).toContain('不能为"推荐认证注册"');
    expect(completeProblem({ state: 'inProgress' }, [{ grade: 'observation' }], 'recommend')).toBeNull();
    expect(completeProblem({ state: 'inProgress' }, [{ grade: 'major' }], 'recommendAfterCorrection')).toBeNull();
    expect(completeProblem({ state: 'scheduled' }, [], 'recommend')).toContain('只有审核中');
  });
  it.each([
    [[], true],
    [[{ grade: 'observation', state: 'open' }], true],
    [[{ grade: 'minor', state: 'submitted' }], false],
    [
      [
        { grade: 'minor', state: 'verified' },
        { grade: 'major', state: 'open' },
      ],
      false,
    ],
    [
      [
        { grade: 'minor', state: 'verified' },
        { grade: 'major', state: 'verified' },
      ],
      true,
    ],
  ] as const)('closes with findings %j: %s', (findings, closes) => {
    expect(auditMayClose({ state: 'completed' }, findings)).toBe(closes);
  });
  it('corrective actions: only on open nonconformities of a completed audit', () => {
    expect(submitProblem({ state: 'completed' }, { grade: 'minor', state: 'open' })).toBeNull();
    expect(submitProblem({ state: 'completed' }, { grade: 'observation', state: 'open' })).toContain('观察项');
    expect(submitProblem({ state: 'inProgress' }, { grade: 'minor', state: 'open' })).toContain('审核完成后');
    expect(submitProblem({ state: 'completed' }, { grade: 'minor', state: 'submitted' })).toContain('等待');
  });
});

describe('technical review (impartiality)', () => {
  const stage2 = { state: 'closed' as const, team: [{ assessorCode: 'AS-1' }, { assessorCode: 'AS-2' }] };
  it.each([
    [stage2, 'AS-3', null],
    [stage2, undefined, null],
    [stage2, 'AS-2', '不能是该次审核的审核组成员'],
    [{ ...stage2, state: 'completed' as const }, 'AS-3', '关闭后才能'],
    [undefined, 'AS-3', '关闭后才能'],
  ])('stage 2 %j, reviewer %s', (audit, reviewer, problem) => {
    const answer = technicalReviewProblem({ state: 'technicalReview' }, audit, reviewer);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });
});

describe('certificates', () => {
  it.each([
    ['CB', ['ISMS'], '2026-03-15', 123, 'CB-ISMS-2026-000123'],
    ['CB-DEMO', ['QMS', 'EMS'], '2027-01-02', 1, 'CB-DEMO-EMS/QMS-2027-000001'],
  ] as const)('number %s %j %s #%d', (prefix, standards, issued, serial, number) => {
    expect(certificateNumber(prefix, standards, issued, serial)).toBe(number);
  });
  it('valid 3 years less a day', () => {
    expect(certificateValidity('2026-03-15')).toEqual({ issuedOn: '2026-03-15', expiresOn: '2029-03-14' });
    expect(certificateValidity('2028-02-29')).toEqual({ issuedOn: '2028-02-29', expiresOn: '2031-02-27' });
  });

  const certificate = { status: 'valid' as const, statusReason: null, statusSince: '2026-03-15', issuedOn: '2026-03-15', expiresOn: '2029-03-14' };
  const s1 = (state: 'planned' | 'scheduled' | 'inProgress' | 'completed' | 'closed') => [
    { type: 'surveillance1' as const, state, windowTo: '2027-03-14' },
  ];
  it.each([
    ['window still open', s1('planned'), '2027-03-14', 'valid', null],
    ['window ended, not done', s1('scheduled'), '2027-03-15', 'suspended', '2027-03-15'],
    ['in progress after the window', s1('inProgress'), '2027-04-01', 'suspended', '2027-03-15'],
    ['six months suspended', s1('planned'), '2027-09-15', 'suspended', '2027-03-15'],
    ['more than six months', s1('planned'), '2027-09-16', 'withdrawn', '2027-09-16'],
    ['completed late restores', s1('completed'), '2027-05-01', 'valid', null],
    ['closed', s1('closed'), '2027-05-01', 'valid', null],
    ['after expiry', s1('closed'), '2029-03-15', 'expired', '2029-03-15'],
  ] as const)('%s → %s', (_name, audits, today, status, since) => {
    const answer = certificateStatusOn(certificate, audits, today);
    expect(answer.status).toBe(status);
    if (since) expect(answer.statusSince).toBe(since);
  });
  it('a suspended certificate is valid again once the surveillance is completed', () => {
    const suspended = { ...certificate, status: 'suspended' as const, statusReason: '监督审核逾期', statusSince: '2027-03-15' };
    expect(certificateStatusOn(suspended, s1('completed'), '2027-04-02').status).toBe('valid');
  });
  it('a hand-made suspension stays, and is withdrawn after six months', () => {
    const byHand = { ...certificate, status: 'suspended' as const, statusReason: '客户申请暂停', statusSince: '2026-06-01', manual: true };
    expect(certificateStatusOn(byHand, s1('planned'), '2026-12-01').status).toBe('suspended');
    expect(certificateStatusOn(byHand, s1('planned'), '2026-12-02').status).toBe('withdrawn');
  });
  it('withdrawn is final', () => {
    expect(certificateStatusOn({ ...certificate, status: 'withdrawn' }, s1('closed'), '2027-05-01').status).toBe('withdrawn');
  });
  it('surveillance windows of an earlier certificate period do not count', () => {
    expect(certificateStatusOn(certificate, [{ type: 'surveillance1', state: 'planned', windowTo: '2026-01-01' }], '2026-06-01').status).toBe(
      'valid',
    );
  });
});

describe('the demo agrees with the rules (today 2026-11-28)', async () => {
  const { DEMO_CERTIFICATES, DEMO_FINDINGS, DEMO_OVERDUE_PROJECT } = await import('../../../domain/certification/auditDemo');
  const { DEMO_CERT_PROJECTS } = await import('../../../domain/certification/demo');
  const projects = [...DEMO_CERT_PROJECTS, DEMO_OVERDUE_PROJECT];
  it.each(DEMO_CERTIFICATES.map((certificate) => [certificate.certificateNo, certificate] as const))('%s', (_no, certificate) => {
    const audits = projects.find((project) => project.certProjectCode === certificate.certProjectCode)!.audits;
    const answer = certificateStatusOn(certificate, audits, '2026-11-28');
    expect([answer.status, answer.statusSince]).toEqual([certificate.status, certificate.statusSince]);
  });
  it('one certificate is suspended, the others valid; the minor finding has its 90-day deadline', () => {
    expect(DEMO_CERTIFICATES.map((certificate) => certificate.status).sort()).toEqual(['suspended', 'valid', 'valid']);
    expect(DEMO_FINDINGS.map((finding) => [finding.grade, finding.deadline])).toEqual([
      ['minor', findingDeadline('minor', '2026-10-16')],
      ['observation', null],
    ]);
  });
});
