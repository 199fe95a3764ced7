/**
 * 智能排期 (/schedule, issue 29 item 3). The body's manager and scheduler plan (board, proposal,
 * hand edits, publish); platform delivery reads any body's board; an auditor sees their own
 * published assignments and nothing else. The period is a month or a quarter, by default the
 * next three months.
 */
import { PageContainer } from '@ant-design/pro-components';
import { chinaDay } from '@domain/kernel/chinaTime';
import { defaultSchedulePeriod } from '@domain/schedule/period';
import { useAccess } from '@umijs/max';
import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { useState } from 'react';
import Board from './components/Board';
import { MINE_TITLE, PAGE_TITLE } from './components/labels';
import MyAssignments from './components/MyAssignments';

const Schedule: React.FC = () => {
  const access = useAccess();
  const [period, setPeriod] = useState(() => defaultSchedulePeriod(chinaDay(new Date())));
  const planner = access.cbPlanner || access.canReadDelivery;
  return (
    <PageContainer title={planner ? PAGE_TITLE : MINE_TITLE}>
      <Space style={{ marginBottom: 16 }}>
        <span>排期周期（最长 3 个月）</span>
        <DatePicker.RangePicker
          aria-label="排期周期"
          picker="month"
          allowClear={false}
          value={[dayjs(period.from), dayjs(period.to)]}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (!start || !end) return;
            const last = end.endOf('month');
            const capped = last.diff(start.startOf('month'), 'month') >= 3 ? start.add(2, 'month').endOf('month') : last;
            setPeriod({ from: start.startOf('month').format('YYYY-MM-DD'), to: capped.format('YYYY-MM-DD') });
          }}
        />
      </Space>
      {planner ? <Board from={period.from} to={period.to} /> : <MyAssignments from={period.from} to={period.to} />}
    </PageContainer>
  );
};

export default Schedule;
