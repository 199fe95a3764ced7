/**
 * The responsibility matrix (职能分配表) as a grid: a row per clause of the project's systems with
 * its title, a column per enabled department, each cell 主责, 配合 or empty. One 主责 per row: a
 * second one is refused with a message until the first is cleared. Edits stay local until 保存.
 */
import { Select, Table, Typography, message } from 'antd';
import type React from 'react';
import type { IsoMatrixRow } from '@domain/isoDocuments/variables';
import type { IsoDepartment } from '@domain/isoDocuments/variables';

export interface MatrixClause {
  id: string;
  title: string;
}

interface Props {
  clauses: MatrixClause[];
  departments: IsoDepartment[];
  matrix: Record<string, IsoMatrixRow>;
  editable: boolean;
  onChange: (matrix: Record<string, IsoMatrixRow>) => void;
}

export const TWO_LEADS = '每个条款只能有一个主责部门，请先取消原来的主责';
type Cell = 'lead' | 'support' | '';
const CELL_OPTIONS = [
  { value: 'lead', label: '主责' },
  { value: 'support', label: '配合' },
];

/** The matrix with one cell set (null when that makes two leads). */
export function withCell(matrix: Record<string, IsoMatrixRow>, clause: string, code: string, cell: Cell): Record<string, IsoMatrixRow> | null {
  const row = matrix[clause] ?? { lead: null, support: [] };
  if (cell === 'lead' && row.lead && row.lead !== code) return null;
  const support = row.support.filter((c) => c !== code);
  const next: IsoMatrixRow = {
    lead: cell === 'lead' ? code : row.lead === code ? null : row.lead,
    support: cell === 'support' ? [...support, code] : support,
  };
  return { ...matrix, [clause]: next };
}

const cellOf = (row: IsoMatrixRow | undefined, code: string): Cell => (row?.lead === code ? 'lead' : row?.support.includes(code) ? 'support' : '');

const MatrixGrid: React.FC<Props> = ({ clauses, departments, matrix, editable, onChange }) => (
  <Table
    size="small"
    rowKey="id"
    pagination={false}
    bordered
    scroll={{ x: 'max-content', y: 560 }}
    dataSource={clauses}
    columns={[
      {
        key: 'clause',
        title: '条款',
        fixed: 'left',
        width: 220,
        render: (_: unknown, clause: MatrixClause) => (
          <span>
            <Typography.Text strong>{clause.id}</Typography.Text> {clause.title}
            {!matrix[clause.id]?.lead && (
              <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
                未指定主责部门
              </Typography.Text>
            )}
          </span>
        ),
      },
      ...departments.map((department) => ({
        key: department.code,
        title: department.name,
        width: 96,
        render: (_: unknown, clause: MatrixClause) => (
          <Select<Cell>
            size="small"
            aria-label={`${clause.id} ${department.name}`}
            style={{ width: 80 }}
            allowClear
            disabled={!editable}
            placeholder="—"
            value={cellOf(matrix[clause.id], department.code) || undefined}
            options={CELL_OPTIONS}
            onChange={(value) => {
              const next = withCell(matrix, clause.id, department.code, value ?? '');
              if (!next) message.error(TWO_LEADS);
              else onChange(next);
            }}
          />
        ),
      })),
    ]}
  />
);

export default MatrixGrid;
