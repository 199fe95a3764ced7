/** Enums of ISO documentation projects: document kinds, file states, tree nodes, nonconformities, variable field types. */
import { defineEnum } from '../kernel/enums';

/**
 * What a node of a project's document tree is (docBizType): the four tiers of Chinese practice
 * (domain brief §5.1: 管理手册, 程序文件, 管理制度/作业指导书, 记录表单), the certification
 * application form, the internal audit's nonconformity report and the three environmental
 * evaluation reports of ISO 14001 (spec §3 environment report types).
 */
export const DocBizType = defineEnum({
  manual: '管理手册',
  procedure: '程序文件',
  policy: '管理制度',
  record: '记录表单',
  application: '认证申请书',
  ncReport: '不符合项报告',
  envEvaluationReport: '环境因素评价报告',
  envEvaluationForm: '环境因素识别评价表',
  envEvaluationApproval: '重要环境因素审批表',
});
export type DocBizType = (typeof DocBizType.values)[number];

/** Standard file status (spec §3/§4; glossary): init 待生成, generated 已生成, inhand 处理中, final 定稿, finished 已完成 (delivered). */
export const StandardFileStatus = defineEnum({
  init: '待生成',
  generated: '已生成',
  inhand: '处理中',
  final: '定稿',
  finished: '已完成',
});
export type StandardFileStatus = (typeof StandardFileStatus.values)[number];

/** Where a document file's current version came from. */
export const DocVersionSource = defineEnum({ generated: '系统生成', replaced: '顾问上传替换' });
export type DocVersionSource = (typeof DocVersionSource.values)[number];

/** Internal-audit nonconformity grade (ISO/IEC 17021-1 usage). */
export const NcSeverity = defineEnum({ major: '严重不符合', minor: '一般不符合' });
export type NcSeverity = (typeof NcSeverity.values)[number];

/** A nonconformity's life: raised, corrected by the department (cause, correction, action), verified and closed by the auditor. */
export const NcState = defineEnum({ open: '待整改', corrected: '待验证', closed: '已关闭' });
export type NcState = (typeof NcState.values)[number];

/** The value type of an organisation variable (domain/isoDocuments/variables.ts). */
export const IsoVariableType = defineEnum({
  text: '文本',
  textarea: '多行文本',
  number: '数字',
  date: '日期',
  select: '选项',
  list: '列表',
});
export type IsoVariableType = (typeof IsoVariableType.values)[number];

/** Whether the variables are a draft or a final (定稿) version. */
export const IsoVariableState = defineEnum({ draft: '草稿', final: '已定稿' });
export type IsoVariableState = (typeof IsoVariableState.values)[number];
