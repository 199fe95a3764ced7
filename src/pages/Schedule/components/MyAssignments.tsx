/** An auditor's /schedule: their own published assignments in the period, as a list and as a calendar of the month. */
import { AuditType, TeamRole } from '@domain/certification/enums';
import { Alert, Badge, Calendar, Card, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type React from 'react';
import { useEffect, useState } from 'react';
import { type ScheduleAssignment, scheduleMine } from '@/services/schedule';

interface Props {
  from: string;
  to: string;
}

const MyAssignments: React.FC<Props> = ({ from, to }) => {
  const [list, setList] = useState<ScheduleAssignment[]>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    setList(undefined);
    scheduleMine({ from, to }, { skipErrorHandler: true })
      .then((data) => {
        setList(data.list);
        setFailed(undefined);
      })
      .catch((error) => setFailed(error instanceof Error ? error.message : '加载失败'));
  }, [from, to]);

  if (failed) return <Alert type="warning" showIcon message={failed} />;
  const cell = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    return (list ?? [])
      .filter((a) => a.startDate <= day && day <= a.endDate)
      .map((a) => <Badge key={a.auditCode} status="processing" text={`${a.clientName} ${AuditType.label(a.type)}`} />);
  };
  return (
    <>
      <Card title="我的审核安排" style={{ marginBottom: 16 }}>
        <Table<ScheduleAssignment>
          rowKey="auditCode"
          size="small"
          loading={!list}
          pagination={false}
          dataSource={list}
          locale={{ emptyText: '周期内没有已发布的审核安排' }}
          columns={[
            { title: '客户', dataIndex: 'clientName', key: 'clientName' },
            { title: '审核类型', dataIndex: 'type', key: 'type', render: (type) => AuditType.label(type) },
            { title: '标准', dataIndex: 'standards', key: 'standards', render: (s: string[]) => s.join('、') },
            { title: '日期', key: 'dates', render: (_, row) => `${row.startDate} 至 ${row.endDate}` },
            { title: '我的角色', dataIndex: 'role', key: 'role', render: (role, row) => `${TeamRole.label(role)}（${row.days} 天）` },
            { title: '审核组长', dataIndex: 'leaderName', key: 'leaderName' },
            { title: '现场所在地区', dataIndex: 'regionName', key: 'regionName' },
          ]}
        />
      </Card>
      <Card title="日历">
        <Calendar defaultValue={dayjs(from)} cellRender={(date, info) => (info.type === 'date' ? cell(date) : null)} />
      </Card>
    </>
  );
};

export default MyAssignments;
