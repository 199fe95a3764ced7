/**
 * The table columns of a list from its ProColumns, rendered the way ProTable renders them: the
 * field's value, its `valueEnum` label, '-' when empty, a copy button for `copyable`, the page's
 * `render(dom, row, index, action)` over that, and an array (an option column's links) spaced out.
 */
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type React from 'react';
import { cloneElement, isValidElement } from 'react';

/** What ProTable shows in an empty cell. */
const EMPTY = '-';

type Column<T> = ProColumns<T>;

/** The column's key: its key, else its dataIndex, else its position. */
export function columnKey<T>(column: Column<T>, index: number): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const { dataIndex } = column;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  return dataIndex !== undefined && dataIndex !== null ? String(dataIndex) : `column-${index}`;
}

function valueAt(row: unknown, dataIndex: Column<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const step of path) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[step as string];
  return value;
}

/** The cell before the page's render: the value, its enum label, or '-'. */
function defaultCell<T>(column: Column<T>, row: T): React.ReactNode {
  const value = valueAt(row, column.dataIndex);
  if (value === undefined || value === null || value === '') return EMPTY;
  const valueEnum = column.valueEnum as Record<string, { text?: React.ReactNode } | string> | undefined;
  const entry = valueEnum?.[String(value)];
  const shown: React.ReactNode = entry === undefined ? (value as React.ReactNode) : typeof entry === 'object' ? entry.text : entry;
  return column.copyable ? <Typography.Text copyable={{ text: String(value) }}>{shown}</Typography.Text> : shown;
}

/** A date-time as the app writes it ('YYYY-MM-DD HH:mm', with seconds or not). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** What a link in a cell looks like: one line, an ellipsis when the column is narrower (its text in the title). */
export const CELL_LINK_STYLE: React.CSSProperties = {
  whiteSpace: 'nowrap',
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'top',
};

const isLink = (element: React.ReactElement<Record<string, unknown>>): boolean =>
  element.type === 'a' || element.type === Typography.Link || 'href' in element.props || 'to' in element.props;

/**
 * A cell as the table shows it: an option column's links spaced out on one line, a date-time on
 * one line, a link whole on one line (never broken inside a word) with an ellipsis and its text as
 * the title when the column is narrower.
 */
export function cellContent(rendered: React.ReactNode): React.ReactNode {
  if (Array.isArray(rendered))
    return (
      <Space size="middle" style={{ whiteSpace: 'nowrap' }}>
        {rendered}
      </Space>
    );
  if (typeof rendered === 'string' && DATE_TIME.test(rendered)) return <span style={{ whiteSpace: 'nowrap' }}>{rendered}</span>;
  if (isValidElement<Record<string, unknown>>(rendered) && isLink(rendered)) {
    const { children, title, style } = rendered.props;
    return cloneElement(rendered, {
      title: title ?? (typeof children === 'string' ? children : undefined),
      style: { ...CELL_LINK_STYLE, ...(style as React.CSSProperties | undefined) },
    });
  }
  return rendered;
}

/** The columns of the table (hideInTable and the user's hidden ones left out). */
export function tableColumns<T>(columns: readonly Column<T>[], hidden: readonly string[], action: ActionType): ColumnType<T>[] {
  return columns.flatMap((column, index) => {
    const key = columnKey(column, index);
    if (column.hideInTable || hidden.includes(key)) return [];
    const { title, dataIndex, width, fixed, align, ellipsis, className, onCell, onHeaderCell, sorter, filters } = column;
    const cell: ColumnType<T> = {
      key,
      title: title as React.ReactNode,
      dataIndex: dataIndex as ColumnType<T>['dataIndex'],
      width,
      fixed,
      align,
      ellipsis: ellipsis === true || (typeof ellipsis === 'object' && ellipsis !== null),
      className,
      onCell: onCell as ColumnType<T>['onCell'],
      onHeaderCell: onHeaderCell as ColumnType<T>['onHeaderCell'],
      sorter: sorter as ColumnType<T>['sorter'],
      filters: Array.isArray(filters) ? filters : undefined,
      render: (_: unknown, row: T, rowIndex: number) => {
        const dom = defaultCell(column, row);
        const rendered = column.render
          ? (column.render as (dom: React.ReactNode, row: T, index: number, action: ActionType, schema: Column<T>) => React.ReactNode)(
              dom,
              row,
              rowIndex,
              action,
              column,
            )
          : dom;
        return cellContent(rendered);
      },
    };
    return [cell];
  });
}
