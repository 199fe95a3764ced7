/**
 * app.questionnaireRegistry: what the gap analysis (server/modules/gapAnalysis) may ask and record
 * about a project's questionnaire without reading the questionnaire tables itself — the
 * questionnaire (its scoring configuration and gap status), its items' answers and the
 * consultant's judgements, and that its gap report is written. Every call takes the caller's
 * transaction (`{ tx }`) so the scoring job's report and the questionnaire's gap status commit
 * together.
 */
import type { GapAnalysisStatus } from '../../../domain/enums';
import type { ScoredItemInput } from '../../../domain/gapAnalysis/rules';
import type { DbOrTx } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import type { QuestionnaireRow } from '../../db/schema';
import type { QuestionnaireRepository } from './repository';

type Tx = { tx?: DbOrTx };

/** A questionnaire as other modules see it. */
export type QuestionnaireFacts = Pick<
  QuestionnaireRow,
  'tenantCode' | 'questionnaireCode' | 'projectCode' | 'customerTenantCode' | 'standard' | 'configId' | 'configVersion' | 'finishedAt'
> & { gapStatus: GapAnalysisStatus | null };

export type QuestionnaireKey = Pick<QuestionnaireFacts, 'tenantCode' | 'questionnaireCode'>;

export interface QuestionnaireRegistry {
  /**
   * The questionnaire of a project of the channel `tenantCode` (the project's tenant_code);
   * undefined when the project has none. `lock` holds its row until the caller's transaction ends.
   */
  byProject(tenantCode: string, projectCode: string, options?: Tx & { lock?: boolean }): Promise<QuestionnaireFacts | undefined>;
  /** Its items in questionnaire order, with the answers and the consultant's judgement (what scoring reads). */
  scoringItems(questionnaire: QuestionnaireKey, options?: Tx): Promise<ScoredItemInput[]>;
  /** Its gap report is written: gap status report-finished, and the scoring job that wrote it (null: none, the seed). */
  markScored(questionnaire: QuestionnaireKey, jobId: number | null, at: Date, options?: Tx): Promise<void>;
}

const factsOf = (row: QuestionnaireRow): QuestionnaireFacts => ({
  tenantCode: row.tenantCode,
  questionnaireCode: row.questionnaireCode,
  projectCode: row.projectCode,
  customerTenantCode: row.customerTenantCode,
  standard: row.standard,
  configId: row.configId,
  configVersion: row.configVersion,
  finishedAt: row.finishedAt,
  gapStatus: row.gapStatus ?? null,
});

export function createQuestionnaireRegistry(repos: Repositories<QuestionnaireRepository>): QuestionnaireRegistry {
  const repoOf = (options: Tx = {}) => (options.tx ? repos.within(options.tx) : repos.repo);
  return {
    async byProject(tenantCode, projectCode, options = {}) {
      const row = await repoOf(options).byProject(tenantCode, projectCode, options.lock ?? false);
      return row && factsOf(row);
    },

    async scoringItems(questionnaire, options) {
      const rows = await repoOf(options).items(questionnaire);
      return rows.map((row) => ({
        itemCode: row.itemCode,
        kind: row.kind,
        ref: row.ref,
        title: row.title,
        questions: row.questions,
        answers: row.answers,
        judgement: row.judgement ?? null,
      }));
    },

    async markScored(questionnaire, jobId, at, options) {
      await repoOf(options).updateQuestionnaire(questionnaire, {
        gapStatus: 'report-finished',
        ...(jobId === null ? {} : { scoringJobId: jobId }),
        updatedAt: at,
      });
    },
  };
}
