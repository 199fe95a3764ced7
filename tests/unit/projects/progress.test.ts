/**
 * A project's state and progress from its work (issue 35 item 1, domain/projects/progress.ts):
 * every kind's stage table is valid, a stage moves the project only forward through
 * PROJECT_MACHINE's `system` moves, and the loops' last stages finish it.
 */
import { describe, expect, it } from 'vitest';
import { PROJECT_KINDS } from '../../../domain/projectKinds';
import { defineProjectKind, projectKindProblems } from '../../../domain/projects/kinds';
import { projectAfterStage, workMoveSummary } from '../../../domain/projects/progress';
import { PROJECT_MACHINE } from '../../../domain/projects/rules';
import { ProjectState } from '../../../domain/projects/enums';
import { questionnaireProjectKind } from '../../../domain/questionnaires/projectKind';
import { riskAssessmentProjectKind } from '../../../domain/riskAssessment/projectKind';
import { AssetStage } from '../../../domain/riskAssessment/enums';
import { isoDocumentsProjectKind } from '../../../domain/isoDocuments/projectKind';
import { certificationProjectKind } from '../../../domain/certification/projectKind';
import { examProjectKind } from '../../../domain/exam/projectKind';
import { subjectOf } from '../fixtures';

const manager = subjectOf(['channel-owner'], { tenantDTO: { type: 'channel', approvalState: 'success' } });

describe('the kinds’ stage tables', () => {
  it.each(PROJECT_KINDS.map((kind) => [kind.code, kind] as const))('%s declares stages with rising progress', (_code, kind) => {
    expect(projectKindProblems(kind)).toEqual([]);
    expect(kind.stages.length).toBeGreaterThan(0);
  });

  it('refuses a table whose progress falls, repeats a key or completes before its end', () => {
    expect(() =>
      defineProjectKind({
        code: 'x',
        label: '示例',
        serviceKinds: [],
        stages: [
          { key: 'a', label: '甲', progress: 50 },
          { key: 'a', label: '乙', progress: 40 },
        ],
      }),
    ).toThrow(/阶段 a 重复.*进度须为整数且高于前一阶段/);
    expect(
      projectKindProblems({
        code: 'x',
        label: '示例',
        serviceKinds: [],
        stages: [
          { key: 'a', label: '甲', progress: 100, completes: true },
          { key: 'b', label: '乙', progress: 99 },
        ],
      }),
    ).toContain('示例：完成工作的阶段须是最后一个阶段');
    expect(projectKindProblems({ code: 'x', label: '示例', serviceKinds: [], stages: [{ key: 'a', label: '甲', progress: 100 }] })).toEqual([
      '示例：只有完成工作的阶段进度为 100%',
    ]);
  });

  it('the gap loop is complete with its report, the risk loop with the customer’s confirmation, an exam seat when graded', () => {
    const last = (kind: { stages: readonly { key: string; completes?: boolean }[] }) =>
      kind.stages.filter((stage) => stage.completes).map((s) => s.key);
    expect(last(questionnaireProjectKind)).toEqual(['reported']);
    expect(last(riskAssessmentProjectKind)).toEqual(['assets_progress_fin']);
    expect(last(examProjectKind)).toEqual(['graded']);
    // An ISO 认证咨询 project is closed by the delivery manager: its documents and certification stages never finish it.
    expect(last(isoDocumentsProjectKind)).toEqual([]);
    expect(last(certificationProjectKind)).toEqual([]);
  });

  it('the risk stages are RA_STAGE_MACHINE stages (and the hand-over of the inventory)', () => {
    for (const stage of riskAssessmentProjectKind.stages) expect([...AssetStage.values, 'handover']).toContain(stage.key);
  });

  it('an ISO 认证咨询 project’s certification stages follow its documentation stages (both kinds are the same projects)', () => {
    const docs = Math.max(...isoDocumentsProjectKind.stages.map((stage) => stage.progress));
    expect(Math.min(...certificationProjectKind.stages.map((stage) => stage.progress))).toBeGreaterThan(docs);
  });
});

describe('projectAfterStage', () => {
  const qn = questionnaireProjectKind;

  it.each([
    // state, progress, stage → state, progress, action
    ['empty', 0, 'distributed', 'inhand', 20, 'workStart'],
    ['inhand', 0, 'distributed', 'inhand', 20, null],
    ['inhand', 20, 'submitted', 'inhand', 50, null],
    ['inhand', 50, 'judged', 'inhand', 80, null],
    ['inhand', 80, 'reported', 'finished', 100, 'workComplete'],
    ['empty', 0, 'reported', 'finished', 100, 'workComplete'],
    ['audit', 75, 'reported', 'finished', 100, 'workComplete'],
    ['consumerSubmitSvipData', 10, 'reported', 'finished', 100, 'workComplete'],
    // The states people set stay: 审核中 and 客户已提交资料 are not put back to 进行中.
    ['audit', 75, 'judged', 'audit', 80, null],
    ['consumerSubmitSvipData', 0, 'distributed', 'consumerSubmitSvipData', 20, null],
  ] as const)('%s %i%% + %s → %s %i%% (%s)', (state, progress, stage, toState, toProgress, action) => {
    expect(projectAfterStage({ state, progress }, qn, stage)).toMatchObject({ state: toState, progress: toProgress, action });
  });

  it.each([
    ['a finished project stays finished (PROJECT_MACHINE has no move out of it)', 'finished', 100, 'distributed'],
    ['a finished project is not finished twice', 'finished', 100, 'reported'],
    ['progress never falls: an earlier stage reached again', 'inhand', 80, 'submitted'],
    ['the same stage again', 'inhand', 50, 'submitted'],
    ['a milestone without a stage (a rejection, a reopened gap)', 'inhand', 50, undefined],
    ['a key the kind does not declare', 'inhand', 50, 'risk_reject'],
  ] as const)('nothing moves: %s', (_why, state, progress, stage) => {
    expect(projectAfterStage({ state, progress }, qn, stage)).toBeNull();
  });

  it('a progress set by hand above the stage’s is kept', () => {
    expect(projectAfterStage({ state: 'empty', progress: 40 }, qn, 'distributed')).toMatchObject({ state: 'inhand', progress: 40 });
  });

  it('walks the GB/T 20984 loop to 已完成 100%, a rejection in between moving nothing', () => {
    let work = { state: 'inhand' as ProjectState, progress: 0 };
    const seen: number[] = [];
    for (const key of [
      'system',
      'unit',
      'handover',
      'identify',
      'assess',
      'control',
      'risk',
      'remnant_risk',
      'submit',
      'risk_reject',
      'assets_progress_fin',
    ]) {
      work = projectAfterStage(work, riskAssessmentProjectKind, key) ?? work;
      seen.push(work.progress);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 100]);
    expect(work.state).toBe('finished');
  });

  it('the work’s moves are PROJECT_MACHINE moves only the server makes, never offered to a person', () => {
    expect(PROJECT_MACHINE.assertMove('empty', 'workStart', null)).toBe('inhand');
    for (const state of ['empty', 'inhand', 'consumerSubmitSvipData', 'audit'] as const)
      expect(PROJECT_MACHINE.assertMove(state, 'workComplete', null)).toBe('finished');
    expect(PROJECT_MACHINE.refusal('empty', 'workComplete', manager)).toBe('你没有权限工作完成该项目');
    for (const state of ProjectState.values) {
      const offered = PROJECT_MACHINE.allowedActions(state, manager).map((move) => move.action);
      expect(offered.filter((action) => action.startsWith('work'))).toEqual([]);
    }
  });

  it('names the move on the timeline in Chinese', () => {
    const moved = projectAfterStage({ state: 'inhand', progress: 80 }, qn, 'reported')!;
    expect(workMoveSummary('核心业务系统', moved)).toBe('“核心业务系统”工作完成（差距分析报告已生成），项目已完成，进度 100%');
  });
});
