/**
 * 威胁识别: the project's threats (threat/list) with the engine's value and its explanation; add or
 * edit one (threat/save) with the catalogue's examples of the chosen category as quick picks;
 * delete with a confirmation; 完成威胁识别 (threat/complete).
 */
import { Button, Empty, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { ThreatCategory, ThreatSource } from '@domain/enums';
import { ThreatTiming } from '@domain/engines/risk/labels';
import { THREAT_CATALOGUE } from '@domain/riskAssessment/rules';
import { raThreatDelete, raThreatComplete, raThreatList, raThreatSave, type ThreatRow } from '@/services/riskAssessment';
import FinishButton from './FinishButton';
import { LEVEL_OPTIONS, rating } from './levels';
import { EditDeleteLinks, ErrorAlert, FormModal, useModalSave, whenClosed } from './tabKit';
import { errorText, FINISH_THREATS_TEXT } from './texts';
import type { TabProps } from './tabProps';

export const ADD_THREAT_TEXT = '新增威胁';

interface ThreatForm {
  name: string;
  category: ThreatRow['category'];
  source: ThreatRow['source'];
  capability?: number | null;
  frequency: number;
  timing: ThreatRow['timing'];
  description?: string;
}

const ThreatModal: React.FC<{ projectCode: string; editing: ThreatRow | null; onClose: (saved: boolean) => void }> = ({
  projectCode,
  editing,
  onClose,
}) => {
  const [form] = Form.useForm<ThreatForm>();
  const category = Form.useWatch('category', form);
  const name = Form.useWatch('name', form);
  const examples = THREAT_CATALOGUE.find((entry) => entry.category === category);

  const saving = useModalSave<ThreatForm>(
    form,
    (values) =>
      raThreatSave(
        {
          projectCode,
          ...(editing ? { threatCode: editing.threatCode } : {}),
          name: values.name.trim(),
          category: values.category,
          source: values.source,
          capability: values.capability ?? null,
          frequency: values.frequency,
          timing: values.timing,
          description: values.description?.trim() ?? '',
        },
        { skipErrorHandler: true },
      ),
    () => onClose(true),
    '保存失败',
  );

  return (
    <FormModal
      title={editing ? `修改威胁：${editing.name}` : ADD_THREAT_TEXT}
      okText="保存"
      width={640}
      saving={saving}
      onCancel={() => onClose(false)}
    >
      <Form<ThreatForm>
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? {
                name: editing.name,
                category: editing.category,
                source: editing.source,
                capability: editing.capability,
                frequency: editing.frequency,
                timing: editing.timing,
                description: editing.description,
              }
            : { timing: 'normal' }
        }
      >
        <Form.Item name="category" label="威胁类别" rules={[{ required: true, message: '请选择威胁类别' }]}>
          <Select
            options={ThreatCategory.options()}
            onChange={(value: ThreatRow['category']) => {
              const entry = THREAT_CATALOGUE.find((e) => e.category === value);
              if (entry && !form.getFieldValue('source')) form.setFieldsValue({ source: entry.source });
            }}
          />
        </Form.Item>
        {examples ? (
          <Form.Item label="常见威胁（点击填入）">
            <Space size={[4, 4]} wrap>
              {examples.examples.map((example) => (
                <Tag.CheckableTag
                  key={example}
                  checked={name === example}
                  onChange={() => form.setFieldsValue({ name: example, source: examples.source })}
                >
                  {example}
                </Tag.CheckableTag>
              ))}
            </Space>
          </Form.Item>
        ) : null}
        <Form.Item name="name" label="威胁名称" rules={[{ required: true, whitespace: true, message: '请输入威胁名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space size="middle" wrap>
          <Form.Item name="source" label="威胁来源" rules={[{ required: true, message: '请选择威胁来源' }]}>
            <Select style={{ width: 160 }} options={ThreatSource.options()} />
          </Form.Item>
          <Form.Item name="capability" label="行为能力">
            <Select style={{ width: 140 }} allowClear placeholder="不适用" options={LEVEL_OPTIONS} />
          </Form.Item>
          <Form.Item name="frequency" label="出现频率" rules={[{ required: true, message: '请选择出现频率' }]}>
            <Select style={{ width: 140 }} options={LEVEL_OPTIONS} />
          </Form.Item>
          <Form.Item name="timing" label="时机">
            <Select style={{ width: 140 }} options={ThreatTiming.options()} />
          </Form.Item>
        </Space>
        <Form.Item name="description" label="说明">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
};

const ThreatsTab: React.FC<TabProps> = ({ projectCode, editable, refusal, canFinish, onMoved, onChanged }) => {
  const [rows, setRows] = useState<ThreatRow[]>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<ThreatRow | null | undefined>(undefined);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await raThreatList({ projectCode }, { skipErrorHandler: true }));
      setError(undefined);
    } catch (e) {
      setError(errorText(e, '加载失败'));
    } finally {
      setLoading(false);
    }
  }, [projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (row: ThreatRow) => {
    try {
      await raThreatDelete({ projectCode, threatCode: row.threatCode }, { skipErrorHandler: true });
      await load();
      onChanged();
    } catch (e) {
      setError(errorText(e, '删除失败'));
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          {editable ? (
            <Button type="primary" onClick={() => setEditing(null)}>
              {ADD_THREAT_TEXT}
            </Button>
          ) : null}
          {refusal ? <Typography.Text type="secondary">{refusal}</Typography.Text> : null}
        </Space>
        {canFinish ? (
          <FinishButton
            text={FINISH_THREATS_TEXT}
            description="完成后进入脆弱性评估（脆弱性评估阶段仍可补充威胁）。"
            run={() => raThreatComplete({ projectCode }, { skipErrorHandler: true })}
            onMoved={onMoved}
          />
        ) : null}
      </Space>
      <ErrorAlert error={error} closable />
      <Table<ThreatRow>
        rowKey="threatCode"
        size="small"
        loading={loading}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未识别威胁" /> }}
        expandable={{
          expandedRowRender: (row) => (
            <Space direction="vertical" size={2}>
              {row.description ? <Typography.Text>说明：{row.description}</Typography.Text> : null}
              {row.valueLines.map((line) => (
                <Typography.Text key={line} type="secondary">
                  {line}
                </Typography.Text>
              ))}
            </Space>
          ),
        }}
        columns={[
          { title: '编号', dataIndex: 'threatCode', width: 110 },
          { title: '威胁', dataIndex: 'name' },
          { title: '类别', dataIndex: 'category', width: 140, render: (_, row) => ThreatCategory.label(row.category) },
          { title: '来源', dataIndex: 'source', width: 110, render: (_, row) => ThreatSource.label(row.source) },
          { title: '行为能力', dataIndex: 'capability', width: 100, render: (_, row) => (row.capability ? rating(row.capability) : '—') },
          { title: '频率', dataIndex: 'frequency', width: 100, render: (_, row) => rating(row.frequency) },
          { title: '时机', dataIndex: 'timing', width: 100, render: (_, row) => ThreatTiming.label(row.timing) },
          { title: '威胁赋值', dataIndex: 'value', width: 100, render: (_, row) => <Tag color="blue">{rating(row.value)}</Tag> },
          { title: '关联脆弱性', dataIndex: 'vulnerabilityCount', width: 100 },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 120,
                  render: (_: unknown, row: ThreatRow) => (
                    <EditDeleteLinks
                      confirm={`删除威胁“${row.name}”？`}
                      description={row.vulnerabilityCount ? '已有脆弱性关联该威胁，服务端将拒绝删除。' : undefined}
                      onEdit={() => setEditing(row)}
                      onDelete={() => remove(row)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined ? (
        <ThreatModal
          projectCode={projectCode}
          editing={editing}
          onClose={whenClosed(
            () => setEditing(undefined),
            () => {
              void load();
              onChanged();
            },
          )}
        />
      ) : null}
    </>
  );
};

export default ThreatsTab;
