/**
 * Project kinds: how a project-type area (risk assessment; questionnaires with gap analysis; the
 * coming certification, ISO documentation and exam projects) plugs into the projects area. The
 * area declares one `defineProjectKind` in domain/<area>/projectKind.ts; scripts/generateIndexes.ts
 * collects them in domain/projectKinds/index.ts (PROJECT_KINDS). The projects area never names a
 * kind: its timeline accepts every kind's code as an event type, the server records a kind's
 * milestones through app.projectRegistry.recordKindEvent, and the web app mounts the kind's tab on
 * the customer's project detail and its workspace on the channel's group detail from the web
 * side's own table (src/pages/<Area>/projectKind.tsx, collected in src/projectKinds.ts).
 */
import type { ServiceKind } from '../products/enums';
import { ProjectEventType } from './enums';

export interface ProjectKind<C extends string = string> {
  /** The kind's code; also the timeline event type of its milestones. */
  readonly code: C;
  /** zh-CN name of the kind's milestones on the timeline. */
  readonly label: string;
  /** The service kinds (a product's serviceKind) whose projects are of this kind. */
  readonly serviceKinds: readonly ServiceKind[];
}

export const defineProjectKind = <const C extends string>(kind: ProjectKind<C>): ProjectKind<C> => kind;

/** Every event type the timeline stores: the projects area's own, then each kind's code. */
export const projectEventTypes = (kinds: readonly ProjectKind[]): string[] => [...ProjectEventType.values, ...kinds.map((kind) => kind.code)];
