/**
 * Project kinds: how a project-type area (risk assessment; questionnaires with gap analysis; the
 * coming certification, ISO documentation and exam projects) plugs into the projects area. The
 * area declares one `defineProjectKind` in domain/<area>/projectKind.ts; scripts/generateIndexes.ts
 * collects them in domain/projectKinds/index.ts (PROJECT_KINDS). The projects area never names a
 * kind: its timeline accepts every kind's code as an event type, the server records a kind's
 * milestones through app.projectRegistry.recordKindEvent, and the web app mounts the kind's tab on
 * the customer's project detail and its workspace on the channel's group detail from the web
 * side's own table (src/pages/<Area>/projectKind.tsx, collected in src/projectKinds.ts).
 *
 * Each kind also declares the **stages** of its work (issue 35): the milestones that move the
 * project's progress and state. A milestone recorded with a stage key moves the project as
 * ./progress.ts decides; the kind's own rules decide when the stage is reached.
 */
import type { ServiceKind } from '../products/enums';
import { ProjectEventType } from './enums';

/** One stage of a kind's work: reaching it sets the project's progress (never lower) and, for the last, finishes the project. */
export interface ProjectKindStage<K extends string = string> {
  /** The stage's key, passed by the server with the milestone (recordKindEvent's `stage`). */
  readonly key: K;
  /** zh-CN name of the stage (the timeline line of a state change names it). */
  readonly label: string;
  /** The project's progress (%) once the stage is reached: 1–99, or 100 for the stage that completes the work. */
  readonly progress: number;
  /**
   * Whether reaching the stage completes the work: the project becomes 已完成 (PROJECT_MACHINE's
   * `workComplete`). Any other stage means the work is under way: a 待检查 project becomes 进行中
   * (`workStart`).
   */
  readonly completes?: boolean;
}

export interface ProjectKind<C extends string = string, K extends string = string> {
  /** The kind's code; also the timeline event type of its milestones. */
  readonly code: C;
  /** zh-CN name of the kind's milestones on the timeline. */
  readonly label: string;
  /** The service kinds (a product's serviceKind) whose projects are of this kind. */
  readonly serviceKinds: readonly ServiceKind[];
  /** The stages of the work in the order they are reached, progress rising (at most one completes, the last). */
  readonly stages: readonly ProjectKindStage<K>[];
}

/** Why a kind's stages are not a valid table (empty when they are): the server refuses to start with such a kind. */
export function projectKindProblems(kind: ProjectKind): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  let previous = 0;
  kind.stages.forEach((stage, index) => {
    if (keys.has(stage.key)) problems.push(`${kind.label}：阶段 ${stage.key} 重复`);
    keys.add(stage.key);
    if (!Number.isInteger(stage.progress) || stage.progress <= previous)
      problems.push(`${kind.label}：阶段“${stage.label}”的进度须为整数且高于前一阶段`);
    if (stage.completes ? stage.progress !== 100 : stage.progress >= 100) problems.push(`${kind.label}：只有完成工作的阶段进度为 100%`);
    if (stage.completes && index !== kind.stages.length - 1) problems.push(`${kind.label}：完成工作的阶段须是最后一个阶段`);
    previous = stage.progress;
  });
  return problems;
}

export const defineProjectKind = <const C extends string, const K extends string = never>(kind: ProjectKind<C, K>): ProjectKind<C, K> => {
  const problems = projectKindProblems(kind);
  if (problems.length) throw new Error(problems.join('；'));
  return kind;
};

/** The kind's stage of that key; undefined when the kind has none (a milestone that moves nothing, e.g. a rejection). */
export const kindStage = (kind: ProjectKind, key: string | undefined): ProjectKindStage | undefined =>
  key === undefined ? undefined : kind.stages.find((stage) => stage.key === key);

/** Every event type the timeline stores: the projects area's own, then each kind's code. */
export const projectEventTypes = (kinds: readonly ProjectKind[]): string[] => [...ProjectEventType.values, ...kinds.map((kind) => kind.code)];
