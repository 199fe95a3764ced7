/**
 * 已有安全措施: the confirmed measures (assessControl/list, paged on the server); add, edit or remove
 * one (assessControl/update) with the catalogue as quick picks (assessControl/options: catalogue,
 * assets, threats); 完成并计算风险 with the method (矩阵法/相乘法) computes every risk in one request
 * (assessControl/complete, no timeout) while a spinner says so.
 */
import { Alert, Button, Empty, Form, Input, Modal, Radio, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { VulnerabilityLayer } from '@domain/enums';
import { ControlEffectiveness, ControlType, RiskMethod } from '@domain/engines/risk/labels';
import { MEASURE_CATALOGUE } from '@domain/riskAssessment/rules';
import { type AssessmentInfo, type ControlRow, raControlComplete, raControlOptions, raControlList, raControlUpdate } from '@/services/riskAssessment';
import { EditDeleteLinks, ErrorAlert, FormModal, useModalSave, useTabList, whenClosed } from './tabKit';
import { errorText, FINISH_CONTROLS_TEXT } from './texts';
import type { TabProps } from './tabProps';

export const ADD_CONTROL_TEXT = '新增安全措施';
export const COMPUTING_TEXT = '正在计算全部风险，请稍候…';

type Options = Awaited<ReturnType<typeof raControlOptions>>;

interface ControlForm {
  name: string;
  type: ControlRow['type'];
  effectiveness: ControlRow['effectiveness'];
  layer: ControlRow['layer'];
  assetCodes: string[];
  threatCodes: string[];
  description?: string;
}

interface Filters {
  type?: ControlRow['type'];
  keyword?: string;
}

type ControlPage = Awaited<ReturnType<typeof raControlList>>;

const EFFECT_COLOR: Record<string, string> = { effective: 'green', partial: 'gold', ineffective: 'red' };

const ControlModal: React.FC<{ projectCode: string; editing: ControlRow | null; options?: Options; onClose: (saved: boolean) => void }> = ({
  projectCode,
  editing,
  options,
  onClose,
}) => {
  const [form] = Form.useForm<ControlForm>();
  const catalogue = options?.catalogue.length ? options.catalogue : MEASURE_CATALOGUE;

  const saving = useModalSave<ControlForm>(
    form,
    (values) =>
      raControlUpdate(
        {
          projectCode,
          remove: false,
          control: {
            ...(editing ? { controlCode: editing.controlCode } : {}),
            name: values.name.trim(),
            type: values.type,
            effectiveness: values.effectiveness,
            layer: values.layer,
            assetCodes: values.assetCodes ?? [],
            threatCodes: values.threatCodes ?? [],
            description: values.description?.trim() ?? '',
          },
        },
        { skipErrorHandler: true },
      ),
    () => onClose(true),
    '保存失败',
  );

  return (
    <FormModal
      title={editing ? `修改安全措施：${editing.name}` : ADD_CONTROL_TEXT}
      okText="保存"
      width={680}
      saving={saving}
      onCancel={() => onClose(false)}
    >
      <Form<ControlForm>
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? {
                name: editing.name,
                type: editing.type,
                effectiveness: editing.effectiveness,
                layer: editing.layer,
                assetCodes: editing.assetCodes,
                threatCodes: editing.threatCodes,
                description: editing.description,
              }
            : { effectiveness: 'effective', assetCodes: [], threatCodes: [] }
        }
      >
        <Form.Item label="从目录选择（自动填入名称、类型与层面）">
          <Select
            aria-label="措施目录"
            showSearch
            allowClear
            placeholder="常见安全措施"
            optionFilterProp="label"
            options={catalogue.map((entry) => ({
              value: entry.name,
              label: `${entry.name}（${ControlType.label(entry.type)} · ${VulnerabilityLayer.label(entry.layer)}）`,
            }))}
            onChange={(name?: string) => {
              const entry = catalogue.find((e) => e.name === name);
              if (entry) form.setFieldsValue({ name: entry.name, type: entry.type, layer: entry.layer });
            }}
          />
        </Form.Item>
        <Form.Item name="name" label="措施名称" rules={[{ required: true, whitespace: true, message: '请输入措施名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space size="middle" wrap>
          <Form.Item name="type" label="类型" rules={[{ required: true, message: '请选择措施类型' }]}>
            <Radio.Group options={ControlType.options()} />
          </Form.Item>
          <Form.Item name="effectiveness" label="有效性" rules={[{ required: true, message: '请选择有效性' }]}>
            <Select style={{ width: 130 }} options={ControlEffectiveness.options()} />
          </Form.Item>
          <Form.Item name="layer" label="层面" rules={[{ required: true, message: '请选择层面' }]}>
            <Select style={{ width: 150 }} options={VulnerabilityLayer.options()} />
          </Form.Item>
        </Space>
        <Form.Item name="assetCodes" label="作用的资产" extra="不选表示作用于全部资产">
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder="全部资产"
            options={(options?.assets ?? []).map((a) => ({ value: a.assetCode, label: a.name }))}
          />
        </Form.Item>
        <Form.Item name="threatCodes" label="应对的威胁" extra="不选表示应对全部威胁">
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder="全部威胁"
            options={(options?.threats ?? []).map((t) => ({ value: t.threatCode, label: t.name }))}
          />
        </Form.Item>
        <Form.Item name="description" label="说明">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
};

const ComputeModal: React.FC<{
  projectCode: string;
  initial: AssessmentInfo['method'];
  onClose: () => void;
  onMoved: (info: AssessmentInfo) => void;
}> = ({ projectCode, initial, onClose, onMoved }) => {
  const [method, setMethod] = useState<AssessmentInfo['method']>(initial);
  const [computing, setComputing] = useState(false);
  const [error, setError] = useState<string>();
  const run = async () => {
    setComputing(true);
    setError(undefined);
    try {
      const info = await raControlComplete({ projectCode, method }, { skipErrorHandler: true });
      onClose();
      onMoved(info);
    } catch (e) {
      setError(errorText(e, '计算失败'));
    } finally {
      setComputing(false);
    }
  };
  return (
    <Modal
      open
      title={FINISH_CONTROLS_TEXT}
      okText="开始计算"
      confirmLoading={computing}
      onOk={() => void run()}
      onCancel={() => (computing ? undefined : onClose())}
      closable={!computing}
      maskClosable={false}
    >
      <Spin spinning={computing} tip={COMPUTING_TEXT}>
        <Typography.Paragraph>完成已有安全措施确认后，系统按所选方法一次计算全部风险，并记录所用的配置编号与版本。</Typography.Paragraph>
        <Radio.Group aria-label="计算方法" value={method} onChange={(e) => setMethod(e.target.value)} options={RiskMethod.options()} />
        {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
      </Spin>
    </Modal>
  );
};

const ControlsTab: React.FC<TabProps> = ({ projectCode, info, editable, refusal, canFinish, onMoved, onChanged }) => {
  const [editing, setEditing] = useState<ControlRow | null | undefined>(undefined);
  const [options, setOptions] = useState<Options>();
  const [computing, setComputing] = useState(false);
  const { filters, filter, page: rows, loading, error, setError, load, pagination } = useTabList<Filters, ControlPage>(raControlList, projectCode);

  const openEditor = (row: ControlRow | null) => {
    setEditing(row);
    if (!options)
      raControlOptions({ projectCode }, { skipErrorHandler: true })
        .then(setOptions)
        .catch(() => undefined);
  };

  const remove = async (row: ControlRow) => {
    try {
      await raControlUpdate(
        {
          projectCode,
          remove: true,
          control: {
            controlCode: row.controlCode,
            name: row.name,
            type: row.type,
            effectiveness: row.effectiveness,
            layer: row.layer,
            assetCodes: row.assetCodes,
            threatCodes: row.threatCodes,
            description: row.description,
          },
        },
        { skipErrorHandler: true },
      );
      await load();
      onChanged();
    } catch (e) {
      setError(errorText(e, '删除失败'));
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          {editable ? (
            <Button type="primary" onClick={() => openEditor(null)}>
              {ADD_CONTROL_TEXT}
            </Button>
          ) : null}
          <Select
            aria-label="措施类型"
            allowClear
            placeholder="全部类型"
            style={{ width: 140 }}
            value={filters.type}
            onChange={(type?: ControlRow['type']) => filter({ type })}
            options={ControlType.options()}
          />
          <Input.Search
            allowClear
            placeholder="措施名称"
            style={{ width: 180 }}
            onSearch={(value) => filter({ keyword: value.trim() || undefined })}
          />
          {refusal ? <Typography.Text type="secondary">{refusal}</Typography.Text> : null}
        </Space>
        {canFinish ? (
          <Button type="primary" onClick={() => setComputing(true)}>
            {FINISH_CONTROLS_TEXT}
          </Button>
        ) : null}
      </Space>
      <ErrorAlert error={error} closable />
      <Table<ControlRow>
        rowKey="controlCode"
        size="small"
        loading={loading}
        dataSource={rows?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未记录已有安全措施" /> }}
        pagination={{ ...pagination, size: 'small', showTotal: (total) => `共 ${total} 项` }}
        columns={[
          { title: '措施', dataIndex: 'name' },
          { title: '类型', dataIndex: 'type', width: 110, render: (_, row) => ControlType.label(row.type) },
          {
            title: '有效性',
            dataIndex: 'effectiveness',
            width: 100,
            render: (_, row) => <Tag color={EFFECT_COLOR[row.effectiveness]}>{ControlEffectiveness.label(row.effectiveness)}</Tag>,
          },
          { title: '层面', dataIndex: 'layer', width: 110, render: (_, row) => VulnerabilityLayer.label(row.layer) },
          { title: '作用资产', dataIndex: 'assetNames', render: (_, row) => (row.assetNames.length ? row.assetNames.join('、') : '全部资产') },
          { title: '应对威胁', dataIndex: 'threatNames', render: (_, row) => (row.threatNames.length ? row.threatNames.join('、') : '全部威胁') },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, row: ControlRow) => (
                    <EditDeleteLinks confirm={`删除安全措施“${row.name}”？`} onEdit={() => openEditor(row)} onDelete={() => remove(row)} />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== undefined ? (
        <ControlModal
          projectCode={projectCode}
          editing={editing}
          options={options}
          onClose={whenClosed(
            () => setEditing(undefined),
            () => {
              void load();
              onChanged();
            },
          )}
        />
      ) : null}
      {computing ? <ComputeModal projectCode={projectCode} initial={info.method} onClose={() => setComputing(false)} onMoved={onMoved} /> : null}
    </>
  );
};

export default ControlsTab;
