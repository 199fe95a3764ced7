/**
 * Step 3: the delivery process (steps, each with an importance, an owner role and a duration) and
 * the importance list (what each importance level means for this product).
 */
import { ProForm, ProFormDigit, ProFormList, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { useRequest } from 'ahooks';
import { Card, Divider, Typography } from 'antd';
import type React from 'react';
import { ImportanceRow as ImportanceSchema, ProcessStep as StepSchema } from '@domain/products/contracts';
import { Importance } from '@domain/enums';
import { processDetailSelectOptions, type ImportanceRow, type ProcessStep } from '@/services/products';
import { zodRule } from '../../components/rules';
import { StepSubmitter } from './StepSubmitter';

interface Values {
  steps: ProcessStep[];
  importance: ImportanceRow[];
}

export const ProcessStepForm: React.FC<{ initial: Values; onSubmit: (values: Values) => Promise<void> }> = ({ initial, onSubmit }) => {
  const options = useRequest(() => processDetailSelectOptions());
  const step = StepSchema.shape;
  return (
    <ProForm<Values>
      initialValues={initial}
      submitter={StepSubmitter}
      onFinish={async (values) => {
        await onSubmit({ steps: values.steps ?? [], importance: (values.importance ?? []).map((row) => ImportanceSchema.parse(row)) });
        return true;
      }}
    >
      <Card size="small" title="交付流程">
        <ProFormList
          name="steps"
          creatorButtonProps={{ creatorButtonText: '添加步骤' }}
          creatorRecord={{ name: '', importance: 'MEDIUM', ownerRole: 'channel-executor', days: 1, description: '' }}
          itemRender={({ listDom, action }, { index }) => (
            <Card size="small" style={{ marginBottom: 8 }} title={`第 ${index + 1} 步`} extra={action}>
              {listDom}
            </Card>
          )}
        >
          <ProForm.Group>
            <ProFormText name="name" label="步骤名称" width="md" rules={[zodRule(step.name)]} />
            <ProFormSelect
              name="importance"
              label="重要性"
              width="xs"
              options={options.data?.importance ?? Importance.options()}
              rules={[{ required: true, message: '请选择重要性' }]}
            />
            <ProFormSelect
              name="ownerRole"
              label="负责角色"
              width="sm"
              options={options.data?.ownerRoles ?? []}
              rules={[{ required: true, message: '请选择负责角色' }]}
            />
            <ProFormDigit name="days" label="工期（天）" width="xs" fieldProps={{ precision: 0 }} rules={[zodRule(step.days)]} />
          </ProForm.Group>
          <ProFormTextArea name="description" label="说明" fieldProps={{ maxLength: 300, rows: 1 }} />
        </ProFormList>
      </Card>
      <Divider />
      <Card size="small" title="重要性列表">
        <Typography.Paragraph type="secondary">
          说明每个重要性级别在本产品中的含义；“须平台复核”的步骤完成后由平台复核再进入下一步。
        </Typography.Paragraph>
        <ProFormList name="importance" copyIconProps={false} deleteIconProps={false} creatorButtonProps={false}>
          {(meta, index) => (
            <ProForm.Group key={meta.key}>
              <Typography.Text strong style={{ display: 'inline-block', width: 48 }}>
                {Importance.label(initial.importance[index]?.level)}
              </Typography.Text>
              <ProFormText name="level" hidden />
              <ProFormText name="description" width="xl" placeholder="该级别的含义" rules={[zodRule(ImportanceSchema.shape.description)]} />
              <ProFormSwitch name="reviewRequired" label="须平台复核" />
            </ProForm.Group>
          )}
        </ProFormList>
      </Card>
    </ProForm>
  );
};
