/**
 * Publish an announcement (/announcementManagement/publish): title, content with its line breaks,
 * publish date (today by default; a later day schedules it). The rules are the contract's.
 */
import { PageContainer } from '@ant-design/pro-components';
import { ProForm, ProFormDatePicker, ProFormDependency, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { history } from '@umijs/max';
import { Alert, Card, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaDay } from '@domain/kernel/chinaTime';
import type React from 'react';
import { AOC_CONTENT_MAX, AOC_TITLE_MAX, platformAocAdd as contract } from '@domain/announcements/contracts';
import { platformAocAdd } from '@/services/announcements';
import { isScheduled } from '@/pages/Announcements/AnnouncementManagement/components/StatusTag';
import { zodRule } from '@/components/FormKit/zodRule';

export const LIST_PATH = '/announcementManagement';
export const PUBLISH_DATE_HINT = '选择今天立即发布；选择以后的日期即为定时发布，从该日起对用户可见。';
const DAY = 'YYYY-MM-DD';
/** The contract's field schemas: the form's rules are the server's. */
const fields = contract.body!.shape;

interface PublishValues {
  title?: string;
  content?: string;
  publishDate?: Dayjs | string;
}

const dayOf = (value: Dayjs | string | undefined): string => dayjs(value).format(DAY);

/** Scheduled publication, said plainly under the date. */
const scheduledText = (day: string) => `定时发布：该公告将于 ${day} 起对用户可见。`;

const Publish: React.FC = () => {
  const back = () => history.push(LIST_PATH);

  const onFinish = async ({ title = '', content = '', publishDate }: PublishValues) => {
    const day = dayOf(publishDate);
    try {
      await platformAocAdd({ title, content, publishDate: day });
    } catch {
      // The request layer has shown why; the form stays filled in.
      return false;
    }
    message.success(isScheduled(day) ? `公告已保存，将于 ${day} 发布` : '公告已发布');
    back();
    return true;
  };

  return (
    <PageContainer title="发布公告" onBack={back}>
      <Card>
        <ProForm<PublishValues>
          layout="vertical"
          style={{ maxWidth: 800 }}
          initialValues={{ publishDate: dayjs(chinaDay(new Date())) }}
          onFinish={onFinish}
          submitter={{
            searchConfig: { submitText: '发布公告', resetText: '返回列表' },
            onReset: back,
          }}
        >
          <ProFormText
            name="title"
            label="公告标题"
            placeholder="请输入公告标题"
            required
            rules={[zodRule(fields.title)]}
            fieldProps={{ maxLength: AOC_TITLE_MAX, showCount: true }}
          />
          <ProFormTextArea
            name="content"
            label="公告内容"
            placeholder="请输入公告内容，换行会原样保留"
            required
            rules={[zodRule(fields.content)]}
            fieldProps={{ maxLength: AOC_CONTENT_MAX, showCount: true, autoSize: { minRows: 8, maxRows: 20 } }}
          />
          <ProFormDatePicker
            name="publishDate"
            label="发布日期"
            required
            rules={[{ required: true, message: '请选择发布日期' }]}
            extra={PUBLISH_DATE_HINT}
            fieldProps={{
              format: DAY,
              allowClear: false,
              // A past date would slip the announcement behind ones users have already seen.
              // Days are China days (the server's rule), whatever time zone this browser is in.
              disabledDate: (day: Dayjs) => day.format(DAY) < chinaDay(new Date()),
            }}
          />
          <ProFormDependency name={['publishDate']}>
            {(values) => {
              const { publishDate } = values as PublishValues;
              return publishDate && isScheduled(dayOf(publishDate)) ? (
                <Alert type="info" showIcon style={{ marginBottom: 24 }} message={scheduledText(dayOf(publishDate))} />
              ) : null;
            }}
          </ProFormDependency>
        </ProForm>
      </Card>
    </PageContainer>
  );
};

export default Publish;
