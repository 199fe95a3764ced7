/**
 * The text of a product's two documents (spec §3 upload types): the working instruction
 * (作业指导书: how the service is delivered, step by step, under the product's standard) and the
 * inspection standard (检查标准: the check items the delivery team records a finding for), both
 * derived from the product's definition. Pure: the server writes them as .docx for the demo
 * products (server/modules/products/demoDocuments.ts); the mocks use the same outline.
 */
import type { ProductDefinition } from './contracts';
import { isoClause, isoControl, MlpsCategory, MlpsExtension, mlpsControlPoint } from '../catalogues';
import { Importance } from '../engines/risk/scales';
import { ProductDocumentType, ServiceKind } from './enums';
import { productMethod, productStandardLabel } from './method';
import { Role } from '../kernel/roles';

/** A block of a document: a heading, a paragraph, or a table whose first row is its header. */
export type DocumentBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'table'; rows: string[][] };

export interface DocumentOutline {
  title: string;
  /** The file name the download carries (…docx). */
  fileName: string;
  blocks: DocumentBlock[];
}

const FINDINGS = '符合 / 部分符合 / 不符合 / 不适用';

/** The standard the product's service is delivered against, in words. */
export function productStandardText(definition: ProductDefinition): string {
  const { basic, catalogue } = definition;
  if (basic.serviceKind === 'riskAssessment') return 'GB/T 20984-2022《信息安全技术 信息安全风险评估方法》';
  if (basic.standard === 'gov') {
    const level = catalogue.level ? `第${['一', '二', '三', '四'][catalogue.level - 1]}级` : '';
    const extensions = catalogue.extensions.map((e) => MlpsExtension.label(e)).join('、');
    return `GB/T 22239-2019《信息安全技术 网络安全等级保护基本要求》${level}安全通用要求${extensions ? `及${extensions}` : ''}`;
  }
  return 'ISO/IEC 27001:2022《信息安全、网络安全和隐私保护 信息安全管理体系 要求》';
}

/**
 * The assessment contents of GB/T 20984-2022 a risk assessment records a finding for: [item, source],
 * in the method's order (preparation, risk identification, risk analysis, risk evaluation).
 */
export const GBT20984_CHECK_ITEMS: readonly [string, string][] = [
  ['评估准备：评估目标、范围与边界，评估团队与评估方案', 'GB/T 20984-2022 评估准备'],
  ['业务识别：业务功能、对象、流程、范围，业务重要性赋值', 'GB/T 20984-2022 风险识别（资产识别）'],
  ['系统资产识别：信息系统、数据资源、通信网络及其保密性、完整性、可用性赋值', 'GB/T 20984-2022 风险识别（资产识别）'],
  ['系统组件和单元资产识别：数据、软件、实物、服务、人员等及其赋值', 'GB/T 20984-2022 风险识别（资产识别）'],
  ['威胁识别：威胁来源、种类及其发生频率赋值', 'GB/T 20984-2022 风险识别（威胁识别）'],
  ['已有安全措施识别：预防性与保护性措施及其有效性确认', 'GB/T 20984-2022 风险识别（已有安全措施识别）'],
  ['脆弱性识别：技术与管理脆弱性及其严重程度赋值', 'GB/T 20984-2022 风险识别（脆弱性识别）'],
  ['风险分析：由资产价值、威胁可能性与脆弱性严重程度计算风险值', 'GB/T 20984-2022 风险分析'],
  ['风险评价：依据风险评价准则确定风险等级，识别不可接受的风险', 'GB/T 20984-2022 风险评价'],
  ['风险处置建议：对不可接受的风险提出处置措施与残余风险', 'GB/T 20984-2022 风险评价'],
];

/** The check items of the inspection standard: [number, item, source]. */
export function productCheckItems(definition: ProductDefinition): [string, string][] {
  const { basic, catalogue, templates } = definition;
  if (productMethod(basic) === 'gbt20984') return GBT20984_CHECK_ITEMS.map(([item, source]) => [item, source]);
  if (basic.serviceKind === 'questionnaire' && templates.questionnaire.questions.length > 0) {
    return templates.questionnaire.questions.map((question) => [question.title, `问卷《${templates.questionnaire.title || basic.name}》`]);
  }
  if (basic.standard === 'gov') {
    return catalogue.controlPoints.flatMap((id): [string, string][] => {
      const point = mlpsControlPoint(id);
      return point ? [[`${point.name}（${id}）`, `GB/T 22239-2019 ${MlpsCategory.label(point.category)}`]] : [];
    });
  }
  const clauses = catalogue.clauses.flatMap((id): [string, string][] => {
    const clause = isoClause(id);
    return clause ? [[`${id} ${clause.title}`, 'ISO/IEC 27001:2022 正文条款']] : [];
  });
  const controls = catalogue.controls.flatMap((number): [string, string][] => {
    const control = isoControl(number);
    return control ? [[`A.${number} ${control.title}`, 'ISO/IEC 27001:2022 附录 A']] : [];
  });
  return [...clauses, ...controls];
}

const days = (n: number) => `${n} 天`;

function workingInstruction(definition: ProductDefinition): DocumentOutline {
  const { basic, steps, importance } = definition;
  const title = `${basic.name} 作业指导书`;
  return {
    title,
    fileName: `${basic.name}-作业指导书.docx`,
    blocks: [
      { kind: 'heading', text: '一、目的和适用范围' },
      {
        kind: 'paragraph',
        text: `本作业指导书规定“${basic.name}”（${ServiceKind.label(basic.serviceKind)}）服务的交付步骤、职责和要求，适用于承接该产品项目的渠道交付团队。`,
      },
      ...(basic.summary ? [{ kind: 'paragraph' as const, text: `服务内容：${basic.summary}` }] : []),
      { kind: 'heading', text: '二、依据标准' },
      { kind: 'paragraph', text: `${productStandardText(definition)}（标准类型：${productStandardLabel(basic)}）。` },
      { kind: 'heading', text: '三、交付周期' },
      { kind: 'paragraph', text: `计划交付周期 ${days(basic.deliveryDays)}（自然日），各步骤工期见下表。` },
      { kind: 'heading', text: '四、作业步骤' },
      {
        kind: 'table',
        rows: [
          ['序号', '步骤', '重要程度', '负责角色', '工期', '作业要求'],
          ...steps.map((step, index) => [
            String(index + 1),
            step.name,
            Importance.label(step.importance),
            Role.label(step.ownerRole),
            days(step.days),
            step.description || '按依据标准执行并保留过程记录',
          ]),
        ],
      },
      { kind: 'heading', text: '五、重要程度说明' },
      ...importance.map((row) => ({
        kind: 'paragraph' as const,
        text: `${Importance.label(row.level)}：${row.description}${row.reviewRequired ? '（须经平台审核后方可进入下一步骤）' : ''}`,
      })),
      { kind: 'heading', text: '六、记录' },
      { kind: 'paragraph', text: '每一步骤完成后，负责角色在平台项目中上传过程记录；检查项的结论按《检查标准》填写。' },
    ],
  };
}

function inspectionStandard(definition: ProductDefinition): DocumentOutline {
  const { basic } = definition;
  const items = productCheckItems(definition);
  return {
    title: `${basic.name} 检查标准`,
    fileName: `${basic.name}-检查标准.docx`,
    blocks: [
      { kind: 'heading', text: '一、依据' },
      { kind: 'paragraph', text: `${productStandardText(definition)}。` },
      { kind: 'heading', text: '二、结论的取值' },
      { kind: 'paragraph', text: `每一检查项的结论取 ${FINDINGS} 之一；“部分符合”与“不符合”须写明差距和整改建议。` },
      { kind: 'heading', text: `三、检查项（共 ${items.length} 项）` },
      {
        kind: 'table',
        rows: [['序号', '检查项', '来源', '结论'], ...items.map(([item, source], index) => [String(index + 1), item, source, ''])],
      },
    ],
  };
}

/** The outline of one of a product's documents. */
export function productDocumentOutline(definition: ProductDefinition, type: ProductDocumentType): DocumentOutline {
  return type === 'workingInstruction' ? workingInstruction(definition) : inspectionStandard(definition);
}

/** Both documents, in ProductDocumentType order. */
export const productDocumentOutlines = (definition: ProductDefinition) =>
  ProductDocumentType.values.map((type) => ({ type, outline: productDocumentOutline(definition, type) }));
