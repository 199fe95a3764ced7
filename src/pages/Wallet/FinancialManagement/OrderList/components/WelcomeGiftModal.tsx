/** 发放新人礼: phone and points (default WELCOME_GIFT_POINTS); the result names who got how much. */
import { GiftOutlined } from '@ant-design/icons';
import { ModalForm, ProForm, ProFormText } from '@/components/FormKit';
import { Button, InputNumber } from 'antd';
import type React from 'react';
import { sendWelcomeGift as giftContract } from '@domain/wallet/financeContracts';
import { WELCOME_GIFT_POINTS } from '@domain/constants';
import { PHONE_PATTERN } from '@domain/kernel/helpers';
import { schemaRule } from '@/components/Recharge';
import { sendWelcomeGift } from '@/services/finance';

export const WELCOME_GIFT_TEXT = '发放新人礼';
/** The contract's own rule for the points (1–100,000, whole). */
const GIFT_POINTS_SCHEMA = giftContract.body!.shape.points;

export interface GiftResult {
  accountId: string;
  showName: string;
  points: number;
  balance: number;
}

const WelcomeGiftModal: React.FC<{ onSent: (result: GiftResult) => void }> = ({ onSent }) => (
  <ModalForm<{ phone: string; points: number }>
    title={WELCOME_GIFT_TEXT}
    width={480}
    trigger={<Button icon={<GiftOutlined />}>{WELCOME_GIFT_TEXT}</Button>}
    modalProps={{ destroyOnHidden: true }}
    initialValues={{ points: WELCOME_GIFT_POINTS }}
    submitter={{ searchConfig: { submitText: '确认发放', resetText: '取消' } }}
    onFinish={async (values) => {
      try {
        onSent(await sendWelcomeGift(values));
        return true;
      } catch {
        return false; // Shown by the request error handler (e.g. already received); the input stays.
      }
    }}
  >
    <ProFormText
      name="phone"
      label="手机号"
      placeholder="请输入领取人的手机号"
      rules={[
        { required: true, message: '请输入手机号' },
        { pattern: PHONE_PATTERN, message: '手机号格式不正确' },
      ]}
      fieldProps={{ maxLength: 11 }}
    />
    <ProForm.Item
      name="points"
      label="赠送积分"
      required
      rules={[schemaRule(GIFT_POINTS_SCHEMA, '请输入赠送积分')]}
      extra="每个账号只能领取一次新人礼"
    >
      <InputNumber<number> suffix="积分" style={{ width: 200 }} controls={false} />
    </ProForm.Item>
  </ModalForm>
);

export default WelcomeGiftModal;
