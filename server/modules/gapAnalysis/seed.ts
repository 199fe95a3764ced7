/**
 * Demo gap reports and disposals: scores the finished demo questionnaire exactly as the scoring
 * job does (./gapJob.ts writeGapReport), then records the customer's demo work on its gaps
 * (domain/gapAnalysis/demo.ts). Called by ./seed.ts inside the demo transaction, after the
 * questionnaires are in; a questionnaire that already has a report is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { demoDisposalValues, demoGapProject } from '../../../domain/demo';
import { DISPOSAL_MIN_GAP_LEVEL } from '../../../domain/gapAnalysis/rules';
import { gapFindings } from '../../../domain/gapAnalysis/report';
import type { DbOrTx } from '../../db/client';
import { gapDisposals, questionnaires } from '../../db/schema';
import { writeGapReport } from './gapJob';
import { createGapRepository } from './gapRepository';

export async function seedDemoGapReports(tx: DbOrTx, now: Date): Promise<void> {
  const repo = createGapRepository(tx);
  const finished = await tx.select().from(questionnaires).where(eq(questionnaires.gapStatus, 'report-finished'));
  for (const questionnaire of finished) {
    const project = demoGapProject(questionnaire.projectCode);
    if (!project) continue;
    const key = { tenantCode: questionnaire.tenantCode, projectCode: questionnaire.projectCode };
    if (await repo.report(key)) continue;
    const generatedAt = questionnaire.finishedAt ?? now;
    const report = await writeGapReport(repo, questionnaire, project, generatedAt, null);
    const findings = gapFindings(report).filter((finding) => finding.gapLevel >= DISPOSAL_MIN_GAP_LEVEL);
    for (const values of demoDisposalValues(findings, generatedAt, now)) {
      const { gapKey, ...rest } = values;
      await tx
        .update(gapDisposals)
        .set(rest)
        .where(and(eq(gapDisposals.tenantCode, key.tenantCode), eq(gapDisposals.projectCode, key.projectCode), eq(gapDisposals.gapKey, gapKey)));
    }
  }
}
