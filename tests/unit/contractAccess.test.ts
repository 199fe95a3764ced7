/**
 * The access decision of domain/kernel/contractAccess.ts as a table written by hand: each kind of
 * contract × each kind of caller → allowed or the refusal code the envelope carries.
 */
import { describe, expect, it } from 'vitest';
import type { ContractAccessRule, CallerState } from '../../domain/kernel/contractAccess';
import { contractAccess } from '../../domain/kernel/contractAccess';
import { subjectOf } from './fixtures';

const CONTRACTS = {
  public: { access: 'public' },
  session: { access: 'session' },
  'session, open to unbound phones and during agreement': { access: 'session', allowUnboundPhone: true, allowPendingAgreement: true },
  'session, open during agreement': { access: 'session', allowPendingAgreement: true },
  canRoot: { access: 'canRoot' },
  canReadAoc: { access: 'canReadAoc' },
} satisfies Record<string, ContractAccessRule>;
type ContractKind = keyof typeof CONTRACTS;

const ready = { phoneBound: true, pendingAgreement: false };
const CALLERS = {
  anonymous: null,
  'platform manager': { userInfo: subjectOf(['platform-manager']), ...ready },
  'customer PM': { userInfo: subjectOf(['consumer-pm']), ...ready },
  'channel manager of a tenant under review': {
    userInfo: subjectOf(['channel-tenant-manager'], { tenantDTO: { type: 'channel', approvalState: 'submitted' } }),
    ...ready,
  },
  'account without a tenant': { userInfo: { ...subjectOf([]), roleDTOs: [], tenantDTO: null }, ...ready },
  'platform manager, phone not bound': { userInfo: subjectOf(['platform-manager']), phoneBound: false, pendingAgreement: false },
  'platform manager, agreement pending': { userInfo: subjectOf(['platform-manager']), phoneBound: true, pendingAgreement: true },
  'phone not bound and agreement pending': { userInfo: subjectOf(['consumer-pm']), phoneBound: false, pendingAgreement: true },
} satisfies Record<string, CallerState | null>;
type CallerKind = keyof typeof CALLERS;

/** Expected answer: 'ok' or the refusal code. Columns follow CONTRACTS' order. */
const TABLE: Record<CallerKind, Record<ContractKind, string>> = {
  anonymous: {
    public: 'ok',
    session: '10000',
    'session, open to unbound phones and during agreement': '10000',
    'session, open during agreement': '10000',
    canRoot: '10000',
    canReadAoc: '10000',
  },
  'platform manager': {
    public: 'ok',
    session: 'ok',
    'session, open to unbound phones and during agreement': 'ok',
    'session, open during agreement': 'ok',
    canRoot: 'ok',
    canReadAoc: 'ok',
  },
  'customer PM': {
    public: 'ok',
    session: 'ok',
    'session, open to unbound phones and during agreement': 'ok',
    'session, open during agreement': 'ok',
    canRoot: '403',
    canReadAoc: 'ok',
  },
  // canReadAoc is every session's flag; the tenant admission still refuses it.
  'channel manager of a tenant under review': {
    public: 'ok',
    session: 'ok',
    'session, open to unbound phones and during agreement': 'ok',
    'session, open during agreement': 'ok',
    canRoot: '403',
    canReadAoc: '403',
  },
  'account without a tenant': {
    public: 'ok',
    session: 'ok',
    'session, open to unbound phones and during agreement': 'ok',
    'session, open during agreement': 'ok',
    canRoot: '403',
    canReadAoc: '403',
  },
  'platform manager, phone not bound': {
    public: 'ok',
    session: '10001',
    'session, open to unbound phones and during agreement': 'ok',
    'session, open during agreement': '10001',
    canRoot: '10001',
    canReadAoc: '10001',
  },
  'platform manager, agreement pending': {
    public: 'ok',
    session: 'must_agreement_licences',
    'session, open to unbound phones and during agreement': 'ok',
    'session, open during agreement': 'ok',
    canRoot: 'must_agreement_licences',
    canReadAoc: 'must_agreement_licences',
  },
  // The phone comes first: binding it is what the user must do before anything else.
  'phone not bound and agreement pending': {
    public: 'ok',
    session: '10001',
    'session, open to unbound phones and during agreement': 'ok',
    'session, open during agreement': '10001',
    canRoot: '10001',
    canReadAoc: '10001',
  },
};

describe('contractAccess: every kind of caller × every kind of contract', () => {
  for (const [callerKind, row] of Object.entries(TABLE) as [CallerKind, Record<ContractKind, string>][]) {
    for (const [contractKind, expected] of Object.entries(row) as [ContractKind, string][]) {
      it(`${callerKind} · ${contractKind} → ${expected}`, () => {
        const decision = contractAccess(CONTRACTS[contractKind], CALLERS[callerKind]);
        expect(decision.allowed ? 'ok' : decision.refusal).toBe(expected);
      });
    }
  }
});
