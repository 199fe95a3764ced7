/**
 * The search form of a list, built from its columns the way ProTable builds its own: every column
 * with a dataIndex that is not `hideInSearch` (nor `search: false`, nor an option column) is a
 * field, labelled with its title, ordered by `order` (higher first); `renderFormItem` gives the
 * input, otherwise a select over the column's `valueEnum` or `fieldProps.options`, or a text input.
 * `search.transform` turns a field's value into the query's fields. 查询 submits (also Enter in a
 * field), 重置 clears; past one row the fields fold behind 展开/收起.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Col, Form, Grid, Input, Row, Select, Space, theme, Typography } from 'antd';
import type React from 'react';
import { useState } from 'react';

/** The search form's options that the list kit honours (ProTable's `search` prop). */
export interface SearchConfig {
  /** Show every field at first (default: folded to one row). */
  defaultCollapsed?: boolean;
  /** Accepted for ProTable compatibility; labels always take the width they need. */
  labelWidth?: 'auto' | number;
  /** 'light': the fields sit in the list's bar, without labels, and search as soon as one changes. */
  filterType?: 'query' | 'light';
}

type Transform = (value: unknown) => Record<string, unknown>;
type Column<T> = ProColumns<T>;

/** The column's field name, if it has one (a string dataIndex, or a path joined with dots). */
function fieldName<T>(column: Column<T>): string | undefined {
  const { dataIndex } = column;
  if (typeof dataIndex === 'string' || typeof dataIndex === 'number') return String(dataIndex);
  return Array.isArray(dataIndex) && dataIndex.length ? dataIndex.join('.') : undefined;
}

/** The columns that are search fields, in the order ProTable shows them. */
export function searchColumns<T>(columns: readonly Column<T>[]): Column<T>[] {
  return columns
    .filter((column) => fieldName(column) && !column.hideInSearch && column.search !== false && column.valueType !== 'option')
    .map((column, index) => ({ column, index }))
    .sort((a, b) => (b.column.order ?? 0) - (a.column.order ?? 0) || a.index - b.index)
    .map(({ column }) => column);
}

/** The query fields of the form's values: each through its column's transform, if any. */
export function searchValuesOf<T>(columns: readonly Column<T>[], values: Record<string, unknown>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const column of columns) {
    const name = fieldName(column)!;
    const value = values[name];
    const transform = typeof column.search === 'object' ? (column.search.transform as Transform | undefined) : undefined;
    if (transform) {
      if (value !== undefined && value !== null) Object.assign(query, transform(value));
    } else if (value !== undefined) query[name] = value;
  }
  return query;
}

type FieldProps = Record<string, unknown> & { options?: unknown[]; placeholder?: string };

/** The input of one search field. */
function fieldInput<T>(column: Column<T>, form: ReturnType<typeof Form.useForm>[0]): React.ReactNode {
  const fieldProps = (typeof column.fieldProps === 'function' ? undefined : column.fieldProps) as FieldProps | undefined;
  if (column.renderFormItem) {
    // Only the schema and the form are read by our columns; the config argument is ProTable's own.
    const render = column.renderFormItem as unknown as (schema: Column<T>, config: object, form: unknown) => React.ReactNode;
    return render(column, { type: 'form', defaultRender: () => null }, form);
  }
  const valueEnum = column.valueEnum as Record<string, { text: React.ReactNode } | React.ReactNode> | undefined;
  if (column.valueType === 'select' || valueEnum || fieldProps?.options) {
    const options =
      fieldProps?.options ??
      Object.entries(valueEnum ?? {}).map(([value, entry]) => ({
        value,
        label: entry && typeof entry === 'object' && 'text' in entry ? entry.text : entry,
      }));
    return <Select allowClear placeholder="请选择" optionFilterProp="label" {...fieldProps} options={options as never} />;
  }
  return <Input allowClear placeholder="请输入" {...fieldProps} />;
}

/** Fields per row at the current width (the button cell takes the place of one). */
function useFieldsPerRow(): number {
  const screens = Grid.useBreakpoint();
  if (screens.xxl) return 4;
  if (screens.xl) return 3;
  if (screens.md) return 2;
  return 1;
}

interface SearchFormProps<T> {
  columns: readonly Column<T>[];
  config?: SearchConfig;
  /** Told the query fields of a search (查询, Enter) or of a reset (none). */
  onSearch: (values: Record<string, unknown>) => void;
}

/** The light filter (`filterType: 'light'`): compact fields in the list's bar, each searching when it changes. */
export function LightFilter<T>({ columns, onSearch }: Omit<SearchFormProps<T>, 'config'>) {
  const [form] = Form.useForm();
  const fields = searchColumns(columns);
  if (!fields.length) return null;
  return (
    <Form form={form} layout="inline" onValuesChange={(_, values) => onSearch(searchValuesOf(fields, values))}>
      {fields.map((column) => (
        <Form.Item key={fieldName(column)} name={fieldName(column)} style={{ marginInlineEnd: 8 }}>
          {fieldInput({ ...column, fieldProps: { placeholder: column.title, style: { minWidth: 140 }, ...(column.fieldProps as object) } }, form)}
        </Form.Item>
      ))}
    </Form>
  );
}

export function SearchForm<T>({ columns, config, onSearch }: SearchFormProps<T>) {
  const [form] = Form.useForm();
  const { token } = theme.useToken();
  const perRow = useFieldsPerRow();
  const [collapsed, setCollapsed] = useState(config?.defaultCollapsed ?? true);
  const fields = searchColumns(columns);
  // Folded: the first row, which leaves one cell for the buttons.
  const folded = collapsed && fields.length > perRow - 1;
  const shown = new Set((folded ? fields.slice(0, Math.max(perRow - 1, 1)) : fields).map((column) => fieldName(column)));
  const span = 24 / perRow;
  const buttonsOffset = folded ? 0 : (perRow - 1 - (fields.length % perRow) + perRow) % perRow;

  if (!fields.length) return null;
  return (
    <div
      style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '24px 24px 0', marginBottom: 16 }}
      className="list-kit-search"
    >
      <Form
        form={form}
        labelCol={{ flex: '0 0 auto' }}
        wrapperCol={{ flex: 'auto' }}
        onFinish={(values) => onSearch(searchValuesOf(fields, values))}
        onReset={() => onSearch({})}
      >
        <Row gutter={24}>
          {fields.map((column) => {
            const name = fieldName(column)!;
            return (
              // Folded fields stay in the form (hidden), so their values are still sent.
              <Col key={name} span={span} hidden={!shown.has(name)}>
                <Form.Item name={name} label={column.title as React.ReactNode} style={{ marginBottom: 24 }}>
                  {fieldInput(column, form)}
                </Form.Item>
              </Col>
            );
          })}
          <Col span={span} offset={buttonsOffset * span} style={{ textAlign: 'right', marginBottom: 24 }}>
            <Space>
              <Button htmlType="reset">重置</Button>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              {fields.length > perRow - 1 ? (
                <Typography.Link onClick={() => setCollapsed(!collapsed)}>
                  {collapsed ? (
                    <>
                      展开 <DownOutlined />
                    </>
                  ) : (
                    <>
                      收起 <UpOutlined />
                    </>
                  )}
                </Typography.Link>
              ) : null}
            </Space>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
