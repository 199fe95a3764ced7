/**
 * The web side of project kinds (domain/projects/kinds.ts): a project-type area mounts its own
 * pieces on the projects area's pages through one table, src/pages/<Area>/projectKind.tsx,
 * collected in src/projectKinds.ts by scripts/generateIndexes.ts. The group detail and the
 * customer's project detail render whatever the project's kind brings and never name a kind.
 */
import type React from 'react';
import type { ChannelProjectItem } from '@domain/projects/contracts';
import type { ConsumerProjectDetail } from '@domain/projects/consumerContracts';
import type { ProjectKind } from '@domain/projects/kinds';

export interface CustomerTabProps {
  detail: ConsumerProjectDetail;
  /** The project page reloads (urges and timeline). */
  onChanged: () => void;
}

export interface WebProjectKind {
  kind: ProjectKind;
  /** In each project row's actions on the channel's group detail (the consultant's way in). */
  ChannelWorkspace?: React.ComponentType<{ project: Pick<ChannelProjectItem, 'projectCode' | 'name'> }>;
  /** Buttons in the header of the customer's project detail. */
  CustomerActions?: React.ComponentType<{ detail: ConsumerProjectDetail }>;
  /** A tab of the customer's project detail; lazy, so only projects of the kind load it. */
  CustomerTab?: { key: string; label: string; Component: React.ComponentType<CustomerTabProps> };
}

export const defineWebProjectKind = (kind: WebProjectKind): WebProjectKind => kind;

/**
 * The web kinds of a project of `serviceKind`, in the generated order: one service kind may carry
 * several kinds (an ISO 认证咨询 project is both a certification and a documentation project).
 */
export const webProjectKindsOf = (kinds: readonly WebProjectKind[], serviceKind: string): WebProjectKind[] =>
  kinds.filter((entry) => (entry.kind.serviceKinds as readonly string[]).includes(serviceKind));
