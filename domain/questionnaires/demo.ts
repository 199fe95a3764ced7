/**
 * Demo questionnaires (issue 13 "Demo data"): 示例科技's MLPS level-3 gap analysis
 * (PJ20261020GM0002) is distributed and part-answered — every item assigned to the customer
 * executor, all but two submitted — and its ISO/IEC 27001 gap analysis (PJ20260901GI0003) is
 * finished: answered, reviewed (judgements on the weakest items, one risk opened and closed) and
 * scored; the server's seed and the mocks score it with the recorded configuration, so its report
 * shows real content on first start. The online questionnaire (PJ20261118QN0004) is left
 * undistributed for the customer to distribute.
 *
 * Answers follow a fixed pattern by item number, so every start shows the same figures.
 */
import type { ControlJudgement } from './contracts';
import { currentGapConfig } from '../gapAnalysis/rules';
import {
  buildQuestionnaireItems,
  ISO_MATURITY_OPTIONS,
  isAnswered,
  itemCodeOf,
  itemProgress,
  itemSubmitProblems,
  NOT_APPLICABLE,
  questionnaireCodeOf,
  type AnswerValue,
  type ItemAnswers,
  type ItemDef,
  type QuestionDef,
} from './rules';
import type { QuestionnaireItemStatus, QuestionnaireStatus } from './enums';
import type { GapAnalysisStatus } from '../gapAnalysis/enums';
import type { MlpsIssueRisk } from '../engines/gap/vocab';
import { DEMO_PROJECT_GROUPS } from '../projects/demo';
import { DEMO_PRODUCTS } from '../products/demo';

const DAY_MS = 86_400_000;

/** The demo respondent (客户执行人) and the people acting in the demo flow. */
export const DEMO_RESPONDENT = 'A-23';
const DEMO_PM = 'A-21';

interface DemoQuestionnairePlan {
  projectCode: string;
  status: QuestionnaireStatus;
  gapStatus: GapAnalysisStatus | null;
  distributedDaysAgo: number;
  submittedToChannelDaysAgo: number | null;
  finishedDaysAgo: number | null;
  /** The consultant who judged and opened risks. */
  consultant: string;
  /** Items (by ref) left unsubmitted, with the questions already answered as a draft. */
  open: Record<string, readonly string[]>;
  /** Judge the items whose self-assessment shows a gap. */
  judge: boolean;
  /** One risk opened on the first judged item and closed after the customer fixed it. */
  closedRisk: boolean;
}

export const DEMO_QUESTIONNAIRE_PLANS: readonly DemoQuestionnairePlan[] = [
  {
    projectCode: 'PJ20261020GM0002',
    status: 'answering',
    gapStatus: null,
    distributedDaysAgo: 30,
    submittedToChannelDaysAgo: null,
    finishedDaysAgo: null,
    consultant: 'A-14',
    // 物理访问控制 (an image question) is untouched; 资产管理 (a table question) has its status chosen only.
    open: { 'PE-02': [], 'OM-02': ['Q1'] },
    judge: false,
    closedRisk: false,
  },
  {
    projectCode: 'PJ20260901GI0003',
    status: 'finished',
    gapStatus: 'report-finished',
    distributedDaysAgo: 76,
    submittedToChannelDaysAgo: 60,
    finishedDaysAgo: 50,
    consultant: 'A-13',
    open: {},
    judge: true,
    closedRisk: true,
  },
];

/** The self-assessed choice of item number `seq` (a fixed, varied pattern). */
function demoChoice(question: QuestionDef, seq: number): string {
  if (question.role === 'mlpsResult') {
    if (seq % 7 === 0) return '不符合';
    if (seq % 5 === 0) return '部分符合';
    if (seq % 23 === 0) return '不适用';
    return '符合';
  }
  if (question.role === 'isoMaturity') {
    if (question.options.includes(NOT_APPLICABLE) && seq % 31 === 0) return NOT_APPLICABLE;
    if (seq % 6 === 0) return ISO_MATURITY_OPTIONS[1];
    if (seq % 4 === 0) return ISO_MATURITY_OPTIONS[2];
    return ISO_MATURITY_OPTIONS[seq % 2 === 0 ? 4 : 3];
  }
  return question.options[seq % question.options.length];
}

function demoAnswer(question: QuestionDef, item: ItemDef): AnswerValue | undefined {
  switch (question.answerType) {
    case 'single-select':
      return { choice: demoChoice(question, item.seq) };
    case 'multi-select':
      return { choices: question.options.slice(0, 1 + (item.seq % question.options.length)) };
    case 'text':
    case 'text_image':
    case 'text_file':
      if (!question.required) return undefined;
      return { text: `已针对“${item.title}”建立相应的管理要求并落实到日常运维，相关制度与记录由信息技术部保存。` };
    case 'image':
      return undefined;
    case 'table':
      return {
        rows: [
          question.columns.map((column, index) => (index === 0 ? `${column}示例 1` : `${column}说明`)),
          question.columns.map((column) => `${column}（二）`),
        ],
      };
  }
}

export interface DemoQuestionnaireItem {
  tenantCode: string;
  itemCode: string;
  questionnaireCode: string;
  projectCode: string;
  customerTenantCode: string;
  seq: number;
  kind: ItemDef['kind'];
  ref: string;
  sectionKey: string;
  sectionName: string;
  title: string;
  questions: QuestionDef[];
  answers: ItemAnswers;
  answeredCount: number;
  complete: boolean;
  status: QuestionnaireItemStatus;
  respondentAccountId: string | null;
  returnReason: string;
  judgement: ControlJudgement | null;
  judgedBy: string | null;
  judgedAt: Date | null;
  answeredAt: Date | null;
  submittedAt: Date | null;
  updatedAt: Date;
}

function judgementFor(item: ItemDef, answers: ItemAnswers): ControlJudgement | null {
  const choice = answers.Q1?.choice ?? '';
  if (item.kind === 'mlps') {
    if (choice === '不符合')
      return {
        result: 'nonconform',
        issueRisk: item.seq % 14 === 0 ? 'high' : 'medium',
        finding: `现场核查发现“${item.title}”未落实。`,
        remediation: `按第三级要求补齐“${item.title}”的技术与管理措施。`,
      };
    if (choice === '部分符合') return { result: 'partial', remediation: `完善“${item.title}”的执行记录。` };
    return null;
  }
  const level = (ISO_MATURITY_OPTIONS as readonly string[]).indexOf(choice);
  if (level >= 0 && level < 3)
    return {
      current: level,
      target: 3,
      finding: `“${item.title}”尚未形成文件化的做法。`,
      remediation: `编制并发布“${item.title}”相关程序文件，保留运行记录。`,
    };
  return null;
}

/**
 * The demo questionnaires as rows (the same field names as the tables), times `now`-relative.
 * `risks` are the consultant's risks; reports are not here: whoever seeds scores the finished
 * questionnaire with domain/gapAnalysis/rules.ts, exactly as the scoring job does.
 */
export function demoQuestionnaireRows(now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const questionnaires = [];
  const items: DemoQuestionnaireItem[] = [];
  const risks = [];
  for (const plan of DEMO_QUESTIONNAIRE_PLANS) {
    const group = DEMO_PROJECT_GROUPS.find((candidate) => candidate.projects.some((project) => project.projectCode === plan.projectCode));
    const project = group?.projects.find((candidate) => candidate.projectCode === plan.projectCode);
    const product = DEMO_PRODUCTS.find((candidate) => candidate.productCode === group?.productCode);
    if (!group || !project || !product) continue;
    const { basic, catalogue, templates } = product.definition;
    const config = currentGapConfig(basic.standard);
    const questionnaireCode = questionnaireCodeOf(plan.projectCode);
    const defs = buildQuestionnaireItems(catalogue, templates, project.level);
    const distributedAt = ago(plan.distributedDaysAgo);
    const submittedAt = ago(plan.submittedToChannelDaysAgo ?? 10);
    let firstJudged: DemoQuestionnaireItem | undefined;
    for (const def of defs) {
      const open = plan.open[def.ref];
      const answers: ItemAnswers = {};
      for (const question of def.questions) {
        if (open && !open.includes(question.code)) continue;
        const answer = demoAnswer(question, def);
        if (answer && isAnswered(question, answer)) answers[question.code] = answer;
      }
      const progress = itemProgress(def.questions, answers);
      const complete = itemSubmitProblems(def.questions, answers).length === 0;
      const judgement = plan.judge ? judgementFor(def, answers) : null;
      const row: DemoQuestionnaireItem = {
        tenantCode: group.tenantCode,
        itemCode: itemCodeOf(questionnaireCode, def.seq),
        questionnaireCode,
        projectCode: plan.projectCode,
        customerTenantCode: group.customerTenantCode,
        seq: def.seq,
        kind: def.kind,
        ref: def.ref,
        sectionKey: def.sectionKey,
        sectionName: def.sectionName,
        title: def.title,
        questions: def.questions,
        answers,
        answeredCount: progress.answered,
        complete,
        status: open ? 'assigned' : 'submitted',
        respondentAccountId: DEMO_RESPONDENT,
        returnReason: '',
        judgement,
        judgedBy: judgement ? plan.consultant : null,
        judgedAt: judgement ? ago((plan.finishedDaysAgo ?? 0) + 2) : null,
        answeredAt: progress.answered > 0 ? ago(plan.distributedDaysAgo - 5) : null,
        submittedAt: open ? null : ago(plan.distributedDaysAgo - 6),
        updatedAt: open ? ago(plan.distributedDaysAgo - 5) : ago(plan.distributedDaysAgo - 6),
      };
      if (judgement && !firstJudged) firstJudged = row;
      items.push(row);
    }
    if (plan.closedRisk && firstJudged) {
      const level: MlpsIssueRisk = 'medium';
      risks.push({
        tenantCode: group.tenantCode,
        riskCode: `RK${plan.projectCode.slice(2)}01`,
        questionnaireCode,
        projectCode: plan.projectCode,
        itemCode: firstJudged.itemCode,
        finding: `“${firstJudged.title}”的现状说明未附证据，无法确认措施已执行。`,
        recommendation: '请补充最近一次执行的记录（如评审纪要、培训签到表）。',
        level,
        status: 'closed' as const,
        openedBy: plan.consultant,
        openedAt: ago((plan.submittedToChannelDaysAgo ?? 0) - 1),
        closedBy: plan.consultant,
        closedAt: ago((plan.finishedDaysAgo ?? 0) + 3),
        closeNote: '客户已补充培训签到表，问题关闭。',
      });
    }
    questionnaires.push({
      tenantCode: group.tenantCode,
      questionnaireCode,
      projectCode: plan.projectCode,
      customerTenantCode: group.customerTenantCode,
      deliveryTenantCode: group.deliveryTenantCode,
      standard: basic.standard,
      serviceKind: basic.serviceKind,
      title: templates.questionnaire.title || `${basic.name}调查问卷`,
      status: plan.status,
      gapStatus: plan.gapStatus,
      configId: config.id,
      configVersion: config.version,
      totalItems: defs.length,
      distributedBy: DEMO_PM,
      distributedAt,
      submittedToChannelAt: plan.submittedToChannelDaysAgo === null ? null : submittedAt,
      finishedAt: plan.finishedDaysAgo === null ? null : ago(plan.finishedDaysAgo),
      scoringJobId: null,
      updatedAt: ago(plan.finishedDaysAgo ?? plan.distributedDaysAgo - 5),
    });
  }
  return { questionnaires, items, risks };
}
