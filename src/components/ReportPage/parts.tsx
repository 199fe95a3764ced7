/**
 * The pieces every report is made of (inside ReportPage): the cover (the report's title, a line
 * under it and the 封面信息), a section card kept whole in print, a figure (a titled count in a
 * grid cell), a report table (small, unpaged unless long, saying what is missing when empty) and
 * the footer line naming how the report was computed.
 */
import { Card, type CardProps, Col, Descriptions, Statistic, type StatisticProps, Table, type TableProps, Typography } from 'antd';
import type React from 'react';
import type { ReactNode } from 'react';
import { usePrinting } from './printing';
import { REPORT_SECTION_CLASS } from './printStyle';

export interface CoverItem {
  label: string;
  value: ReactNode;
}

/** The cover: the title centred, the line under it, then the cover facts; `children` after them. */
export const ReportCover: React.FC<{ title: ReactNode; subtitle: ReactNode; items: readonly CoverItem[]; children?: ReactNode }> = ({
  title,
  subtitle,
  items,
  children,
}) => (
  <Card className={REPORT_SECTION_CLASS}>
    <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
      {title}
    </Typography.Title>
    <Typography.Paragraph style={{ textAlign: 'center' }}>{subtitle}</Typography.Paragraph>
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} title="封面信息">
      {items.map((item) => (
        <Descriptions.Item key={item.label} label={item.label}>
          {item.value}
        </Descriptions.Item>
      ))}
    </Descriptions>
    {children}
  </Card>
);

/** A section of the report: a titled card kept on one printed page where it fits. */
export const ReportSection: React.FC<Omit<CardProps, 'className'> & { className?: string }> = ({ className, ...card }) => (
  <Card {...card} className={className ? `${REPORT_SECTION_CLASS} ${className}` : REPORT_SECTION_CLASS} />
);

/** A figure of the report (a titled count or score) in a cell of a Row: `xs`, `md`, `xl` are its spans. */
export const ReportFigure: React.FC<StatisticProps & { xs?: number; md?: number; xl?: number }> = ({ xs = 12, md, xl, ...statistic }) => (
  <Col xs={xs} md={md} xl={xl}>
    <Statistic {...statistic} />
  </Col>
);

/** The last line: the configuration and time the report was computed with. */
export const ReportFooter: React.FC<{ children: ReactNode }> = ({ children }) => (
  <Typography.Paragraph type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
    {children}
  </Typography.Paragraph>
);

type ReportTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'size' | 'locale'> & {
  rows: readonly T[];
  /** What the empty table says (无业务资产…; antd's own text when not given). */
  empty?: ReactNode;
  /** Paged by this many rows when longer on screen; unpaged otherwise, when not given and in print. */
  pageSize?: number;
};

/** A table of the report: small, every row on the page unless longer than `pageSize` (on screen). */
export function ReportTable<T extends object>({ rows, empty, pageSize, ...table }: ReportTableProps<T>) {
  const printing = usePrinting();
  return (
    <Table<T>
      size="small"
      pagination={pageSize && rows.length > pageSize && !printing ? { pageSize, size: 'small' } : false}
      dataSource={rows as T[]}
      locale={empty === undefined ? undefined : { emptyText: empty }}
      {...table}
    />
  );
}
