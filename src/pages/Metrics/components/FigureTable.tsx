/** The table view of a figure: a small antd table, every row at once, numbers right-aligned. */
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { num } from './format';

export function FigureTable<T extends object>({ rows, columns, rowKey }: { rows: T[]; columns: ColumnsType<T>; rowKey: keyof T & string }) {
  return <Table<T> size="small" rowKey={rowKey} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}

/** A right-aligned number column. */
export function numberColumn<T>(title: string, dataIndex: keyof T & string, digits = 0, extra: Partial<ColumnsType<T>[number]> = {}) {
  return {
    title,
    dataIndex,
    align: 'right' as const,
    render: (value: number | null) => num(value, digits),
    ...extra,
  };
}
