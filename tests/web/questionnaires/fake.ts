/**
 * A small in-memory fake of the questionnaire calls for the page tests (the server and the mocks
 * are built elsewhere): one questionnaire with a few items, one question of every answer type.
 */
import type {
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionInstance,
  QuestionRisk,
} from '@domain/questionnaires/contracts';
import { QuestionnaireItemStatus } from '@domain/enums';
import { type AnswerValue, isAnswered, itemProgress } from '@domain/questionnaires/rules';
import type { FakeRequest, FakeResponse } from '../umiFake';
import { failure, ok } from '../fixtures';

const P = '/consulting/question';
const NOW = '2026-11-24T03:00:00.000Z';

const question = (
  code: string,
  title: string,
  answerType: QuestionInstance['answerType'],
  required: boolean,
  extra: Partial<QuestionInstance> = {},
): QuestionInstance => ({
  code,
  title,
  answerType,
  required,
  options: [],
  columns: [],
  role: 'other',
  questionInstanceCode: `X-${code}`,
  answer: null,
  ...extra,
});

export const ALL_TYPES_QUESTIONS: QuestionInstance[] = [
  question('Q1', '现状符合情况', 'single-select', true, { options: ['符合', '部分符合', '不符合', '不适用'] }),
  question('Q2', '已采用的措施形式', 'multi-select', false, { options: ['制度文件', '技术措施'] }),
  question('Q3', '现状说明', 'text', true),
  question('Q4', '措施截图', 'text_image', false),
  question('Q5', '证明材料', 'text_file', false),
  question('Q6', '现场照片', 'image', false),
  question('Q7', '现状清单', 'table', true, { columns: ['资产名称', '数量'] }),
];

interface FakeItem {
  code: string;
  seq: number;
  ref: string;
  title: string;
  sectionKey: string;
  sectionName: string;
  status: QuestionnaireItemStatus;
  respondentId: string | null;
  questions: QuestionInstance[];
  answers: Record<string, AnswerValue>;
  returnReason: string;
  risks?: QuestionRisk[];
}

export interface FakeState {
  distributed: boolean;
  items: FakeItem[];
  /** Make the next N answer saves fail. */
  failSaves: number;
  saves: { questionnairItemCode: string; answers: Record<string, AnswerValue> }[];
  uploads: number;
}

const counts = (items: FakeItem[]) =>
  Object.fromEntries(QuestionnaireItemStatus.values.map((status) => [status, items.filter((item) => item.status === status).length])) as Record<
    QuestionnaireItemStatus,
    number
  >;

const names: Record<string, string> = { 'A-23': '客户执行人' };

export function fakeState(): FakeState {
  const item = (seq: number, ref: string, title: string, sectionKey: string, sectionName: string, status: QuestionnaireItemStatus): FakeItem => ({
    code: `QN20261020GM0002-${String(seq).padStart(3, '0')}`,
    seq,
    ref,
    title,
    sectionKey,
    sectionName,
    status,
    respondentId: status === 'unassigned' ? null : 'A-23',
    questions: ALL_TYPES_QUESTIONS,
    answers: {},
    returnReason: '',
  });
  return {
    distributed: true,
    items: [
      item(1, 'PE-02', '物理访问控制', 'PE', '安全物理环境', 'assigned'),
      item(2, 'OM-02', '资产管理', 'OM', '安全运维管理', 'submitted'),
      item(3, 'NE-01', '网络架构', 'NE', '安全区域边界', 'unassigned'),
    ],
    failSaves: 0,
    saves: [],
    uploads: 0,
  };
}

function row(item: FakeItem): QuestionnaireItemRow {
  const progress = itemProgress(item.questions, item.answers);
  return {
    questionnairItemCode: item.code,
    questionnaireCode: 'QN20261020GM0002',
    projectCode: 'PJ20261020GM0002',
    seq: item.seq,
    kind: 'mlps',
    ref: item.ref,
    sectionKey: item.sectionKey,
    sectionName: item.sectionName,
    title: item.title,
    status: item.status,
    respondentId: item.respondentId,
    respondentName: item.respondentId ? (names[item.respondentId] ?? item.respondentId) : '',
    ...progress,
    complete: item.questions.every((q) => !q.required || isAnswered(q, item.answers[q.code])),
    openRisks: (item.risks ?? []).filter((risk) => risk.status === 'open').length,
    judged: false,
    returnReason: item.returnReason,
    submittedAt: item.status === 'submitted' ? NOW : null,
    updatedAt: NOW,
  };
}

function detail(item: FakeItem): QuestionnaireItemDetail {
  return {
    ...row(item),
    questions: item.questions.map((q) => ({ ...q, answer: item.answers[q.code] ?? null })),
    risks: item.risks ?? [],
    judgement: null,
    actions: [],
    editable: item.status === 'assigned' || item.status === 'returned',
  };
}

function info(state: FakeState, me: string): QuestionnaireInfo {
  const mine = state.items.filter((item) => item.respondentId === me);
  const sections = [...new Map(state.items.map((item) => [item.sectionKey, item.sectionName]))].map(([sectionKey, sectionName]) => {
    const inSection = state.items.filter((item) => item.sectionKey === sectionKey);
    return { sectionKey, sectionName, total: inSection.length, counts: counts(inSection) };
  });
  const respondents = [...new Set(state.items.map((item) => item.respondentId).filter((id): id is string => !!id))].map((id) => {
    const theirs = state.items.filter((item) => item.respondentId === id);
    return {
      respondentId: id,
      name: names[id] ?? id,
      counts: counts(theirs),
      complete: theirs.filter((item) => row(item).complete).length,
      lastAnsweredAt: null,
    };
  });
  const lead = me === 'A-21' || me === 'A-22';
  return {
    questionnaireCode: 'QN20261020GM0002',
    projectCode: 'PJ20261020GM0002',
    projectName: '核心业务系统',
    productName: '等保 2.0 三级差距分析',
    standard: 'gov',
    serviceKind: 'gapAnalysis',
    level: '3' as QuestionnaireInfo['level'],
    title: '等保 2.0 三级差距分析问卷',
    status: 'answering',
    gapStatus: null,
    totalItems: state.items.length,
    counts: counts(state.items),
    openRisks: 0,
    mine: counts(mine),
    configId: 'gov-gap-default',
    configVersion: '1.0.0',
    distributedAt: NOW,
    distributedByName: '客户项目经理',
    submittedToChannelAt: null,
    finishedAt: null,
    sections,
    respondents,
    candidates: [{ accountId: 'A-23', showName: '客户执行人' }],
    actions: [],
    permissions: { lead, respond: !lead, review: false },
    scoringJob: null,
  };
}

export const openRisk = (item: { code: string; ref: string; title: string }): QuestionRisk => ({
  riskCode: 'RK0001',
  projectCode: 'PJ20261020GM0002',
  questionnairItemCode: item.code,
  itemTitle: item.title,
  ref: item.ref,
  sectionName: '安全物理环境',
  finding: '门禁记录只保存 30 天',
  recommendation: '门禁记录至少保存 6 个月',
  level: 'medium',
  status: 'open',
  openedByName: '渠道执行顾问',
  openedAt: NOW,
  closedByName: '',
  closedAt: null,
  closeNote: '',
});

/** Answers a questionnaire call from the state, or undefined for any other call. */
export function answerQuestionnaire(state: FakeState, request: FakeRequest, me: string): FakeResponse | undefined {
  const query = (request.params ?? {}) as Record<string, string | number | undefined>;
  const body = (request.data ?? {}) as Record<string, unknown>;
  const find = (code: unknown) => state.items.find((item) => item.code === code);
  switch (`${request.method} ${request.url}`) {
    case `GET ${P}/consumer/questionnaire/info`:
      return ok(state.distributed ? info(state, me) : null);
    case `POST ${P}/consumer/questionnaire/distribute`:
      state.distributed = true;
      return ok(info(state, me));
    case `GET ${P}/consumer/questionnaireItem/list`: {
      let list = state.items;
      if (query.status) list = list.filter((item) => item.status === query.status);
      if (query.respondentId) list = list.filter((item) => item.respondentId === query.respondentId);
      if (query.sectionKey) list = list.filter((item) => item.sectionKey === query.sectionKey);
      const current = Number(query.current ?? 1);
      const pageSize = Number(query.pageSize ?? 10);
      return ok({ list: list.slice((current - 1) * pageSize, current * pageSize).map(row), total: list.length, current, pageSize });
    }
    case `GET ${P}/consumer/questionnaireItem/detail`: {
      const item = find(query.questionnairItemCode);
      return item ? ok(detail(item)) : failure('404', '题目不存在');
    }
    case `POST ${P}/consumer/answers/submit`: {
      const item = find(body.questionnairItemCode);
      if (!item) return failure('404', '题目不存在');
      if (state.failSaves > 0) {
        state.failSaves -= 1;
        return { error: { message: 'Network Error' } };
      }
      const answers = JSON.parse(JSON.stringify(body.answers)) as Record<string, AnswerValue>;
      state.saves.push({ questionnairItemCode: item.code, answers });
      item.answers = answers;
      return ok(row(item));
    }
    case `POST ${P}/consumer/questionnaire/submit`: {
      const codes =
        (body.questionnairItemCodes as string[] | undefined) ?? state.items.filter((item) => item.respondentId === me).map((item) => item.code);
      let submitted = 0;
      for (const code of codes) {
        const item = find(code);
        if (item && (item.status === 'assigned' || item.status === 'returned') && row(item).complete) {
          item.status = 'submitted';
          submitted += 1;
        }
      }
      return ok({ submitted });
    }
    case `POST ${P}/consumer/questionnaireItem/assign`: {
      const codes =
        (body.questionnairItemCodes as string[] | undefined) ??
        state.items.filter((item) => item.sectionKey === body.sectionKey).map((item) => item.code);
      let assigned = 0;
      for (const code of codes) {
        const item = find(code);
        if (item && item.status !== 'submitted') {
          item.status = 'assigned';
          item.respondentId = body.respondentId as string;
          assigned += 1;
        }
      }
      return ok({ assigned });
    }
    case `POST ${P}/consumer/customerowner/questionnaireItem/return`: {
      let returned = 0;
      for (const code of body.questionnairItemCodes as string[]) {
        const item = find(code);
        if (item?.status === 'submitted') {
          item.status = 'returned';
          item.returnReason = String(body.reason);
          returned += 1;
        }
      }
      return ok({ returned });
    }
    case 'POST /api/file/upload/save.json':
      state.uploads += 1;
      return ok({ objectId: `F${state.uploads}`, fileName: `photo${state.uploads}.png`, contentType: 'image/png', size: 10, createdAt: NOW });
    default:
      return undefined;
  }
}
