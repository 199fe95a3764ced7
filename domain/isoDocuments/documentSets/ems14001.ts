/**
 * EMS-14001-2015: the ISO 14001:2015 document set — the manual, the procedures, the record forms
 * and the three environmental evaluation reports built from the `envAspects` rows scored with the
 * platform's importance criteria (documentRules.envSignificance).
 */
import type { SetDocument, TemplateSet } from './types';

const procedure = (
  code: string,
  title: string,
  clauses: string[],
  purpose: string,
  steps: [string, string][],
  records: string[] = [],
): SetDocument => ({
  code,
  title,
  docBizType: 'procedure',
  folder: 'F-B',
  layout: 'procedure',
  clauses,
  purpose,
  scope: `适用于{{org}}环境管理体系范围内与“${title.replace(/程序$/, '')}”有关的活动。`,
  steps,
  records,
});

const record = (
  code: string,
  title: string,
  clauses: string[],
  columns: string[],
  rows: SetDocument['rows'],
  extra: Partial<SetDocument> = {},
): SetDocument => ({
  code,
  title,
  docBizType: 'record',
  folder: 'F-D',
  layout: 'record',
  clauses,
  columns,
  rows,
  ...extra,
});

const DOCUMENTS: readonly SetDocument[] = [
  {
    code: 'A-01',
    title: '环境管理手册',
    docBizType: 'manual',
    folder: 'F-A',
    layout: 'manual',
    clauses: ['4.4', '5.1', '5.2', '5.3'],
    purpose: '阐述{{org}}的环境方针和目标，描述环境管理体系的范围、过程及其相互作用。',
    scope: '适用于{{scope}}。',
  },
  procedure(
    'B-01',
    '文件化信息控制程序',
    ['7.5'],
    '控制环境管理体系文件和记录。',
    [
      ['编制与批准', '文件由主管部门编制，管理者代表{{mr}}批准，文件管理员{{dc}}登记发放。'],
      ['更改与评审', '文件每 {{cycle}} 个月评审一次，更改经原审批人批准。'],
    ],
    ['D-01'],
  ),
  procedure(
    'B-02',
    '环境因素识别与评价程序',
    ['6.1.2'],
    '识别活动、产品和服务中的环境因素，评价并确定重要环境因素。',
    [
      ['识别', '{{lead}}组织各部门按生命周期观点识别正常、异常和紧急状态下的环境因素。'],
      ['评价', '按平台的环境因素重要性评价标准多因子打分，总分达到阈值或任一因子达到最高分的为重要环境因素。'],
      ['审批与更新', '重要环境因素经管理者代表审批后发布，每年及发生重大变化时更新。'],
    ],
    ['E-01', 'E-02', 'E-03'],
  ),
  procedure(
    'B-03',
    '合规义务管理程序',
    ['6.1.3', '9.1.2'],
    '识别、获取并评价合规义务的履行。',
    [
      ['识别', '{{lead}}识别适用的环境法律法规和其他要求，建立清单。'],
      ['合规性评价', '每年评价一次合规情况，不合规的立即整改。'],
    ],
    ['D-02'],
  ),
  procedure(
    'B-04',
    '运行控制程序',
    ['8.1'],
    '对与重要环境因素有关的运行实施控制。',
    [
      ['废弃物管理', '生活垃圾分类投放，危险废物（废电池、废硒鼓、废灯管）交有资质单位处置并保留转移联单。'],
      ['能源资源', '办公区推行节电、节水、节纸，空调温度夏季不低于 26℃。'],
      ['相关方', '对供方和承包方施加环境影响，告知其环境要求。'],
    ],
    ['D-03'],
  ),
  procedure(
    'B-05',
    '应急准备和响应程序',
    ['8.2'],
    '预防或减轻紧急情况带来的不利环境影响。',
    [
      ['识别', '识别火灾、化学品泄漏等潜在紧急情况。'],
      ['预案与演练', '{{lead}}编制应急预案，每年至少演练一次并评价。'],
    ],
    ['D-04'],
  ),
  procedure(
    'B-06',
    '监视、测量、分析和评价程序',
    ['9.1'],
    '监视测量环境绩效。',
    [
      ['监测内容', '能源、水资源消耗和废弃物产生量每月统计。'],
      ['分析评价', '{{lead}}每季度分析目标完成情况并报告管理者代表。'],
    ],
    ['D-05'],
  ),
  procedure(
    'B-07',
    '内部审核程序',
    ['9.2'],
    '验证环境管理体系的符合性和有效性。',
    [
      ['策划', '每年至少一次内部审核，首次内审于 {{date:internalAudit}} 实施。'],
      ['实施与报告', '审核员不审核自己的工作，不符合项由责任部门整改并验证。'],
    ],
    ['D-06'],
  ),
  procedure('B-08', '管理评审程序', ['9.3'], '评审环境管理体系的适宜性、充分性和有效性。', [
    ['评审', '最高管理者{{topManager}}每年主持管理评审，首次于 {{date:managementReview}} 召开。'],
    ['输出', '形成管理评审报告，跟踪决议落实。'],
  ]),
  procedure(
    'B-09',
    '不符合和纠正措施程序',
    ['10.2'],
    '对不符合采取纠正和纠正措施。',
    [['处置', '责任部门分析原因并制定纠正措施，{{lead}}验证其有效性。']],
    ['D-06'],
  ),
  record('D-01', '受控文件清单', ['7.5'], ['序号', '文件编号', '文件名称', '版本', '发布日期'], 'documents'),
  record('D-02', '合规义务清单', ['6.1.3'], ['名称', '发布机关', '适用条款', '对应措施'], {
    fixed: [
      ['中华人民共和国环境保护法', '全国人大常委会', '污染防治与信息公开', '运行控制程序'],
      ['中华人民共和国固体废物污染环境防治法', '全国人大常委会', '危险废物管理', '废弃物管理'],
      ['中华人民共和国节约能源法', '全国人大常委会', '节能义务', '能源资源管理'],
    ],
  }),
  record('D-03', '废弃物处置记录', ['8.1'], ['日期', '废弃物名称', '数量', '处置单位', '转移联单号', '经办人'], { blank: 6 }),
  record('D-04', '应急演练记录', ['8.2'], ['演练场景', '日期', '参加部门', '发现问题', '改进措施'], { blank: 4 }),
  record('D-05', '环境目标考核表', ['6.2', '9.1'], ['目标', '指标', '目标值', '责任部门', '实际完成', '是否达成'], 'objectives'),
  record('D-06', '内部审核计划', ['9.2'], ['条款', '审核内容', '受审核部门', '审核日期', '审核员'], 'auditPlan', { date: 'internalAudit' }),
  {
    code: 'E-01',
    title: '环境因素识别评价表',
    docBizType: 'envEvaluationForm',
    folder: 'F-E',
    layout: 'record',
    clauses: ['6.1.2'],
    rows: 'envAspects',
    date: 'riskAssessment',
    note: '按环境因素重要性评价标准逐项打分；总分达到判定阈值或任一因子达到最高分的为重要环境因素。',
  },
  {
    code: 'E-02',
    title: '重要环境因素审批表',
    docBizType: 'envEvaluationApproval',
    folder: 'F-E',
    layout: 'record',
    clauses: ['6.1.2'],
    columns: ['序号', '活动/产品/服务', '环境因素', '环境影响', '总分', '判定依据', '责任部门', '控制措施'],
    rows: 'envSignificant',
    date: 'riskAssessment',
    note: '以上重要环境因素经评价确定，报管理者代表{{mr}}审批后发布，纳入运行控制和目标管理。',
  },
  {
    code: 'E-03',
    title: '环境因素评价报告',
    docBizType: 'envEvaluationReport',
    folder: 'F-E',
    layout: 'envReport',
    clauses: ['6.1.2'],
    purpose: '说明{{org}}环境因素识别和评价的范围、方法和结果，确定需要控制的重要环境因素。',
    scope: '{{scope}}',
    date: 'riskAssessment',
  },
];

export const EMS_14001_2015: TemplateSet = {
  code: 'EMS-14001-2015',
  version: 1,
  numberPart: 'EMS',
  folders: [
    { code: 'F-A', title: '一级文件　管理手册', docBizType: 'manual' },
    { code: 'F-B', title: '二级文件　程序文件', docBizType: 'procedure' },
    { code: 'F-D', title: '四级文件　记录表单', docBizType: 'record' },
    { code: 'F-E', title: '环境因素评价', docBizType: 'envEvaluationReport' },
  ],
  documents: DOCUMENTS,
  manualChapters: [
    ['4.1', '{{org}}识别与环境管理有关的内外部因素，包括环境状况、法律法规和相关方期望。'],
    ['4.3', '本体系的范围为：{{scope}}。'],
    ['5.2', '环境方针：{{policy}}。'],
    ['6.1.2', '组织按《环境因素识别与评价程序》识别环境因素并确定重要环境因素，结果见环境因素评价报告。'],
    ['6.1.3', '组织识别并遵守适用的合规义务，每年进行合规性评价。'],
    ['6.2', '组织建立可测量的环境目标（见本手册“环境目标”），明确责任部门和完成时间。'],
    ['7.2', '{{lead:7.2}}确保从事可能产生重大环境影响工作的人员具备能力，体系培训于 {{date:training}} 完成。'],
    ['8.1', '组织对与重要环境因素有关的运行实施控制，按《运行控制程序》执行。'],
    ['8.2', '组织建立应急准备和响应程序并定期演练。'],
    ['9.2', '组织按计划实施内部审核，首次内审于 {{date:internalAudit}} 实施。'],
    ['9.3', '最高管理者{{topManager}}按计划的时间间隔进行管理评审，首次于 {{date:managementReview}} 召开。'],
    ['10.2', '发生不符合时采取纠正和纠正措施并评审其有效性。'],
  ],
};
