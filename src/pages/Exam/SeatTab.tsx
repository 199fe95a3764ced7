/**
 * 考试情况 on the customer's project detail (a seat of an exam purchase): who sat the exam on this
 * seat, when, the state and the score, with the result (ResultDrawer, the same as the channel's)
 * and the certificate. Empty while the seat is unused.
 */
import { useRequest } from 'ahooks';
import { Button, Empty, Result, Skeleton, Table, Tag } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { AttemptState } from '@domain/exam/enums';
import { type AttemptSummary, examSeatAttempts } from '@/services/attempt';
import { chinaTimeText } from '@/utils/chinaTime';
import type { CustomerTabProps } from '@/utils/projectKinds';
import CertificateLink from './Review/components/CertificateLink';
import { RESULT_TEXT, resultText, STATE_COLORS, scoreText } from './Review/components/labels';
import ResultDrawer from './Review/components/ResultDrawer';

const SeatTab: React.FC<CustomerTabProps> = ({ detail }) => {
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error, refresh } = useRequest(() => examSeatAttempts({ projectCode: detail.projectCode }, { skipErrorHandler: true }), {
    refreshDeps: [detail.projectCode],
  });
  if (error) return <Result status="warning" title="考试情况加载失败" subTitle={error.message} extra={<Button onClick={refresh}>重试</Button>} />;
  if (loading && !data) return <Skeleton active />;
  if (!data?.length) return <Empty description="该考试名额尚未使用：本单位的内审员在“内审员认证”中开始考试后，这里显示考试情况" />;
  return (
    <>
      <Table<AttemptSummary>
        rowKey="attemptCode"
        pagination={false}
        dataSource={data}
        columns={[
          { title: '考生', dataIndex: 'candidateName', key: 'candidate' },
          { title: '考试', dataIndex: 'productName', key: 'exam' },
          { title: '开始时间', key: 'started', render: (_, row) => chinaTimeText(row.startedAt) },
          { title: '交卷时间', key: 'submitted', render: (_, row) => (row.submittedAt ? chinaTimeText(row.submittedAt) : '—') },
          {
            title: '状态',
            key: 'state',
            render: (_, row) => (
              <>
                <Tag color={STATE_COLORS[row.state]}>{AttemptState.label(row.state)}</Tag>
                {row.timedOut ? <Tag>到时自动交卷</Tag> : null}
              </>
            ),
          },
          { title: '得分', key: 'score', render: (_, row) => scoreText(row) },
          { title: '结果', key: 'result', render: (_, row) => resultText(row.passed) ?? '—' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <>
                {row.state === 'inProgress' ? null : (
                  <Button type="link" size="small" onClick={() => setOpen(row.attemptCode)}>
                    {RESULT_TEXT}
                  </Button>
                )}
                {row.certificateNo ? <CertificateLink attemptCode={row.attemptCode} certificateNo={row.certificateNo} /> : null}
              </>
            ),
          },
        ]}
      />
      {open ? <ResultDrawer attemptCode={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
};

export default SeatTab;
