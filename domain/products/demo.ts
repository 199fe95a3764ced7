/**
 * Demo service products: one published product per assessment kind, with real catalogue
 * selections, delivery steps and templates, published by the platform manager. The
 * server seeds them (draft = version 1, status published) and the mocks answer from them.
 */
import type { ProductDefinition, QuestionTemplate } from './contracts';
import { ISO27001_CLAUSES, ISO27001_CONTROLS, mlpsControlPointsFor } from '../catalogues';
import { DEFAULT_IMPORTANCE, DEFAULT_STEPS, defaultTemplates, EMPTY_CATALOGUE, ISO_GAP_STEPS, RISK_REQUIRED_OPTIONS } from './rules';

export interface DemoProduct {
  productCode: string;
  definition: ProductDefinition;
}

const SALE_END = '2027-12-31';
const NO_DOCUMENTS = { workingInstruction: null, inspectionStandard: null };

const question = (title: string, answerType: QuestionTemplate['answerType'], options: string[] = []): QuestionTemplate => ({
  title,
  answerType,
  required: true,
  options,
});

const YES_NO = ['已建立并有效执行', '已建立但执行不充分', '未建立'];

const riskTemplates = () => {
  const templates = defaultTemplates();
  return {
    ...templates,
    questionnaire: {
      title: '风险评估前期调研',
      questions: [
        question('请简述被评估单位的主要业务', 'text'),
        question('是否已完成网络安全等级保护定级备案？', 'single-select', ['已备案', '未备案', '不涉及']),
      ],
    },
  };
};

/** An internal-auditor exam product on a shipped paper (domain/exam/paper.ts SHIPPED_PAPERS): each seat sold is one attempt. */
function examProduct(productCode: string, name: string, examPaperCode: string, summary: string, pricePoints: number): DemoProduct {
  return {
    productCode,
    definition: {
      basic: { name, summary, serviceKind: 'exam', standard: 'iso', projectCreateType: 'iso', pricePoints, deliveryDays: 30, saleEndDate: SALE_END },
      catalogue: {
        level: null,
        extensions: [],
        controlPoints: [],
        clauses: ['9.2'],
        controls: [],
      },
      steps: [...DEFAULT_STEPS.exam],
      importance: [...DEFAULT_IMPORTANCE],
      templates: { questionnaire: { title: '', questions: [] }, assetOptions: [], examPaperCode },
      documents: NO_DOCUMENTS,
    },
  };
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    productCode: 'PD-RA-20984',
    definition: {
      basic: {
        name: '信息安全风险评估（GB/T 20984-2022）',
        summary: '按 GB/T 20984-2022 识别业务资产、系统资产及组件，评估威胁与脆弱性并计算风险，出具风险评估报告。',
        serviceKind: 'riskAssessment',
        standard: 'gov',
        projectCreateType: 'gov',
        pricePoints: 3_000,
        deliveryDays: 30,
        saleEndDate: SALE_END,
      },
      // Checked against the GB/T 20984-2022 method's assessment contents, not a catalogue selection.
      catalogue: { ...EMPTY_CATALOGUE },
      steps: [...DEFAULT_STEPS.riskAssessment],
      importance: [...DEFAULT_IMPORTANCE],
      templates: riskTemplates(),
      documents: NO_DOCUMENTS,
    },
  },
  {
    productCode: 'PD-GAP-MLPS3',
    definition: {
      basic: {
        name: '等级保护 2.0 第三级差距分析',
        summary: '对照 GB/T 22239-2019 第三级安全通用要求及云计算扩展要求逐项核查，给出差距与整改建议。',
        serviceKind: 'gapAnalysis',
        standard: 'gov',
        projectCreateType: 'gov',
        pricePoints: 2_000,
        deliveryDays: 14,
        saleEndDate: SALE_END,
      },
      catalogue: {
        level: 3,
        extensions: ['cloud'],
        controlPoints: mlpsControlPointsFor(3, ['cloud']).map((point) => point.id),
        clauses: [],
        controls: [],
      },
      steps: [...DEFAULT_STEPS.gapAnalysis],
      importance: [...DEFAULT_IMPORTANCE],
      templates: {
        questionnaire: { title: '', questions: [] },
        assetOptions: defaultTemplates().assetOptions.filter((option) =>
          ['systemType', 'carryType', ...RISK_REQUIRED_OPTIONS].includes(option.attrCode),
        ),
      },
      documents: NO_DOCUMENTS,
    },
  },
  {
    productCode: 'PD-GAP-ISO27001',
    definition: {
      basic: {
        name: 'ISO/IEC 27001:2022 差距分析',
        summary: '对照 ISO/IEC 27001:2022 第 4–10 章及附录 A 的 93 项控制措施评估现状，输出差距报告与适用性声明建议。',
        serviceKind: 'gapAnalysis',
        standard: 'iso',
        projectCreateType: 'iso',
        pricePoints: 2_500,
        deliveryDays: 21,
        saleEndDate: SALE_END,
      },
      catalogue: {
        level: null,
        extensions: [],
        controlPoints: [],
        clauses: ISO27001_CLAUSES.filter((clause) => clause.depth === 2).map((clause) => clause.id),
        controls: ISO27001_CONTROLS.map((control) => control.number),
      },
      steps: [...ISO_GAP_STEPS],
      importance: [...DEFAULT_IMPORTANCE],
      templates: { questionnaire: { title: '', questions: [] }, assetOptions: [] },
      documents: NO_DOCUMENTS,
    },
  },
  {
    productCode: 'PD-CERT-ISO27001',
    definition: {
      basic: {
        name: 'ISO/IEC 27001:2022 认证咨询',
        summary: '协助企业建立信息安全管理体系并试运行，组织内部审核与管理评审，向认证机构提交认证申请并陪同第一、二阶段审核。',
        serviceKind: 'certification',
        standard: 'iso',
        projectCreateType: 'iso',
        pricePoints: 8_000,
        deliveryDays: 120,
        saleEndDate: SALE_END,
      },
      catalogue: {
        level: null,
        extensions: [],
        controlPoints: [],
        clauses: ISO27001_CLAUSES.filter((clause) => clause.depth === 2).map((clause) => clause.id),
        controls: ISO27001_CONTROLS.map((control) => control.number),
      },
      steps: [...DEFAULT_STEPS.certification],
      importance: [...DEFAULT_IMPORTANCE],
      templates: { questionnaire: { title: '', questions: [] }, assetOptions: [], isoDocumentSetCode: 'ISMS-27001-2022' },
      documents: NO_DOCUMENTS,
    },
  },
  {
    productCode: 'PD-QN-ONLINE',
    definition: {
      basic: {
        name: '信息安全在线问卷评估',
        summary: '以在线问卷快速了解企业信息安全管理现状（覆盖 ISO/IEC 27001 组织与人员控制），自动生成评估结果。',
        serviceKind: 'questionnaire',
        standard: 'iso',
        projectCreateType: 'iso',
        pricePoints: 500,
        deliveryDays: 10,
        saleEndDate: SALE_END,
      },
      catalogue: {
        level: null,
        extensions: [],
        controlPoints: [],
        clauses: ['5.2', '6.1.2', '7.2', '9.2'],
        controls: ['5.1', '5.9', '5.15', '5.24', '6.1', '6.3', '8.7', '8.13'],
      },
      steps: [...DEFAULT_STEPS.questionnaire],
      importance: [...DEFAULT_IMPORTANCE],
      templates: {
        questionnaire: {
          title: '信息安全管理现状问卷',
          questions: [
            question('贵单位是否发布了经管理层批准的信息安全方针？', 'single-select', YES_NO),
            question('是否建立了信息资产清单并定期更新？', 'single-select', YES_NO),
            question('访问控制采用了哪些措施？', 'multi-select', ['统一身份认证', '最小权限', '定期权限复核', '多因素认证']),
            question('是否制定了信息安全事件管理流程？', 'single-select', YES_NO),
            question('员工入职前是否进行背景审查？', 'single-select', ['全部岗位', '关键岗位', '未开展']),
            question('最近一年开展了几次信息安全意识培训？请说明形式', 'text'),
            question('请上传最近一次数据备份恢复演练的记录', 'text_file'),
            question('终端是否统一部署了恶意代码防护软件？', 'single-select', ['全部部署', '部分部署', '未部署']),
          ],
        },
        assetOptions: [],
      },
      documents: NO_DOCUMENTS,
    },
  },
  examProduct(
    'PD-EXAM-ISO27001',
    'ISO/IEC 27001:2022 内审员认证考试',
    'EP-ISO27001-DEFAULT',
    '覆盖 ISO/IEC 27001:2022 第 4–10 章、附录 A 四类控制和 ISO 19011 审核实务的内审员资格考试，及格颁发可在线验证的证书。',
    300,
  ),
  examProduct(
    'PD-EXAM-AUDIT',
    '信息安全审核实务考试',
    'EP-AUDIT-PRACTICE',
    '审核方案、审核计划、审核证据与抽样、不符合的分级与描述、首末次会议和跟踪验证的专项考试。',
    200,
  ),
  examProduct(
    'PD-EXAM-ANNEXA',
    '附录 A 控制措施专项考试',
    'EP-ANNEX-A',
    'ISO/IEC 27001:2022 附录 A 组织、人员、物理和技术四类控制措施的专项考试，30 分钟。',
    150,
  ),
];

/** The platform manager who published the demo products. */
export const DEMO_PRODUCT_PUBLISHER = 'A-01';
