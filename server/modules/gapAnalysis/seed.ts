/**
 * Demo rows of the gap analysis area (domain/gapAnalysis/demo.ts): scores the finished demo
 * questionnaire exactly as the scoring job does (./job.ts writeGapReport), then records the
 * customer's demo work on its gaps. Runs after the questionnaires seed (server/modules/index.ts),
 * inside the same demo transaction; the questionnaire and its items are the demo rows that seed
 * inserted (domain/questionnaires/demo.ts demoQuestionnaireRows), already marked report-finished,
 * so nothing of the questionnaires area is read or written here. A project that already has a
 * report is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { demoDisposalValues, demoGapProject, demoQuestionnaireRows } from '../../../domain/demo';
import type { ScoredItemInput } from '../../../domain/gapAnalysis/rules';
import { disposedGapKeys, gapFindings } from '../../../domain/gapAnalysis/report';
import { gapDisposals } from '../../db/schema';
import type { SeedPart } from '../../db/seed';
import { writeGapReport } from './job';
import { createGapRepository } from './repository';

export const gapAnalysisSeed: SeedPart = {
  area: 'gapAnalysis',
  async demo({ now }) {
    const rows = demoQuestionnaireRows(now);
    const finished = rows.questionnaires.filter((questionnaire) => questionnaire.gapStatus === 'report-finished');
    /** A questionnaire's items in order, as the scoring job reads them (app.questionnaireRegistry.scoringItems). */
    const itemsOf = (questionnaire: (typeof finished)[number]): ScoredItemInput[] =>
      rows.items
        .filter((item) => item.tenantCode === questionnaire.tenantCode && item.questionnaireCode === questionnaire.questionnaireCode)
        .sort((a, b) => a.seq - b.seq)
        .map((item) => ({
          itemCode: item.itemCode,
          kind: item.kind,
          ref: item.ref,
          title: item.title,
          questions: item.questions,
          answers: item.answers,
          judgement: item.judgement ?? null,
        }));
    return async (tx) => {
      const repo = createGapRepository(tx);
      for (const questionnaire of finished) {
        const project = demoGapProject(questionnaire.projectCode);
        if (!project) continue;
        const key = { tenantCode: questionnaire.tenantCode, projectCode: questionnaire.projectCode };
        if (await repo.report(key)) continue;
        const generatedAt = questionnaire.finishedAt ?? now;
        const report = await writeGapReport(repo, questionnaire, itemsOf(questionnaire), project, generatedAt, null);
        const disposed = new Set(disposedGapKeys(report));
        const findings = gapFindings(report).filter((finding) => disposed.has(finding.gapKey));
        for (const values of demoDisposalValues(findings, generatedAt, now)) {
          const { gapKey, ...rest } = values;
          await tx
            .update(gapDisposals)
            .set(rest)
            .where(and(eq(gapDisposals.tenantCode, key.tenantCode), eq(gapDisposals.projectCode, key.projectCode), eq(gapDisposals.gapKey, gapKey)));
        }
      }
    };
  },
};
