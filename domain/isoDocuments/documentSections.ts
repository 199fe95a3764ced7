/**
 * The sections of the two long layouts (see ./documentData.ts): the management manual (颁布令,
 * purpose and scope, policy, objectives, organisation and the responsibility matrix, one chapter
 * per clause, the document list) and the environmental evaluation report (method with the
 * platform's importance criteria, results, the significant aspects, conclusion). Pure.
 */
import { isoClausesFor } from './clauses';
import type { DocSection, ProjectFacts } from './documentData';
import { envRows, fill } from './documentData';
import type { SetDocument } from './documentSets';
import type { IsoVariableRow } from './variables';

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export function documentManualSections(doc: SetDocument, facts: ProjectFacts): DocSection[] {
  const { words, set } = facts;
  const ems = set.numberPart === 'EMS';
  const systemName = ems ? '环境管理体系' : '信息安全管理体系';
  const standard = ems ? 'ISO 14001:2015' : 'ISO/IEC 27001:2022';
  const objectives = (Array.isArray(facts.values.objectives) ? (facts.values.objectives as IsoVariableRow[]) : []).map((row) => [
    str(row.objective),
    str(row.indicator),
    str(row.target),
    str(row.department) || '—',
  ]);
  const titles = new Map(isoClausesFor(ems ? ['EMS'] : ['ISMS']).map((clause) => [clause.id, clause.title]));
  const matrixRows = isoClausesFor(ems ? ['EMS'] : ['ISMS'])
    .filter((clause) => clause.inMatrix)
    .map((clause) => [clause.id, clause.title, facts.leadOf(clause.id), facts.supportOf(clause.id)]);
  return [
    {
      heading: '颁布令',
      paragraphs: [
        `为贯彻${standard}标准，${words.org}建立了${systemName}并编制本手册。本手册是${systemName}的纲领性文件，全体员工必须遵照执行。`,
        `本手册于 ${facts.date('release')} 发布，自 ${facts.date('effective')} 起实施。`,
        `最高管理者：${words.topManager}`,
      ],
      table: null,
    },
    {
      heading: '1　目的与适用范围',
      paragraphs: [fill(doc.purpose ?? '', facts, doc), fill(doc.scope ?? '', facts, doc), `认证范围：${words.certScope}`],
      table: null,
    },
    {
      heading: ems ? '2　环境方针' : '2　信息安全方针',
      paragraphs: [words.policy, str(facts.values.commitment) || `最高管理者${words.topManager}承诺满足适用要求并持续改进${systemName}。`],
      table: null,
    },
    {
      heading: ems ? '3　环境目标' : '3　信息安全目标',
      paragraphs: ['组织在相关职能和层次上建立以下可测量的目标，每季度统计，每年评审：'],
      table: { columns: ['目标', '指标', '目标值', '责任部门'], rows: objectives },
    },
    {
      heading: '4　组织机构与职责',
      paragraphs: [`管理者代表：${words.mr}。${ems ? '' : `信息安全负责人：${words.so}。`}文件管理员：${words.dc}。各部门职责如下：`],
      table: {
        columns: ['部门', '负责人', '主要职责'],
        rows: facts.departments.map((department) => [department.name, department.head || '—', department.responsibilities || '—']),
      },
    },
    {
      heading: '5　职能分配表',
      paragraphs: ['各条款的主责部门与配合部门如下：'],
      table: { columns: ['条款', '条款名称', '主责部门', '配合部门'], rows: matrixRows },
    },
    ...set.manualChapters.map(([clause, text], index) => ({
      heading: `${6 + index}　${clause} ${titles.get(clause) ?? ''}`.trim(),
      paragraphs: [fill(text, facts, doc), `主责部门：${facts.leadOf(clause)}。`],
      table: null,
    })),
    {
      heading: `${6 + set.manualChapters.length}　体系文件清单`,
      paragraphs: ['本手册引用的程序文件、管理制度和记录表单如下：'],
      table: {
        columns: ['文件编号', '文件名称'],
        rows: set.documents.filter((item) => item.code !== doc.code).map((item) => [facts.numberOf(item), item.title]),
      },
    },
  ];
}

export function envReportSections(doc: SetDocument, facts: ProjectFacts): DocSection[] {
  const rows = envRows(facts);
  const significant = rows.filter((row) => row.significant);
  const { criteria, threshold } = facts.env;
  return [
    { heading: '1　目的', paragraphs: [fill(doc.purpose ?? '', facts, doc)], table: null },
    {
      heading: '2　评价范围',
      paragraphs: [`体系覆盖范围：${fill(doc.scope ?? '', facts, doc)}`, `评价日期：${facts.date(doc.date ?? 'riskAssessment')}`],
      table: null,
    },
    {
      heading: '3　评价方法',
      paragraphs: [
        `采用多因子评分法，按平台环境因素重要性评价标准逐项打分。总分达到 ${threshold} 分，或任一因子达到最高分的，判定为重要环境因素。评价因子如下：`,
      ],
      table: { columns: ['评价因子', '说明', '最高分'], rows: criteria.map((c) => [c.name, str(c.description) || '—', String(c.maxScore)]) },
    },
    {
      heading: '4　评价结果',
      paragraphs: [
        `共识别环境因素 ${rows.length} 项，其中重要环境因素 ${significant.length} 项（正常状态 ${rows.filter((r) => r.condition === '正常').length} 项、异常 ${rows.filter((r) => r.condition === '异常').length} 项、紧急 ${rows.filter((r) => r.condition === '紧急').length} 项）。`,
      ],
      table: {
        columns: ['序号', '环境因素', '活动/产品/服务', '总分', '判定依据', '责任部门'],
        rows: significant.map((row, index) => [String(index + 1), row.aspect, row.activity, String(row.total), row.reason, row.department]),
      },
    },
    {
      heading: '5　结论',
      paragraphs: [
        significant.length
          ? `上述 ${significant.length} 项重要环境因素纳入运行控制、目标管理和应急准备，由责任部门落实控制措施，经管理者代表${facts.words.mr}审批后发布。`
          : '本次评价未发现重要环境因素，各环境因素按一般环境因素进行日常管理。',
      ],
      table: null,
    },
  ];
}
