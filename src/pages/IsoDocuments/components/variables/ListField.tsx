/**
 * A list variable (场所, 管理目标, 部门…) as an editable table: one row per item, a cell per column,
 * 添加一行 below and 删除 on each row after a confirmation. A department's code is assigned by the
 * server and shown read-only. The rows are the form's values at the field's key.
 */
import { Button, Form, Popconfirm, Table, Typography } from 'antd';
import type React from 'react';
import { dateProps, type FieldInfo, scalarInput } from './inputs';

interface Props {
  field: FieldInfo;
  editable: boolean;
  extra?: string;
}

export const REMOVE_ROW_CONFIRM = '确定删除这一行吗？保存后生效。';

const ListField: React.FC<Props> = ({ field, editable, extra }) => {
  const columns = field.columns ?? [];
  return (
    <Form.Item label={field.label} required={!!field.minItems} extra={extra}>
      <Form.List name={field.key}>
        {(rows, { add, remove }) => (
          <>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={rows}
              locale={{ emptyText: `还没有${field.label}` }}
              columns={[
                ...columns.map((column) => ({
                  key: column.key,
                  title: column.required ? `${column.label} *` : column.label,
                  render: (_: unknown, row: { name: number }) =>
                    column.key === 'code' || column.key === 'scores' ? (
                      <Form.Item noStyle shouldUpdate>
                        {({ getFieldValue }) => {
                          const value = getFieldValue([field.key, row.name, column.key]);
                          return (
                            <Typography.Text type="secondary">
                              {value == null || value === '' ? '保存后分配' : String(typeof value === 'object' ? JSON.stringify(value) : value)}
                            </Typography.Text>
                          );
                        }}
                      </Form.Item>
                    ) : (
                      <Form.Item
                        name={[row.name, column.key]}
                        style={{ margin: 0, minWidth: column.type === 'number' ? 90 : 140 }}
                        {...dateProps(column.type)}
                      >
                        {scalarInput(column, !editable, `${field.label}第 ${row.name + 1} 行${column.label}`)}
                      </Form.Item>
                    ),
                })),
                ...(editable
                  ? [
                      {
                        key: 'actions',
                        title: '操作',
                        render: (_: unknown, row: { name: number }) => (
                          <Popconfirm title={REMOVE_ROW_CONFIRM} okText="删除" cancelText="取消" onConfirm={() => remove(row.name)}>
                            <Button type="link" danger size="small">
                              删除
                            </Button>
                          </Popconfirm>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {editable && (!field.maxItems || rows.length < field.maxItems) && (
              <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => add({})}>
                添加一行
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
};

export default ListField;
