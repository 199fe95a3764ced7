/**
 * 申请信息: what the contract review computes from — standards, scope and IAF codes (suggested
 * from the industry by the dictionaries' findCertScopeCodeByHangyeCode), the effective personnel
 * (full-time, part-time groups, repetitive-work groups incl. shifts), complexity for EMS/OHSMS and
 * the clauses not applicable (suggested by findNotApplicableClause). Editable while accepted or
 * reviewed (a change asks for a new review); otherwise shown read-only.
 */
import { Button, Card, Descriptions, Form, Space, Tag, Typography, message } from 'antd';
import type React from 'react';
import { certProjectSaveApplication as contract, NotApplicableBody } from '@domain/certification/contracts';
import { AuditComplexity, COMPLEXITY_CATEGORIES, ManagementSystem } from '@domain/engines/auditTime/model';
import { CertScopeSelect, IndustrySelect, RegionCascader } from '@/components/DictionaryInputs';
import {
  ProForm,
  ProFormDependency,
  ProFormDigit,
  ProFormItem,
  ProFormList,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@/components/FormKit';
import { zodRule } from '@/components/FormKit/zodRule';
import { certProjectSaveApplication, type CertProjectDetail } from '@/services/certification';
import { findNotApplicableClause } from '@/services/dictionaries';
import { fromScopeCodes, toScopeCodes } from './RegisterForm';

const fields = contract.body!.shape;
const STANDARD_CODES = { QMS: 'ISO9001', EMS: 'ISO14001', OHSMS: 'ISO45001', ISMS: 'ISO27001' } as const;

type Values = {
  contactName: string;
  contactPhone: string;
  regionCode: string;
  standards: (keyof typeof STANDARD_CODES)[];
  scopeText: string;
  scopeCodes?: number[];
  hangyeCode?: string;
  fullTime?: number;
  sites?: { name: string; central?: boolean; fullTime: number }[];
  partTime?: { count: number; hoursPerWeek: number }[];
  repetitive?: { count: number; justification: string; pool?: string }[];
  complexity?: Record<string, string>;
  notApplicable?: { clause: string; reason: string }[];
};

const ReadOnly: React.FC<{ project: CertProjectDetail }> = ({ project }) => {
  const a = project.application;
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label="认证标准">{a.standards.map((s) => ManagementSystem.label(s)).join('、')}</Descriptions.Item>
      <Descriptions.Item label="专业代码">{a.scopeCodes.join('、') || '—'}</Descriptions.Item>
      <Descriptions.Item label="认证范围" span={2}>
        {a.scopeText}
      </Descriptions.Item>
      <Descriptions.Item label="全职人数">{a.personnel?.fullTime ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="兼职 / 重复性工作组">{`${a.personnel?.partTime?.length ?? 0} 组 / ${a.personnel?.repetitive?.length ?? 0} 组`}</Descriptions.Item>
      <Descriptions.Item label="复杂程度" span={2}>
        {Object.entries(a.complexity)
          .map(([standard, level]) => `${ManagementSystem.label(standard)}：${AuditComplexity.label(level)}`)
          .join('；') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="不适用条款" span={2}>
        {a.notApplicable.length
          ? a.notApplicable.map((item) => (
              <div key={item.clause}>
                <Tag>{item.clause}</Tag>
                {item.reason}
              </div>
            ))
          : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
};

const ApplicationTab: React.FC<{ project: CertProjectDetail; onSaved: (next: CertProjectDetail) => void }> = ({ project, onSaved }) => {
  const [form] = Form.useForm<Values>();
  if (!project.canEditApplication) return <ReadOnly project={project} />;
  const a = project.application;

  const suggestClauses = async () => {
    const { standards = [], hangyeCode } = form.getFieldsValue();
    const found: { clause: string; reason: string }[] = [];
    for (const standard of standards) {
      const answer = await findNotApplicableClause({ standard: STANDARD_CODES[standard], hangyeCode: hangyeCode || undefined });
      for (const clause of answer.clauses.filter((c) => c.suggested))
        found.push({ clause: clause.clause, reason: `${clause.title}：${clause.condition}` });
    }
    const current = form.getFieldValue('notApplicable') ?? [];
    const known = new Set(current.map((item: { clause: string }) => item.clause));
    form.setFieldValue('notApplicable', [...current, ...found.filter((item) => !known.has(item.clause))]);
    message.info(found.length ? `已按行业建议添加 ${found.length} 条，请与客户逐条确认` : '该行业没有建议的不适用条款');
  };

  return (
    <ProForm<Values>
      form={form}
      initialValues={{
        ...a,
        hangyeCode: a.hangyeCode ?? undefined,
        scopeCodes: fromScopeCodes(a.scopeCodes),
        fullTime: a.personnel?.fullTime,
        partTime: a.personnel?.partTime ?? [],
        repetitive: a.personnel?.repetitive ?? [],
        sites: a.sites.map((site) => ({ name: site.name, central: site.central, fullTime: site.personnel.fullTime })),
      }}
      submitter={{ searchConfig: { submitText: '保存申请信息' }, resetButtonProps: false }}
      onFinish={async (values) => {
        try {
          const next = await certProjectSaveApplication({
            certProjectCode: project.certProjectCode,
            version: project.version,
            contactName: values.contactName,
            contactPhone: values.contactPhone,
            regionCode: values.regionCode,
            standards: values.standards,
            scopeText: values.scopeText,
            scopeCodes: toScopeCodes(values.scopeCodes),
            hangyeCode: values.hangyeCode ?? '',
            personnel: { fullTime: values.fullTime ?? 0, partTime: values.partTime ?? [], repetitive: values.repetitive ?? [] } as never,
            // Several sites: the time is computed per site (IAF MD1) from each site's people.
            sites: (values.sites ?? []).map((site) => ({
              name: site.name,
              central: !!site.central,
              visited: true,
              personnel: { fullTime: site.fullTime ?? 0 },
            })) as never,
            complexity: (values.complexity ?? {}) as never,
            notApplicable: values.notApplicable ?? [],
          });
          message.success(project.state === 'reviewed' ? '申请信息已保存，请重新进行合同评审' : '申请信息已保存');
          onSaved(next);
        } catch {
          return false;
        }
        return true;
      }}
      grid
      rowProps={{ gutter: 16 }}
    >
      <ProFormText name="contactName" label="联系人" colProps={{ span: 8 }} rules={[zodRule(fields.contactName)]} />
      <ProFormText name="contactPhone" label="联系电话" colProps={{ span: 8 }} rules={[zodRule(fields.contactPhone)]} />
      <ProFormItem name="regionCode" label="所在地区" colProps={{ span: 8 }} rules={[zodRule(fields.regionCode)]}>
        <RegionCascader />
      </ProFormItem>
      <ProFormSelect
        name="standards"
        label="认证标准"
        mode="multiple"
        colProps={{ span: 12 }}
        options={ManagementSystem.options()}
        rules={[zodRule(fields.standards)]}
      />
      <ProFormItem name="hangyeCode" label="所属行业（用于建议专业代码和不适用条款）" colProps={{ span: 12 }}>
        <IndustrySelect />
      </ProFormItem>
      <ProFormTextArea
        name="scopeText"
        label="认证范围"
        colProps={{ span: 24 }}
        rules={[zodRule(fields.scopeText)]}
        fieldProps={{ maxLength: 1000 }}
      />
      <ProFormDependency name={['hangyeCode']}>
        {({ hangyeCode }) => (
          <ProFormItem name="scopeCodes" label="专业代码（IAF，标“建议”的为按行业建议）" colProps={{ span: 24 }}>
            <CertScopeSelect hangyeCode={hangyeCode} />
          </ProFormItem>
        )}
      </ProFormDependency>
      <Card size="small" title="有效人数" style={{ width: '100%', marginBottom: 16 }}>
        <ProFormDigit
          name="fullTime"
          label="全职人数（含各班次）"
          min={0}
          max={100000}
          rules={[{ required: true, message: '请填写全职人数（personnel.fullTime）' }]}
        />
        <ProFormList
          name="partTime"
          label="兼职人员组（按每周工时折算）"
          creatorButtonProps={{ creatorButtonText: '添加兼职组' }}
          creatorRecord={{ count: 1, hoursPerWeek: 20 }}
        >
          <ProForm.Group>
            <ProFormDigit name="count" label="人数" min={1} />
            <ProFormDigit name="hoursPerWeek" label="每周工时" min={1} max={168} />
          </ProForm.Group>
        </ProFormList>
        <ProFormList
          name="repetitive"
          label="重复性工作组（同一工作的不同班次填写相同的“组名”）"
          creatorButtonProps={{ creatorButtonText: '添加重复性工作组' }}
          creatorRecord={{ count: 2 }}
        >
          <ProForm.Group>
            <ProFormDigit name="count" label="人数" min={2} />
            <ProFormText
              name="justification"
              label="理由"
              rules={[{ required: true, message: '请说明理由（personnel.repetitive.justification）' }]}
            />
            <ProFormText name="pool" label="组名（倒班）" />
          </ProForm.Group>
        </ProFormList>
      </Card>
      <Card size="small" title="多场所（选填；填写后按各场所人数计算，须指定一个中心职能场所）" style={{ width: '100%', marginBottom: 16 }}>
        <ProFormList name="sites" creatorButtonProps={{ creatorButtonText: '添加场所' }} creatorRecord={{ name: '', central: false, fullTime: 1 }}>
          <ProForm.Group>
            <ProFormText name="name" label="场所名称" rules={[{ required: true, whitespace: true, message: '请填写场所名称（sites.name）' }]} />
            <ProFormDigit
              name="fullTime"
              label="人数"
              min={0}
              max={100000}
              rules={[{ required: true, message: '请填写场所人数（sites.personnel）' }]}
            />
            <ProFormSwitch name="central" label="中心职能" />
          </ProForm.Group>
        </ProFormList>
      </Card>
      <ProFormDependency name={['standards']}>
        {({ standards = [] }) => (
          <Space wrap style={{ width: '100%' }}>
            {(standards as (keyof typeof STANDARD_CODES)[])
              .filter((standard) => COMPLEXITY_CATEGORIES[standard].length)
              .map((standard) => (
                <ProFormSelect
                  key={standard}
                  name={['complexity', standard]}
                  label={`${ManagementSystem.label(standard)}复杂程度`}
                  options={COMPLEXITY_CATEGORIES[standard].map((level) => ({ value: level, label: AuditComplexity.label(level) }))}
                  rules={[{ required: true, message: `请选择${ManagementSystem.label(standard)}复杂程度（complexity）` }]}
                />
              ))}
          </Space>
        )}
      </ProFormDependency>
      <Card
        size="small"
        title="不适用条款"
        extra={
          <Button size="small" onClick={suggestClauses}>
            按行业建议
          </Button>
        }
        style={{ width: '100%', marginBottom: 16 }}
      >
        <Typography.Paragraph type="secondary">按行业建议的条款仅供参考，须与客户确认后保留。</Typography.Paragraph>
        <ProFormList name="notApplicable" creatorButtonProps={{ creatorButtonText: '添加不适用条款' }} creatorRecord={{ clause: '', reason: '' }}>
          <ProForm.Group>
            <ProFormText name="clause" label="条款" rules={[zodRule(NotApplicableBody.shape.clause)]} />
            <ProFormText name="reason" label="理由" width="lg" rules={[zodRule(NotApplicableBody.shape.reason)]} />
          </ProForm.Group>
        </ProFormList>
      </Card>
    </ProForm>
  );
};

export default ApplicationTab;
