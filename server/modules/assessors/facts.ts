/**
 * What other modules know of an assessor (app.assessors): the register's facts the scheduler and
 * certification projects need, of one certification body. Types only: the schedule and
 * certification modules import this file, never the assessors module's internals.
 */
import type { AssessorGrade, RegistrationField } from '../../../domain/assessors/enums';

export interface AssessorRegistrationFacts {
  field: RegistrationField;
  grade: AssessorGrade;
  regNo: string;
  /** ISO date; a registration with validUntil < today is expired (registrationStatus of domain/assessors/rules.ts). */
  validUntil: string;
}

export interface AssessorConflictFacts {
  /** The client's tenant code when the client is a tenant of the platform, otherwise `name:<client name>`. */
  clientKey: string;
  clientName: string;
  reason: string;
  /** ISO date: the conflict holds up to and including this day. */
  until: string;
}

export interface AssessorLeaveFacts {
  from: string;
  to: string;
  reason: string;
}

export interface AssessorFacts {
  assessorCode: string;
  bodyTenantCode: string;
  name: string;
  phone: string;
  /** The body's member account (role cb-tenant-audit) of the assessor; null for an external assessor. */
  accountId: string | null;
  /** GB/T 2260 code and its name. */
  regionCode: string;
  regionName: string;
  teamLeader: boolean;
  /** A technical expert: no registration, never leads, its days never count. */
  expert: boolean;
  maxDaysPerMonth: number;
  registrations: AssessorRegistrationFacts[];
  /** IAF codes '01'…'39'. */
  technicalAreas: string[];
  conflicts: AssessorConflictFacts[];
  leaves: AssessorLeaveFacts[];
}

export interface AssessorDirectory {
  /** Every assessor of the body, by name. */
  forBody(bodyTenantCode: string): Promise<AssessorFacts[]>;
  /** The body's assessors with these codes (codes of another body are absent from the map). */
  byCodes(bodyTenantCode: string, codes: readonly string[]): Promise<Map<string, AssessorFacts>>;
  /** The body's assessor record linked to this account, if any. */
  ofAccount(bodyTenantCode: string, accountId: string): Promise<AssessorFacts | undefined>;
}
