/**
 * Column builders of list pages: enum columns from domain label maps (the filter's options and the
 * cell's label, never re-typed) and timestamps in China time. The date-range search is in
 * dateRange.tsx (only the pages with one load the date picker).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import type { LabelledEnum } from '@domain/enums';
import { chinaTimeText } from '@/utils/chinaTime';

/** What an empty cell shows. */
const EMPTY_CELL = '—';

/** A ProTable valueEnum (the filter's options) from a domain label map. */
export function valueEnumOf<C extends string>(labelled: LabelledEnum<C>): Record<C, { text: string }> {
  return Object.fromEntries(labelled.options().map(({ value, label }) => [value, { text: label }])) as Record<C, { text: string }>;
}

type EnumColumnOptions<T, C extends string> = Partial<ProColumns<T>> & {
  /** antd Tag colour by code: the cell shows the label as a tag. */
  colors?: Readonly<Partial<Record<C, string>>>;
};

/** A column of an enum field: a select filter over its codes, the cell its label (EMPTY_CELL when unset). */
export function enumColumn<T, C extends string>(
  title: string,
  dataIndex: keyof T & string,
  labelled: LabelledEnum<C>,
  { colors, ...extra }: EnumColumnOptions<T, C> = {},
): ProColumns<T> {
  return {
    title,
    dataIndex,
    valueType: 'select',
    valueEnum: valueEnumOf(labelled),
    render: (_, row) => {
      const code = row[dataIndex] as string | null | undefined;
      if (code === null || code === undefined || code === '') return EMPTY_CELL;
      const color = colors?.[code as C];
      return color ? <Tag color={color}>{labelled.label(code)}</Tag> : labelled.label(code);
    },
    ...extra,
  };
}

/** The width of a date-time column. */
export const CHINA_TIME_WIDTH = 180;

/** A column of a timestamp field, in China time whatever the browser's zone (not searchable). */
export function chinaTimeColumn<T>(title: string, dataIndex: keyof T & string, extra: Partial<ProColumns<T>> = {}): ProColumns<T> {
  return {
    title,
    dataIndex,
    hideInSearch: true,
    // 'YYYY-MM-DD HH:mm:ss' on one line with the cell's padding, also in a fixed-layout (scrolling) table.
    width: CHINA_TIME_WIDTH,
    render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{chinaTimeText(row[dataIndex] as string | null | undefined)}</span>,
    ...extra,
  };
}
