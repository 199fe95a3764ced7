/**
 * Demo rows of the risk assessment area (domain/riskAssessment/demo.ts): 示例科技's finished
 * assessment with its risks, one in the owner stage, one not started.
 */
import { demoRiskAssessmentRows } from '../../../domain/demo';
import {
  raAssessments,
  raBusinessAssets,
  raControls,
  raEvents,
  raRisks,
  raSystemAssets,
  raThreats,
  raUnitAssets,
  raVulnerabilities,
  type NewRaAssessmentRow,
  type NewRaBusinessAssetRow,
  type NewRaControlRow,
  type NewRaRiskRow,
  type NewRaSystemAssetRow,
  type NewRaThreatRow,
  type NewRaUnitAssetRow,
  type NewRaVulnerabilityRow,
} from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const riskAssessmentSeed: SeedPart = {
  area: 'riskAssessment',
  async demo({ now }) {
    const rows = demoRiskAssessmentRows(now);
    return async (tx) => {
      const inserted = await tx
        .insert(raAssessments)
        .values(rows.assessments as NewRaAssessmentRow[])
        .onConflictDoNothing()
        .returning({ projectCode: raAssessments.projectCode });
      // Seeded once: a second demo seed (the assessments exist) adds nothing.
      if (inserted.length === 0) return;
      if (rows.events.length) await tx.insert(raEvents).values(rows.events as (typeof raEvents.$inferInsert)[]);
      if (rows.businesses.length) await tx.insert(raBusinessAssets).values(rows.businesses as NewRaBusinessAssetRow[]);
      if (rows.systems.length) await tx.insert(raSystemAssets).values(rows.systems as NewRaSystemAssetRow[]);
      if (rows.units.length) await tx.insert(raUnitAssets).values(rows.units as NewRaUnitAssetRow[]);
      if (rows.threats.length) await tx.insert(raThreats).values(rows.threats as NewRaThreatRow[]);
      if (rows.vulnerabilities.length) await tx.insert(raVulnerabilities).values(rows.vulnerabilities as NewRaVulnerabilityRow[]);
      if (rows.controls.length) await tx.insert(raControls).values(rows.controls as NewRaControlRow[]);
      if (rows.risks.length) await tx.insert(raRisks).values(rows.risks as NewRaRiskRow[]);
    };
  },
};
