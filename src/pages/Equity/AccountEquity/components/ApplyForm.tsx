/**
 * The application form: a level above the current one, the reason, and the accountRight licence
 * shown with an "I have read and agree" checkbox, required to submit (a draft may be saved
 * without it). A draft is filled in again; the server records the licence version accepted.
 */
import { ProForm, ProFormCheckbox, ProFormSelect, ProFormTextArea } from '@/components/FormKit';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Form, Space, Typography, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { discountLabel, equityRank } from '@domain/equity/rules';
import type { EquityLevel } from '@domain/enums';
import { latestLicence } from '@/services/identity';
import { applyEquity, type EquityApplication, type EquityLevelInfo } from '@/services/equity';
import { AGREE_REQUIRED_MESSAGE, AGREE_TEXT, SAVE_DRAFT_TEXT, SUBMIT_TEXT } from './labels';

interface Values {
  levelCode: EquityLevel;
  reason: string;
  agreed?: boolean;
}

interface Props {
  levels: EquityLevelInfo[];
  held: EquityLevel;
  /** The open draft, filled in again. */
  draft: EquityApplication | undefined;
  onDone: () => void;
}

export const REASON_MAX = 500;

const ApplyForm: React.FC<Props> = ({ levels, held, draft, onDone }) => {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const { data: licence, loading, error, refresh } = useRequest(() => latestLicence({ type: 'accountRight' }, { skipErrorHandler: true }));
  const higher = levels.filter((level) => equityRank(level.levelCode) > equityRank(held));

  if (higher.length === 0) {
    return (
      <Card title="申请权益等级">
        <Alert type="success" showIcon message="你的渠道已是最高权益等级" />
      </Card>
    );
  }

  const send = async (submit: boolean) => {
    let values: Values;
    try {
      values = submit ? await form.validateFields() : await form.validateFields(['levelCode', 'reason']);
    } catch {
      return;
    }
    setBusy(submit ? 'submit' : 'save');
    try {
      await applyEquity({ levelCode: values.levelCode, reason: values.reason, submit, licenceVersion: submit ? (licence?.version ?? null) : null });
      message.success(submit ? '申请已提交，请等待平台审核' : '草稿已保存');
      form.setFieldValue('agreed', false);
      onDone();
    } catch {
      // Shown by the request error handler (e.g. the licence was updated meanwhile).
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={draft ? '继续填写申请（草稿）' : '申请权益等级'}>
      <ProForm<Values>
        form={form}
        layout="vertical"
        submitter={false}
        initialValues={{ levelCode: draft?.levelCode ?? higher[0].levelCode, reason: draft?.reason ?? '' }}
      >
        <ProFormSelect
          name="levelCode"
          label="申请等级"
          options={higher.map((level) => ({ value: level.levelCode, label: `${level.name}（采购价 ${discountLabel(level.discountPercent)}）` }))}
          rules={[{ required: true, message: '请选择申请等级' }]}
          fieldProps={{ allowClear: false }}
        />
        <ProFormTextArea
          name="reason"
          label="申请说明"
          placeholder="请说明满足申请要求的情况，如近 12 个月成交项目数、持证顾问人数"
          rules={[{ required: true, whitespace: true, message: '请填写申请说明' }]}
          fieldProps={{ maxLength: REASON_MAX, showCount: true, rows: 4 }}
        />
        {error ? (
          <Alert
            type="error"
            showIcon
            message="用户服务协议加载失败"
            action={
              <Button size="small" onClick={refresh}>
                重试
              </Button>
            }
          />
        ) : (
          licence && (
            <Card size="small" title={`${licence.title}（第 ${licence.version} 版）`} loading={loading} style={{ marginBottom: 16 }}>
              <div data-testid="equity-licence" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, maxHeight: 200, overflow: 'auto' }}>
                {licence.content}
              </div>
            </Card>
          )
        )}
        {licence && (
          <ProFormCheckbox
            name="agreed"
            rules={[{ validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(AGREE_REQUIRED_MESSAGE))) }]}
          >
            {AGREE_TEXT}《{licence.title}》
          </ProFormCheckbox>
        )}
        <Space>
          <Button onClick={() => send(false)} loading={busy === 'save'} disabled={busy !== null}>
            {SAVE_DRAFT_TEXT}
          </Button>
          <Button type="primary" onClick={() => send(true)} loading={busy === 'submit'} disabled={busy !== null || (!licence && !error && loading)}>
            {SUBMIT_TEXT}
          </Button>
          <Typography.Text type="secondary">提交后由平台审核，审核期间可以撤回。</Typography.Text>
        </Space>
      </ProForm>
    </Card>
  );
};

export default ApplyForm;
