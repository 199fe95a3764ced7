/**
 * The date-range search field of a list (not a table column): antd's range picker, sent as the
 * contract's inclusive startDate/endDate China days. Its own module, so that only the lists with a
 * date search load the date picker.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { DatePicker } from 'antd';
import { isDayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';
/** A picked day as "YYYY-MM-DD": the calendar day the user picked, which the contract reads as a China day. */
const dayOf = (value: unknown): string | undefined => {
  if (isDayjs(value)) return value.format(DAY);
  return typeof value === 'string' && value ? value.slice(0, DAY.length) : undefined;
};

/** A date-range search field (not a table column), sent as the contract's inclusive startDate/endDate days. */
export function dateRangeColumn<T>(title: string): ProColumns<T> {
  return {
    title,
    dataIndex: '__dateRange',
    valueType: 'dateRange',
    renderFormItem: () => <DatePicker.RangePicker style={{ width: '100%' }} />,
    hideInTable: true,
    search: {
      transform: (value: unknown) => {
        const [start, end] = Array.isArray(value) ? value : [];
        return { startDate: dayOf(start), endDate: dayOf(end) };
      },
    },
  };
}
