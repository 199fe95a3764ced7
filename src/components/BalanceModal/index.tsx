/**
 * The insufficient-balance modal (spec §4, §8): any call answering errorCode 13001 asks whether to
 * go to the recharge page. Confirm opens it in a new tab (the current work stays where it is);
 * cancel closes. Calls failing together show one modal, not a stack.
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal, Space } from 'antd';
import type React from 'react';
import { useEffect, useState } from 'react';
import { onInsufficientBalance } from '@/requestErrorConfig';
import { hashUrl } from '@/utils/navigation';

export const BALANCE_MODAL_TITLE = '余额或次数不足';
export const BALANCE_MODAL_CONTENT = '是否前往充值页面？';
export const RECHARGE_TEXT = '前往充值';
/** The recharge page (spec §2 /rechargeBalance), as a URL of this app. */
const RECHARGE_URL = hashUrl('/rechargeBalance');

const BalanceModal: React.FC = () => {
  const [open, setOpen] = useState(false);

  // Opening an open modal changes nothing: one modal however many calls fail.
  useEffect(() => onInsufficientBalance(() => setOpen(true)), []);

  const recharge = () => {
    setOpen(false);
    window.open(RECHARGE_URL, '_blank', 'noopener');
  };

  return (
    <Modal
      open={open}
      title={
        <Space>
          <ExclamationCircleFilled style={{ color: '#faad14' }} />
          {BALANCE_MODAL_TITLE}
        </Space>
      }
      okText={RECHARGE_TEXT}
      cancelText="取消"
      onOk={recharge}
      onCancel={() => setOpen(false)}
      width={416}
      destroyOnHidden
    >
      {BALANCE_MODAL_CONTENT}
    </Modal>
  );
};

export default BalanceModal;
