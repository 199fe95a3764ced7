/** A channel's company details (saveChannelInfo): the contract's rules, the same Chinese messages. */
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { message } from 'antd';
import type React from 'react';
import { saveChannelInfo as contract } from '@domain/api/tenantAdmin';
import { zodRule } from '@/pages/AnnouncementManagement/components/zodRule';
import { saveChannelInfo, type ChannelInfo, type TenantAdminItem } from '@/services/tenantAdmin';
import { CHANNEL_INFO_TEXT } from './labels';

const fields = contract.body!.shape;

interface Props {
  tenant: TenantAdminItem;
  onDone: () => void;
}

const ChannelInfoForm: React.FC<Props> = ({ tenant, onDone }) => {
  const onFinish = async (values: ChannelInfo) => {
    try {
      await saveChannelInfo({ ...values, tenantCode: tenant.tenantCode });
    } catch {
      return false;
    }
    message.success('企业信息已保存');
    onDone();
    return true;
  };

  return (
    <ModalForm<ChannelInfo>
      title={`${CHANNEL_INFO_TEXT}：${tenant.tenantZhName}`}
      width={560}
      trigger={<a>{CHANNEL_INFO_TEXT}</a>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={tenant.channelInfo ?? { companyName: tenant.tenantZhName }}
      onFinish={onFinish}
    >
      <ProFormText name="companyName" label="企业名称" rules={[zodRule(fields.companyName)]} fieldProps={{ maxLength: 100 }} />
      <ProFormText
        name="creditCode"
        label="统一社会信用代码"
        placeholder="18 位，如 91350100M000100Y43"
        rules={[zodRule(fields.creditCode)]}
        fieldProps={{ maxLength: 18 }}
      />
      <ProFormText name="contactName" label="联系人" rules={[zodRule(fields.contactName)]} fieldProps={{ maxLength: 50 }} />
      <ProFormText
        name="contactPhone"
        label="联系电话"
        placeholder="11 位手机号"
        rules={[zodRule(fields.contactPhone)]}
        fieldProps={{ maxLength: 11 }}
      />
      <ProFormText name="region" label="所在地区" placeholder="如：浙江省杭州市" rules={[zodRule(fields.region)]} fieldProps={{ maxLength: 100 }} />
      <ProFormText name="address" label="详细地址" rules={[zodRule(fields.address)]} fieldProps={{ maxLength: 200 }} />
      <ProFormTextArea name="remark" label="备注" rules={[zodRule(fields.remark)]} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </ModalForm>
  );
};

export default ChannelInfoForm;
