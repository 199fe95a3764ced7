/**
 * One exam seat (a project of an exam purchase) for the channel: the attempt that used it
 * (examReviewList by projectCode; a seat is used by one attempt), with its candidate, state, score
 * and result, and 阅卷 / 查看结果 / 证书; or that the seat is still free.
 */
import { Alert, Button, Descriptions, Drawer, Empty, Result, Skeleton, Space, Tag } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { AttemptState } from '@domain/exam/enums';
import { requestErrorMessage } from '@/requestErrorConfig';
import { type AttemptSummary, examReviewList } from '@/services/attempt';
import { chinaTimeText } from '@/utils/chinaTime';
import AttemptActions from './AttemptActions';
import { resultText, SEAT_TEXT, STATE_COLORS, scoreText } from './labels';

export interface SeatProject {
  projectCode: string;
  name: string;
}

const SeatDrawer: React.FC<{ project: SeatProject; onClose: () => void }> = ({ project, onClose }) => {
  const [attempts, setAttempts] = useState<AttemptSummary[]>();
  const [failed, setFailed] = useState<string>();

  const load = useCallback(async () => {
    setFailed(undefined);
    try {
      const page = await examReviewList({ projectCode: project.projectCode, current: 1, pageSize: 20 }, { skipErrorHandler: true });
      setAttempts(page.list);
    } catch (error) {
      setFailed(requestErrorMessage(error));
    }
  }, [project.projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Drawer open width={720} title={`${SEAT_TEXT}：${project.name}`} onClose={onClose}>
      {failed && !attempts ? (
        <Result
          status="warning"
          title="无法加载考试情况"
          subTitle={failed}
          extra={
            <Button type="primary" onClick={load}>
              重试
            </Button>
          }
        />
      ) : !attempts ? (
        <Skeleton active />
      ) : attempts.length === 0 ? (
        <Empty description="该名额尚未使用：客户的内审员开始考试后，这里显示其考试情况" />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon message="每个名额可供一次考试使用；考生交卷后由本渠道对简答题阅卷并出成绩。" />
          {attempts.map((row) => (
            <Descriptions
              key={row.attemptCode}
              size="small"
              bordered
              column={2}
              title={row.productName}
              extra={<AttemptActions row={row} onChanged={load} />}
            >
              <Descriptions.Item label="考生">{row.candidateName}</Descriptions.Item>
              <Descriptions.Item label="客户">{row.customerName}</Descriptions.Item>
              <Descriptions.Item label="状态">
                <Tag color={STATE_COLORS[row.state]}>{AttemptState.label(row.state)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label="交卷时间">{chinaTimeText(row.submittedAt)}</Descriptions.Item>
              <Descriptions.Item label="得分">{scoreText(row)}</Descriptions.Item>
              <Descriptions.Item label="结果">
                {row.passed === null ? '—' : <Tag color={row.passed ? 'green' : 'red'}>{resultText(row.passed)}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label="阅卷人">{row.reviewerName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="证书编号">{row.certificateNo ?? '—'}</Descriptions.Item>
            </Descriptions>
          ))}
        </Space>
      )}
    </Drawer>
  );
};

export default SeatDrawer;
