/**
 * 时间线: the project's dated milestones (risk assessment, release, implementation, training,
 * internal audit, management review, certification application) from the variables — each with its
 * date, what it is counted from and how many working days, set by hand or computed. The consultant
 * picks another date and first sees what moves (recomputed here with projectTimeline, changed dates
 * highlighted) before saving it with the `dates` group. The notes say which holidays were skipped
 * and, plainly, when a year has no holiday data (weekends only). Below, the default chain the
 * timeline engine computes for the release date (calDateTimeline).
 */
import { Alert, Button, Card, DatePicker, Empty, Result, Skeleton, Space, Table, Tag, Typography, message } from 'antd';
import dayjs from 'dayjs';
import type React from 'react';
import { useEffect, useMemo, useState } from 'react';
import type { TimelineResult } from '@domain/engines/timeline';
import { type IsoTimelineEntry, projectTimeline } from '@domain/isoDocuments/timeline';
import type { IsoVariableValues } from '@domain/isoDocuments/variables';
import { isoTimelineCalculate, isoVariableSaveGroup } from '@/services/variable';
import type { IsoPartProps } from '../../types';
import { errorText, useIsoVariables } from './useIsoVariables';

export const HOLIDAY_NOTICE = '节假日数据不完整';
const FIELDS: Record<string, string | null> = {
  riskAssessment: 'riskAssessmentDate',
  release: 'manualReleaseDate',
  effective: null,
  training: 'trainingDate',
  internalAudit: 'internalAuditDate',
  managementReview: 'managementReviewDate',
  certificationApplication: 'certificationApplicationDate',
};
const LABELS: Record<string, string> = {
  release: '管理手册发布',
  effective: '体系实施',
  riskAssessment: '风险评估',
  training: '体系培训',
  internalAudit: '内部审核',
  managementReview: '管理评审',
  certificationApplication: '认证申请',
};

/** The notes, the holiday-data one as a warning of its own. */
function Notes({ notes, holidayDataAvailable }: { notes: string[]; holidayDataAvailable: boolean }) {
  const holiday = notes.filter((note) => note.startsWith('节假日数据不含'));
  const others = notes.filter((note) => !note.startsWith('节假日数据不含'));
  return (
    <>
      {!holidayDataAvailable && <Alert type="warning" showIcon message={HOLIDAY_NOTICE} description={holiday.join('；')} />}
      {others.length > 0 && (
        <Alert
          type="info"
          showIcon
          message="说明"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {others.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}

const TimelinePanel: React.FC<IsoPartProps> = ({ projectCode, side }) => {
  const { view, loading, error, reload } = useIsoVariables(projectCode, side);
  const [changes, setChanges] = useState<Record<string, string | null>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [chain, setChain] = useState<TimelineResult>();
  const values = (view?.values ?? {}) as IsoVariableValues;
  const current = useMemo(() => projectTimeline(values), [values]);
  const preview = useMemo(
    () => (Object.keys(changes).length > 0 ? projectTimeline({ ...values, ...changes } as IsoVariableValues) : null),
    [values, changes],
  );
  const release = (preview ?? current)?.dates.release;

  useEffect(() => {
    if (!release) return;
    isoTimelineCalculate({ latestManageManualReleaseDateTime: release }, { skipErrorHandler: true })
      .then(setChain)
      .catch(() => setChain(undefined));
  }, [release]);

  if (loading && !view) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error && !view) return <Result status="warning" title="时间线加载失败" subTitle={error} extra={<Button onClick={reload}>重试</Button>} />;
  if (!view) return <Empty />;
  const shown = preview ?? current;
  if (!shown) return <Empty description="尚未填写管理手册发布日期：请在“组织信息 › 关键日期”中填写，时间线将按中国工作日推算" />;
  const canEdit = view.permissions.editableKeys.includes('manualReleaseDate');
  const before = current?.dates;
  const setDate = (field: string, date: string | null) => setChanges((all) => ({ ...all, [field]: date }));

  const saveChanges = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      await isoVariableSaveGroup({ projectCode, groupKey: 'dates', valuesVersion: view.valuesVersion, values: changes }, { skipErrorHandler: true });
      message.success('时间线已保存');
      await reload();
      setChanges({});
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setSaving(false);
    }
  };

  const columns = [
    { key: 'label', title: '里程碑', render: (_: unknown, entry: IsoTimelineEntry) => entry.label },
    {
      key: 'date',
      title: '日期',
      render: (_: unknown, entry: IsoTimelineEntry) => {
        const moved = before && before[entry.key] !== entry.date;
        const field = FIELDS[entry.key];
        return (
          <Space>
            {canEdit && field ? (
              <DatePicker
                aria-label={`${entry.label}日期`}
                allowClear={entry.key !== 'release' && entry.overridden}
                value={dayjs(entry.date)}
                onChange={(date) => setDate(field, date ? date.format('YYYY-MM-DD') : null)}
              />
            ) : (
              <Typography.Text>{entry.date}</Typography.Text>
            )}
            {moved && (
              <Tag color="orange" data-testid={`moved-${entry.key}`}>
                {before![entry.key]} → {entry.date}
              </Tag>
            )}
          </Space>
        );
      },
    },
    {
      key: 'anchor',
      title: '推算自',
      render: (_: unknown, entry: IsoTimelineEntry) =>
        entry.anchor
          ? `${LABELS[entry.anchor] ?? entry.anchor}${entry.workdays !== null ? (entry.workdays < 0 ? `前 ${-entry.workdays} 个工作日` : `后 ${entry.workdays} 个工作日`) : ''}`
          : '—',
    },
    {
      key: 'source',
      title: '来源',
      render: (_: unknown, entry: IsoTimelineEntry) => (entry.overridden ? <Tag color="blue">手动设定</Tag> : <Tag>自动推算</Tag>),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {failure && <Alert type="error" showIcon closable onClose={() => setFailure(undefined)} message={failure} />}
      {preview && (
        <Alert
          type="info"
          showIcon
          message="预览：以下为调整后的日期，橙色标记为随之变动的日期，保存后生效"
          action={
            <Space>
              <Button size="small" onClick={() => setChanges({})}>
                取消
              </Button>
              <Button size="small" type="primary" loading={saving} onClick={saveChanges}>
                保存
              </Button>
            </Space>
          }
        />
      )}
      <Card title="项目时间线" extra={<Typography.Text type="secondary">按中国工作日推算；手动设定的日期会带动以它为起点的日期</Typography.Text>}>
        <Table size="small" rowKey="key" pagination={false} dataSource={shown.entries} columns={columns} />
      </Card>
      <Notes notes={shown.notes} holidayDataAvailable={shown.holidayDataAvailable} />
      {chain && (
        <Card title={`默认推算（发布日期 ${chain.releaseDate}）`} size="small">
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={chain.milestones}
            columns={[
              { key: 'label', title: '里程碑', dataIndex: 'label' },
              { key: 'date', title: '日期', dataIndex: 'date' },
              {
                key: 'workdays',
                title: '间隔工作日',
                render: (_: unknown, m: TimelineResult['milestones'][number]) => (m.workdays === null ? '—' : m.workdays),
              },
              { key: 'days', title: '距发布（天）', dataIndex: 'calendarDaysFromRelease' },
            ]}
          />
          <ul style={{ margin: '12px 0 0', paddingLeft: 20 }}>
            {chain.notes.map((note) => (
              <li key={note}>
                <Typography.Text type={note.startsWith('节假日数据不含') ? 'warning' : undefined}>{note}</Typography.Text>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Space>
  );
};

export default TimelinePanel;
