/**
 * The month range of a dashboard: antd's month range picker showing the range the server answered,
 * limited to METRICS_MAX_MONTHS months and to months that have begun. A range the rules refuse
 * (domain/metrics/period.ts rangeProblem) is said under the picker and not sent.
 */
import { DatePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type React from 'react';
import { useEffect, useRef, useState } from 'react';
import { METRICS_MAX_MONTHS, type MonthRange, monthSpan, rangeProblem } from '@domain/metrics/period';

const MONTH = 'YYYY-MM';
const toDay = (month: string) => dayjs(`${month}-01`);
const keyOf = (range?: MonthRange) => (range ? `${range.startMonth}~${range.endMonth}` : '');

interface Props {
  /** The range on screen (the server's answer), if any yet. */
  value?: MonthRange;
  onChange: (range: MonthRange) => void;
  disabled?: boolean;
}

export const MonthRangePicker: React.FC<Props> = ({ value, onChange, disabled }) => {
  const [problem, setProblem] = useState<string | null>(null);
  // The picked range shows at once (the answer for it comes later); the server's range replaces it
  // when it arrives. A pick is sent once: the picker reports it again when it closes.
  const [shown, setShown] = useState(value);
  const sent = useRef(keyOf(value));
  const serverKey = keyOf(value);
  useEffect(() => {
    sent.current = serverKey;
    const [startMonth, endMonth] = serverKey.split('~');
    if (serverKey) setShown({ startMonth, endMonth });
  }, [serverKey]);
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <DatePicker.RangePicker
        picker="month"
        aria-label="统计月份"
        allowClear={false}
        disabled={disabled}
        format="YYYY年M月"
        placeholder={['开始月份', '结束月份']}
        value={shown ? [toDay(shown.startMonth), toDay(shown.endMonth)] : null}
        disabledDate={(current: Dayjs, info?: { from?: Dayjs }) => {
          if (current.isAfter(dayjs(), 'month')) return true;
          if (!info?.from) return false;
          const [a, b] = [info.from.format(MONTH), current.format(MONTH)].sort();
          return monthSpan(a, b) > METRICS_MAX_MONTHS;
        }}
        onChange={(dates) => {
          if (!dates?.[0] || !dates[1]) return;
          const range = { startMonth: dates[0].format(MONTH), endMonth: dates[1].format(MONTH) };
          const why = rangeProblem(range);
          setProblem(why);
          if (why || keyOf(range) === sent.current) return;
          sent.current = keyOf(range);
          setShown(range);
          onChange(range);
        }}
      />
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
    </span>
  );
};
