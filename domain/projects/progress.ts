/**
 * A project's state and progress from its work (issue 35): the one rule every project kind's
 * milestone goes through. Each kind declares its stages (domain/<area>/projectKind.ts,
 * ./kinds.ts); when the server records a milestone with a stage key, this decides what the
 * project becomes.
 *
 * How the work and the explicit moves (PROJECT_MACHINE: start, SVIP form, audit) live together:
 * - progress only rises: a stage sets it to the stage's progress when that is higher; a
 *   rejection or a reopened item reaches no stage and moves nothing;
 * - the state only moves forward, through PROJECT_MACHINE's `system` moves: a stage under way
 *   starts a 待检查 project (`workStart`), the stage that completes the work finishes the project
 *   from any open state (`workComplete`, progress 100). The states people set stay theirs: a
 *   project 客户已提交资料 or 审核中 is not put back to 进行中 by the work;
 * - 已完成 is final (PROJECT_MACHINE has no move out of it), whoever finished it: a delivery
 *   manager's 审核通过 before the work's last stage, or the work itself;
 * - a withdrawn group's projects never move (the server does not ask).
 */
import type { ProjectKind } from './kinds';
import { kindStage } from './kinds';
import { PROJECT_MACHINE, type ProjectAction, type ProjectState } from './rules';

export interface ProjectWork {
  state: ProjectState;
  progress: number;
}

export interface ProjectWorkMove extends ProjectWork {
  /** The PROJECT_MACHINE move the work made (null: the progress alone changed). */
  action: Extract<ProjectAction, 'workStart' | 'workComplete'> | null;
  /** zh-CN name of the stage reached. */
  stageLabel: string;
}

/**
 * What the project becomes when its kind's work reaches the stage `stageKey`; null when nothing
 * changes (an unknown or earlier stage, a finished project).
 */
export function projectAfterStage(current: ProjectWork, kind: ProjectKind, stageKey: string | undefined): ProjectWorkMove | null {
  const stage = kindStage(kind, stageKey);
  if (!stage || current.state === 'finished') return null;
  if (stage.completes) {
    const state = PROJECT_MACHINE.assertMove(current.state, 'workComplete', null);
    return { state, progress: 100, action: 'workComplete', stageLabel: stage.label };
  }
  const action = current.state === 'empty' ? 'workStart' : null;
  const state = action ? PROJECT_MACHINE.assertMove(current.state, action, null) : current.state;
  const progress = Math.max(current.progress, stage.progress);
  if (!action && progress === current.progress) return null;
  return { state, progress, action, stageLabel: stage.label };
}

/** The timeline line of a state move made by the work: “<name>”工作完成（<stage>），项目已完成. */
export function workMoveSummary(projectName: string, move: ProjectWorkMove): string {
  const label = PROJECT_MACHINE.moves.find((candidate) => candidate.action === move.action)?.label ?? '';
  return `“${projectName}”${label}（${move.stageLabel}），项目${PROJECT_MACHINE.label(move.state)}，进度 ${move.progress}%`;
}
