/**
 * What each document of a template set says for one project (issue 31 item 4): the set's data
 * (./documentSets) with its placeholders filled from the final variables — the organisation, the
 * scope, the policy and objectives, departments and the responsibility matrix (the lead
 * department of a document's clauses), the people, and the dates of the project's timeline
 * (every document's 发布日期 and 实施日期, the training record dated trainingDate, the internal
 * audit plan internalAuditDate…) — as sections of paragraphs and tables, or a record form's
 * table. The server renders it into the layout's .docx; nothing here knows Word.
 *
 * Pure. An empty fact reads "—", never "undefined", "null" or "NaN".
 */
import { ISO27001_CONTROLS } from '../catalogues/iso27001';
import { isoClausesFor } from './clauses';
import { DocBizType } from './enums';
import { envSignificance, type EnvCriterionLike } from './documentRules';
import type { IsoTimeline } from './timeline';
import type { SetDocument, TemplateSet } from './documentSets';
import { ISO_MATRIX_KEY, type IsoDepartment, type IsoMatrixRow, type IsoVariableRow, type IsoVariableValues } from './variables';
import { documentManualSections, envReportSections } from './documentSections';

export interface DocTable {
  columns: string[];
  rows: string[][];
}

export interface DocSection {
  heading: string;
  paragraphs: string[];
  table: DocTable | null;
}

export interface DocumentContent {
  layout: SetDocument['layout'];
  docCode: string;
  title: string;
  docNumber: string;
  typeLabel: string;
  fileName: string;
  header: Record<string, string>;
  sections: DocSection[];
  /** A record form's line under the title and its table. */
  note: string;
  table: DocTable | null;
}

export interface EnvImportanceCriteria {
  criteria: readonly (EnvCriterionLike & { description?: string })[];
  threshold: number;
}

export interface DocumentInput {
  set: TemplateSet;
  values: IsoVariableValues;
  timeline: IsoTimeline | null;
  /** The project's name when the variables lack the company's. */
  projectName: string;
  env: EnvImportanceCriteria;
}

const DASH = '—';
const str = (value: unknown): string => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value.trim() : '';
};
const orDash = (value: unknown): string => str(value) || DASH;
/** 2026-08-15 → 2026年8月15日. */
export const chineseDate = (iso: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : DASH;
};

/** The project's departments as stored (enabled ones; `isEnable` a boolean or 是/否). */
export function enabledDepartments(values: IsoVariableValues): IsoDepartment[] {
  const rows = Array.isArray(values.departments) ? (values.departments as unknown as Record<string, unknown>[]) : [];
  return rows
    .filter((row) => row && row.isEnable !== false && row.isEnable !== '否' && str(row.name))
    .map((row) => ({ code: str(row.code), name: str(row.name), head: str(row.head), responsibilities: str(row.responsibilities), isEnable: true }));
}

const matrixOf = (values: IsoVariableValues): Record<string, IsoMatrixRow> => {
  const matrix = values[ISO_MATRIX_KEY];
  return matrix && typeof matrix === 'object' && !Array.isArray(matrix) ? (matrix as Record<string, IsoMatrixRow>) : {};
};

/** The facts every document of a project shares. */
export function projectFacts(input: DocumentInput) {
  const { values, timeline, set } = input;
  const departments = enabledDepartments(values);
  const byCode = new Map(departments.map((department) => [department.code, department.name]));
  const matrix = matrixOf(values);
  /** The lead department of a clause: the clause's row, else its parent's (6.1.3 → 6.1, A.5.24 → A.5), else the first department. */
  const leadOf = (clause: string): string => {
    for (let id = clause; id; id = id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : '') {
      const name = byCode.get(matrix[id]?.lead ?? '');
      if (name) return name;
    }
    return departments[0]?.name ?? orDash(values.managementRepresentative);
  };
  const supportOf = (clause: string): string =>
    (matrix[clause]?.support ?? [])
      .map((code) => byCode.get(code))
      .filter(Boolean)
      .join('、') || DASH;
  const prefix = str(values.docPrefix) || 'DOC';
  const numberOf = (doc: SetDocument) => `${prefix}-${set.numberPart}-${doc.code}`;
  const date = (key: keyof IsoTimeline['dates']) => chineseDate(timeline?.dates[key]);
  const orgName = str(values.orgName) || input.projectName;
  const words: Record<string, string> = {
    org: orgName,
    short: str(values.orgShortName) || orgName,
    scope: orDash(values.scopeStatement),
    certScope: orDash(values.certScope),
    policy: orDash(values.policyStatement),
    topManager: orDash(values.topManager),
    mr: orDash(values.managementRepresentative),
    so: orDash(values.securityOfficer),
    dc: orDash(values.documentController),
    cycle: str(values.reviewCycleMonths) || '12',
    prefix,
  };
  return { values, set, departments, matrix, leadOf, supportOf, numberOf, date, orgName, words, timeline, env: input.env };
}
export type ProjectFacts = ReturnType<typeof projectFacts>;

/** Fills a text's {{…}} placeholders for a document (its lead department is its first clause's). */
export function fill(text: string, facts: ProjectFacts, doc?: SetDocument): string {
  return text.replace(/\{\{([a-zA-Z]+)(?::([^}]+))?\}\}/g, (_, key: string, arg?: string) => {
    if (key === 'lead') return facts.leadOf(arg ?? doc?.clauses[0] ?? '');
    if (key === 'date' && arg) return facts.date(arg as keyof IsoTimeline['dates']);
    if (key === 'doc' && arg) {
      const other = facts.set.documents.find((item) => item.code === arg);
      return other ? `《${other.title}》（${facts.numberOf(other)}）` : DASH;
    }
    return facts.words[key] ?? DASH;
  });
}

// ---- Record forms' rows ------------------------------------------------------------------------

/** A department row's cell by the column's label (blank where the form is filled by hand). */
function departmentCell(label: string, department: IsoDepartment, facts: ProjectFacts, doc: SetDocument): string {
  if (/部门/.test(label)) return department.name;
  if (/负责人|责任人/.test(label)) return department.head || DASH;
  if (label === '主要职责') return department.responsibilities || DASH;
  if (label === '信息安全职责') return '落实本部门信息安全要求，配合风险评估、内部审核和事件处置';
  if (label === '资产名称') return `${department.name}业务数据与办公终端`;
  if (label === '培训内容') return '信息安全方针、体系文件与岗位信息安全要求';
  if (/日期/.test(label) && doc.date) return facts.date(doc.date);
  if (label === '方式') return '集中授课与考试';
  return '';
}

function recordRows(doc: SetDocument, columns: string[], facts: ProjectFacts): string[][] {
  const pad = (cells: string[]) => columns.map((_, index) => cells[index] ?? '');
  const source = doc.rows;
  if (!source) return [];
  if (typeof source === 'object' && 'blank' in source) return Array.from({ length: source.blank }, () => pad([]));
  if (typeof source === 'object') return source.fixed.map((cells) => pad(cells.map((cell) => fill(cell, facts, doc))));
  const { values } = facts;
  switch (source) {
    case 'departments':
      return facts.departments.map((department) => columns.map((label) => departmentCell(label, department, facts, doc)));
    case 'objectives':
      return listRows(values.objectives).map((row) => pad([str(row.objective), str(row.indicator), str(row.target), str(row.department) || DASH]));
    case 'sites':
      return listRows(values.sites).map((row) => pad([str(row.name), str(row.address), str(row.headcount) || DASH]));
    case 'matrix':
    case 'auditPlan':
      return isoClausesFor(systemsOf(facts.set))
        .filter((clause) => clause.inMatrix)
        .map((clause) =>
          source === 'matrix'
            ? [clause.id, clause.title, facts.leadOf(clause.id), facts.supportOf(clause.id)]
            : [clause.id, clause.title, facts.leadOf(clause.id), facts.date('internalAudit'), facts.words.mr],
        );
    case 'documents':
      return facts.set.documents.map((item, index) => [
        String(index + 1),
        facts.numberOf(item),
        item.title,
        orDash(values.docVersion),
        facts.date('release'),
      ]);
    case 'controls':
      return ISO27001_CONTROLS.map((control) => {
        const id = `A.${control.number}`;
        const doc = facts.set.documents.find((item) => item.clauses.includes(id));
        return [id, control.title, '适用', doc ? `《${doc.title}》` : `由${facts.leadOf(id)}在日常管理中实施`];
      });
    case 'envAspects':
      return envRows(facts).map((row) => [
        String(row.no),
        row.activity,
        row.aspect,
        row.impact,
        row.condition,
        ...row.scores.map(String),
        String(row.total),
        row.significant ? '是' : '否',
      ]);
    case 'envSignificant':
      return envRows(facts)
        .filter((row) => row.significant)
        .map((row, index) => [
          String(index + 1),
          row.activity,
          row.aspect,
          row.impact,
          String(row.total),
          row.reason,
          row.department,
          '纳入运行控制程序管理，设定目标并监视测量',
        ]);
  }
}

const listRows = (value: unknown): IsoVariableRow[] =>
  Array.isArray(value) ? (value as IsoVariableRow[]).filter((row) => row && typeof row === 'object') : [];
const systemsOf = (set: TemplateSet) => (set.numberPart === 'EMS' ? (['EMS'] as const) : (['ISMS'] as const));

/** The environmental aspects scored against the criteria (documentRules.envSignificance). */
export function envRows(facts: ProjectFacts) {
  return listRows(facts.values.envAspects).map((row, index) => {
    const scores = (row.scores && typeof row.scores === 'object' ? row.scores : {}) as Record<string, number>;
    const result = envSignificance(facts.env, scores);
    return {
      no: index + 1,
      activity: orDash(row.activity),
      aspect: orDash(row.aspect),
      impact: orDash(row.impact),
      condition: orDash(row.condition),
      department: str(row.department) || facts.leadOf('6.1.2'),
      scores: facts.env.criteria.map((criterion) =>
        Math.min(Math.max(Number.isInteger(Number(scores[criterion.code])) ? Number(scores[criterion.code]) : 1, 1), criterion.maxScore),
      ),
      ...result,
    };
  });
}

function columnsOf(doc: SetDocument, facts: ProjectFacts): string[] {
  if (doc.rows === 'envAspects')
    return ['序号', '活动/产品/服务', '环境因素', '环境影响', '状态', ...facts.env.criteria.map((c) => c.name), '总分', '是否重要'];
  return [...(doc.columns ?? [])];
}

// ---- A document -------------------------------------------------------------------------------

/** One document of the set for the project. */
export function documentContent(doc: SetDocument, facts: ProjectFacts): DocumentContent {
  const docNumber = facts.numberOf(doc);
  const { values } = facts;
  const header = {
    orgName: facts.orgName,
    docTitle: doc.title,
    docNumber,
    docVersion: orDash(values.docVersion),
    compiler: orDash(values.compiler),
    reviewer: orDash(values.reviewer),
    approver: doc.docBizType === 'manual' ? orDash(values.topManager) : orDash(values.approver),
    releaseDate: facts.date('release'),
    effectiveDate: facts.date('effective'),
    recordDate: doc.date ? facts.date(doc.date) : facts.date('release'),
    clausesText: doc.clauses.join('、'),
    typeLabel: DocBizType.labels[doc.docBizType],
  };
  let sections: DocSection[] = [];
  let table: DocTable | null = null;
  if (doc.layout === 'record') {
    const columns = columnsOf(doc, facts);
    table = { columns, rows: recordRows(doc, columns, facts) };
  } else if (doc.layout === 'manual') sections = documentManualSections(doc, facts);
  else if (doc.layout === 'envReport') sections = envReportSections(doc, facts);
  else sections = procedureSections(doc, facts);
  return {
    layout: doc.layout,
    docCode: doc.code,
    title: doc.title,
    docNumber,
    typeLabel: header.typeLabel,
    fileName: `${docNumber} ${doc.title}.docx`,
    header,
    sections,
    note: doc.note ? fill(doc.note, facts, doc) : '',
    table,
  };
}

function procedureSections(doc: SetDocument, facts: ProjectFacts): DocSection[] {
  const lead = facts.leadOf(doc.clauses[0] ?? '');
  const steps = (doc.steps ?? []).map(([heading, text], index) => `4.${index + 1}　${heading}：${fill(text, facts, doc)}`);
  const related = (doc.records ?? [])
    .map((code) => facts.set.documents.find((item) => item.code === code))
    .filter((item): item is SetDocument => Boolean(item))
    .map((item) => `《${item.title}》（${facts.numberOf(item)}）`);
  return [
    { heading: '1　目的', paragraphs: [fill(doc.purpose ?? '', facts, doc)], table: null },
    { heading: '2　适用范围', paragraphs: [fill(doc.scope ?? '', facts, doc)], table: null },
    {
      heading: '3　职责',
      paragraphs: [
        `3.1　${lead}是本文件的归口管理部门，负责组织实施和监督检查（依据职能分配表 ${doc.clauses[0] ?? ''}）。`,
        `3.2　管理者代表${facts.words.mr}负责批准本文件并协调资源。`,
        ...(doc.duties ?? []).map((duty, index) => `3.${index + 3}　${fill(duty, facts, doc)}`),
        `3.${(doc.duties?.length ?? 0) + 3}　各部门负责在本部门内执行本文件。`,
      ],
      table: null,
    },
    { heading: doc.layout === 'policy' ? '4　管理要求' : '4　工作程序', paragraphs: steps, table: null },
    {
      heading: '5　相关文件与记录',
      paragraphs: [
        `引用标准条款：ISO/IEC 27001:2022 ${doc.clauses.join('、')}`.replace(
          'ISO/IEC 27001:2022',
          facts.set.numberPart === 'EMS' ? 'ISO 14001:2015' : 'ISO/IEC 27001:2022',
        ),
        ...(related.length ? related : ['无']),
      ],
      table: null,
    },
  ];
}

/** Every document of the set for the project. */
export function setContents(input: DocumentInput): DocumentContent[] {
  const facts = projectFacts(input);
  return input.set.documents.map((doc) => documentContent(doc, facts));
}
