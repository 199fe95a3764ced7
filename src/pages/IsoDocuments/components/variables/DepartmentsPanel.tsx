/**
 * 部门与职责: the customer's departments (add, edit, enable/disable, delete after a confirmation,
 * each saved at once so a refusal — a department still in use — shows right away) with how many
 * clauses each leads and supports and how many nonconformities name it; the responsibility matrix
 * as a grid of clauses × enabled departments (./MatrixGrid.tsx), saved with 保存职能分配表; and the
 * enabled departments not yet assigned any clause, as a warning. Everything is saved through the
 * `structure` group (save.json).
 */
import { Alert, Button, Card, Empty, Form, Input, Modal, Popconfirm, Result, Skeleton, Space, Switch, Table, Tag, message } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { ManagementSystem } from '@domain/engines/auditTime/model';
import { isoMatrixClausesFor } from '@domain/isoDocuments/clauses';
import { departmentsOf, matrixOf } from '@domain/isoDocuments/variableRules';
import { ISO_MATRIX_KEY, type IsoMatrixRow, type IsoVariableValues } from '@domain/isoDocuments/variables';
import { type IsoDepartmentItem, isoDepartmentList, isoDepartmentNotMerged, isoVariableSaveGroup } from '@/services/variable';
import type { IsoPartProps } from '../../types';
import MatrixGrid from './MatrixGrid';
import { errorText, useIsoVariables } from './useIsoVariables';

export const DELETE_CONFIRM = (name: string) => `确定删除部门“${name}”吗？`;
type Row = Record<string, unknown>;
interface DepartmentForm {
  name: string;
  head: string;
  responsibilities?: string;
}

const DepartmentsPanel: React.FC<IsoPartProps> = ({ projectCode, side }) => {
  const { view, loading, error, reload } = useIsoVariables(projectCode, side);
  const [counts, setCounts] = useState<IsoDepartmentItem[]>([]);
  const [notMerged, setNotMerged] = useState<IsoDepartmentItem[]>([]);
  const [matrix, setMatrix] = useState<Record<string, IsoMatrixRow>>({});
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [form] = Form.useForm<DepartmentForm>();

  const loadCounts = useCallback(async () => {
    try {
      const [all, unassigned] = await Promise.all([
        isoDepartmentList({ projectCode }, { skipErrorHandler: true }),
        isoDepartmentNotMerged({ projectCode }, { skipErrorHandler: true }),
      ]);
      setCounts(all);
      setNotMerged(unassigned);
    } catch (caught) {
      setFailure(errorText(caught));
    }
  }, [projectCode]);
  useEffect(() => {
    if (!view) return;
    setMatrix(matrixOf(view.values as IsoVariableValues));
    setDirty(false);
    loadCounts();
  }, [view, loadCounts]);

  if (loading && !view) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error && !view) return <Result status="warning" title="部门信息加载失败" subTitle={error} extra={<Button onClick={reload}>重试</Button>} />;
  if (!view) return <Empty description="没有部门信息" />;

  const rows = (Array.isArray(view.values.departments) ? view.values.departments : []) as Row[];
  const canDepartments = view.permissions.editableKeys.includes('departments');
  const canMatrix = view.permissions.editableKeys.includes(ISO_MATRIX_KEY);
  const enabled = departmentsOf(view.values as IsoVariableValues).filter((d) => d.isEnable);
  const clauses = isoMatrixClausesFor(view.project.systems as ManagementSystem[]);

  const save = async (values: Record<string, unknown>, done: string): Promise<boolean> => {
    setSaving(true);
    setFailure(undefined);
    try {
      await isoVariableSaveGroup({ projectCode, groupKey: 'structure', valuesVersion: view.valuesVersion, values }, { skipErrorHandler: true });
      message.success(done);
      await reload();
      return true;
    } catch (caught) {
      setFailure(errorText(caught));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const saveRows = (next: Row[], done: string) => save({ departments: next }, done);
  const openEditor = (index: number | null) => {
    form.resetFields();
    if (index !== null) form.setFieldsValue(rows[index] as unknown as DepartmentForm);
    setEditing({ index });
  };
  const submitEditor = async () => {
    const values = await form.validateFields();
    const next =
      editing?.index === null || editing === null
        ? [...rows, { ...values, isEnable: '是' }]
        : rows.map((row, index) => (index === editing.index ? { ...row, ...values } : row));
    if (await saveRows(next, editing?.index === null ? '部门已添加' : '部门已保存')) setEditing(null);
  };
  const countOf = (code: unknown) => counts.find((item) => item.code === code);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {failure && <Alert type="error" showIcon closable onClose={() => setFailure(undefined)} message={failure} />}
      {notMerged.length > 0 && (
        <Alert type="warning" showIcon message="以下启用的部门尚未在职能分配表中分配任何条款" description={notMerged.map((d) => d.name).join('、')} />
      )}
      <Card
        title="部门"
        extra={
          canDepartments && (
            <Button type="primary" onClick={() => openEditor(null)}>
              添加部门
            </Button>
          )
        }
      >
        <Table
          size="small"
          rowKey={(row) => String(row.code ?? row.name)}
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: '还没有部门，请先添加' }}
          columns={[
            { key: 'code', title: '编号', dataIndex: 'code' },
            { key: 'name', title: '部门名称', dataIndex: 'name' },
            { key: 'head', title: '负责人', dataIndex: 'head' },
            { key: 'responsibilities', title: '主要职责', dataIndex: 'responsibilities', ellipsis: true },
            {
              key: 'use',
              title: '主责 / 配合 / 不符合项',
              render: (_: unknown, row: Row) => {
                const c = countOf(row.code);
                return c ? `${c.leadCount} / ${c.supportCount} / ${c.ncCount}` : '—';
              },
            },
            {
              key: 'isEnable',
              title: '启用',
              render: (_: unknown, row: Row, index: number) => (
                <Switch
                  aria-label={`启用${String(row.name)}`}
                  checked={row.isEnable !== '否'}
                  disabled={!canDepartments || saving}
                  onChange={(on) =>
                    saveRows(
                      rows.map((r, i) => (i === index ? { ...r, isEnable: on ? '是' : '否' } : r)),
                      on ? '部门已启用' : '部门已停用',
                    )
                  }
                />
              ),
            },
            ...(canDepartments
              ? [
                  {
                    key: 'actions',
                    title: '操作',
                    render: (_: unknown, row: Row, index: number) => (
                      <Space>
                        <Button type="link" size="small" onClick={() => openEditor(index)}>
                          编辑
                        </Button>
                        <Popconfirm
                          title={DELETE_CONFIRM(String(row.name))}
                          okText="删除"
                          cancelText="取消"
                          onConfirm={() =>
                            saveRows(
                              rows.filter((_r, i) => i !== index),
                              '部门已删除',
                            )
                          }
                        >
                          <Button type="link" size="small" danger>
                            删除
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card
        title="职能分配表"
        extra={
          canMatrix && (
            <Space>
              {dirty && <Tag color="orange">有未保存的修改</Tag>}
              <Button type="primary" loading={saving} disabled={!dirty} onClick={() => save({ [ISO_MATRIX_KEY]: matrix }, '职能分配表已保存')}>
                保存职能分配表
              </Button>
            </Space>
          )
        }
      >
        {enabled.length === 0 ? (
          <Empty description="请先添加并启用部门" />
        ) : (
          <MatrixGrid
            clauses={clauses}
            departments={enabled}
            matrix={matrix}
            editable={canMatrix}
            onChange={(next) => {
              setMatrix(next);
              setDirty(true);
            }}
          />
        )}
      </Card>
      <Modal
        title={editing?.index === null ? '添加部门' : '编辑部门'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={submitEditor}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label="部门名称"
            rules={[
              { required: true, whitespace: true, message: '请填写部门名称' },
              { max: 50, message: '部门名称最多 50 个字' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="head"
            label="负责人"
            rules={[
              { required: true, whitespace: true, message: '请填写负责人' },
              { max: 30, message: '负责人最多 30 个字' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="responsibilities" label="主要职责" rules={[{ max: 300, message: '主要职责最多 300 个字' }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
};

export default DepartmentsPanel;
