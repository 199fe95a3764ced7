/**
 * Step 4: the templates a product's projects start from — the questionnaire (questions with answer
 * types and options) and the asset template's business-option dictionaries (spec §3 "Business
 * options": attrCode, hasCategory, categorys, items; GB/T 20984 dictionaries biz_func … sys_integrity).
 * An internal-auditor exam product (serviceKind exam) has neither: its template is the 试卷 its
 * attempts are drawn from (templates.examPaperCode); the others are kept as they are, unshown.
 * An ISO 认证咨询 product (serviceKind certification) names the ISO document template set its
 * projects' documents are generated from (templates.isoDocumentSetCode).
 */
import { ProForm, ProFormDependency, ProFormList, ProFormSelect, ProFormSwitch, ProFormText } from '@/components/FormKit';
import { Card, Typography } from 'antd';
import type React from 'react';
import { QuestionTemplate } from '@domain/products/contracts';
import { AssetOptionCode, QuestionAnswerType, type ServiceKind } from '@domain/enums';
import { ManagementSystem } from '@domain/engines/auditTime/model';
import { DEFAULT_ISO_TEMPLATE_SET, ISO_TEMPLATE_SET_SUMMARIES } from '@domain/isoDocuments/templateSets';
import type { BusinessOption, ProductTemplates } from '@/services/products';
import { zodRule } from '../../components/rules';
import { ExamPaperField } from './ExamPaperField';
import { StepSubmitter } from './StepSubmitter';

type Item = { value: string; label: string };
interface OptionValues {
  attrCode: BusinessOption['attrCode'];
  hasCategory: boolean;
  labels?: string[];
  categorys?: { name: string; labels?: string[] }[];
}
interface Values {
  questionnaire: ProductTemplates['questionnaire'];
  assetOptions: OptionValues[];
}

/** Labels back to items: a kept label keeps its value, a new one gets the next number. */
export function itemsOf(labels: readonly string[] = [], previous: readonly Item[] = []): Item[] {
  const used = new Set(previous.map((item) => item.value));
  let next = previous.reduce((max, item) => Math.max(max, Number(item.value) || 0), 0);
  return [...new Set(labels.map((label) => label.trim()).filter(Boolean))].map((label) => {
    const kept = previous.find((item) => item.label === label);
    if (kept) return kept;
    do next += 1;
    while (used.has(String(next)));
    used.add(String(next));
    return { value: String(next), label };
  });
}

const toValues = (templates: ProductTemplates): Values => ({
  questionnaire: templates.questionnaire,
  assetOptions: templates.assetOptions.map((option) => ({
    attrCode: option.attrCode,
    hasCategory: option.hasCategory,
    labels: option.items.map((item) => item.label),
    categorys: option.categorys.map((category) => ({ name: category.name, labels: category.items.map((item) => item.label) })),
  })),
});

export function toTemplates(values: Values, previous: ProductTemplates): ProductTemplates {
  return {
    questionnaire: {
      title: values.questionnaire?.title ?? '',
      questions: (values.questionnaire?.questions ?? []).map((q) => QuestionTemplate.parse(q)),
    },
    assetOptions: (values.assetOptions ?? []).map((option) => {
      const before = previous.assetOptions.find((o) => o.attrCode === option.attrCode);
      return {
        attrCode: option.attrCode,
        hasCategory: Boolean(option.hasCategory),
        items: option.hasCategory ? [] : itemsOf(option.labels, before?.items),
        categorys: option.hasCategory
          ? (option.categorys ?? []).map((category) => ({
              name: category.name,
              items: itemsOf(category.labels, before?.categorys.find((c) => c.name === category.name)?.items),
            }))
          : [],
      };
    }),
  };
}

const tags = { mode: 'tags' as const, tokenSeparators: [',', '，'], open: false };

interface Props {
  serviceKind: ServiceKind;
  initial: ProductTemplates;
  onSubmit: (templates: ProductTemplates) => Promise<void>;
}

/** An exam product's template: its paper. */
const ExamTemplate: React.FC<Omit<Props, 'serviceKind'>> = ({ initial, onSubmit }) => (
  <ProForm<{ examPaperCode?: string }>
    initialValues={{ examPaperCode: initial.examPaperCode }}
    submitter={StepSubmitter}
    onFinish={async ({ examPaperCode }) => {
      await onSubmit({ ...initial, examPaperCode });
      return true;
    }}
  >
    <Card size="small" title="考试模板">
      <Typography.Paragraph type="secondary">内审员认证考试产品不使用问卷模板和资产模板：每个名额的考生按所选试卷作答。</Typography.Paragraph>
      <ExamPaperField name="examPaperCode" />
    </Card>
  </ProForm>
);

/** An ISO 认证咨询 product's template: the document set its projects generate. */
const CertificationTemplate: React.FC<Omit<Props, 'serviceKind'>> = ({ initial, onSubmit }) => (
  <ProForm<{ isoDocumentSetCode?: string }>
    initialValues={{ isoDocumentSetCode: initial.isoDocumentSetCode ?? DEFAULT_ISO_TEMPLATE_SET }}
    submitter={StepSubmitter}
    onFinish={async ({ isoDocumentSetCode }) => {
      await onSubmit({ ...initial, isoDocumentSetCode });
      return true;
    }}
  >
    <Card size="small" title="体系文件模板">
      <Typography.Paragraph type="secondary">
        顾问为客户生成体系文件（管理手册、程序文件、管理制度、记录表单）时使用所选模板；模板随产品版本固定，已购项目沿用购买时的版本。
      </Typography.Paragraph>
      <ProFormSelect
        name="isoDocumentSetCode"
        label="体系文件模板"
        width="xl"
        rules={[{ required: true, message: '请选择体系文件模板' }]}
        options={ISO_TEMPLATE_SET_SUMMARIES.map((set) => ({
          value: set.code,
          label: `${set.name}（第 ${set.version} 版，${set.systems.map((system) => ManagementSystem.label(system)).join('、')}）`,
        }))}
      />
    </Card>
  </ProForm>
);

export const TemplateStep: React.FC<Props> = ({ serviceKind, initial, onSubmit }) => {
  if (serviceKind === 'exam') return <ExamTemplate initial={initial} onSubmit={onSubmit} />;
  if (serviceKind === 'certification') return <CertificationTemplate initial={initial} onSubmit={onSubmit} />;
  return <AssessmentTemplates initial={initial} onSubmit={onSubmit} />;
};

const AssessmentTemplates: React.FC<Omit<Props, 'serviceKind'>> = ({ initial, onSubmit }) => (
  <ProForm<Values>
    initialValues={toValues(initial)}
    submitter={StepSubmitter}
    onFinish={async (values) => {
      await onSubmit(toTemplates(values, initial));
      return true;
    }}
  >
    <Card size="small" title="问卷模板" style={{ marginBottom: 16 }}>
      <ProFormText name={['questionnaire', 'title']} label="问卷标题" width="lg" />
      <ProFormList
        name={['questionnaire', 'questions']}
        creatorButtonProps={{ creatorButtonText: '添加题目' }}
        creatorRecord={{ title: '', answerType: 'single-select', required: true, options: [] }}
      >
        <ProForm.Group>
          <ProFormText name="title" label="题目" width="lg" rules={[zodRule(QuestionTemplate.shape.title)]} />
          <ProFormSelect name="answerType" label="题型" width="xs" options={QuestionAnswerType.options()} />
          <ProFormSwitch name="required" label="必答" />
          <ProFormSelect name="options" label="选项" width="md" fieldProps={tags} placeholder="输入选项后回车" />
        </ProForm.Group>
      </ProFormList>
    </Card>
    <Card size="small" title="资产模板：业务选项">
      <Typography.Paragraph type="secondary">风险评估项目填写资产时使用这些选项；带分类的选项按分类列出选项值。</Typography.Paragraph>
      <ProFormList
        name="assetOptions"
        creatorButtonProps={{ creatorButtonText: '添加业务选项' }}
        creatorRecord={{ attrCode: undefined, hasCategory: false, labels: [] }}
      >
        <ProForm.Group>
          <ProFormSelect
            name="attrCode"
            label="业务选项"
            width="sm"
            options={AssetOptionCode.options()}
            rules={[{ required: true, message: '请选择业务选项' }]}
          />
          <ProFormSwitch name="hasCategory" label="分类" />
          <ProFormDependency name={['hasCategory']}>
            {({ hasCategory }) =>
              hasCategory ? (
                <ProFormList name="categorys" creatorButtonProps={{ creatorButtonText: '添加分类' }} creatorRecord={{ name: '', labels: [] }}>
                  <ProForm.Group>
                    <ProFormText name="name" label="分类" width="xs" rules={[{ required: true, message: '请输入分类名称' }]} />
                    <ProFormSelect name="labels" label="选项值" width="lg" fieldProps={tags} />
                  </ProForm.Group>
                </ProFormList>
              ) : (
                <ProFormSelect name="labels" label="选项值" width="xl" fieldProps={tags} placeholder="输入选项值后回车" />
              )
            }
          </ProFormDependency>
        </ProForm.Group>
      </ProFormList>
    </Card>
  </ProForm>
);
