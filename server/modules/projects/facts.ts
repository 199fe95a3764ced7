/**
 * What other modules may know of a project and ask the projects area (app.projectRegistry): the
 * types alone, so that a lower module (files) can name them without importing the projects
 * module that uses it.
 */
import type { DeliveryRelation } from '../../../domain/projects/delivery';
import type { ProjectLevel, ProjectState } from '../../../domain/enums';
import type { PROJECT_KINDS, ProjectKindCode } from '../../../domain/projectKinds';
import type { DbOrTx } from '../../db/client';
import type { RequestContext } from '../../http/context';

/** The stage keys a kind declares (domain/<area>/projectKind.ts). */
export type KindStageKey<K extends ProjectKindCode> = Extract<(typeof PROJECT_KINDS)[number], { code: K }>['stages'][number]['key'];

/** A project as other modules see it. */
export interface ProjectFacts {
  projectCode: string;
  groupCode: string;
  /** The channel that bought it (owner of the project's rows). */
  tenantCode: string;
  customerTenantCode: string;
  deliveryTenantCode: string;
  name: string;
  level: ProjectLevel | null;
  state: ProjectState;
  consultantAccountId: string | null;
  customerOwnerAccountId: string | null;
  productCode: string;
  productVersion: number;
  productName: string;
  standard: string;
  /** The company information the customer submitted (SVIP form), if any. */
  svipData: Record<string, unknown> | null;
  /** The group is withdrawn (nothing may change any more). */
  withdrawn: boolean;
}

export interface ProjectRegistry {
  /** A project of the caller's customer tenant (not withdrawn); CONSUMER_PROJECT_NOT_FOUND otherwise. */
  forCustomer(auth: RequestContext, projectCode: string): Promise<ProjectFacts>;
  /** A project the caller delivers, manages or bought; PROJECT_NOT_FOUND otherwise. */
  forDelivery(auth: RequestContext, projectCode: string): Promise<ProjectFacts & { relation: Exclude<DeliveryRelation, 'none'> }>;
  /** The customer's projects (of active groups) whose product is of one of `serviceKinds`, oldest first: e.g. the exam seats a candidate may use. */
  customerProjectsOfKinds(customerTenantCode: string, serviceKinds: readonly string[]): Promise<ProjectFacts[]>;
  /** The codes of the delivery tenant's projects of `serviceKinds` that the consultant `accountId` holds. */
  heldProjectCodes(deliveryTenantCode: string, accountId: string, serviceKinds: readonly string[]): Promise<string[]>;
  /** Any project by code, for the server's own work (jobs, seeds); undefined when unknown. */
  byCode(projectCode: string): Promise<ProjectFacts | undefined>;
  /** Several projects by code in one query, for lists (unknown codes are not in the map). */
  byCodes(projectCodes: readonly string[]): Promise<Map<string, ProjectFacts>>;
  /**
   * Adds a milestone of a project kind (domain/projects/kinds.ts) to the project's timeline (the
   * group detail and the customer's project show it) and, with the kind's `stage` reached, moves
   * the project's state and progress (domain/projects/progress.ts) in the same transaction. Inside
   * the caller's transaction when it passes its `tx` (the work and the project's state commit
   * together); without it, called after the caller's own transaction committed (on PGlite a write
   * outside a running transaction would wait for it) and run in a transaction of its own.
   */
  recordKindEvent<K extends ProjectKindCode>(
    kind: K,
    projectCode: string,
    actorAccountId: string | null,
    summary: string,
    at: Date,
    options?: { stage?: KindStageKey<K>; tx?: DbOrTx },
  ): Promise<void>;
  /** The newest urge of each of `accountIds` about the project (asset owners' progress, issue 14). */
  lastUrges(projectCode: string, accountIds: readonly string[]): Promise<Map<string, Date>>;
}
