/**
 * A channel's company details (saveChannelInfo): the contract's rules, the same Chinese messages.
 * The region is chosen in the GB/T 2260 cascader: the form keeps its names (浙江省杭州市, what every
 * page shows) and its code (330100, what the cascader reopens on); details saved before the
 * cascader have names only, shown as the cascader's placeholder until a region is chosen.
 */
import { ModalForm, ProFormText, ProFormTextArea } from '@/components/FormKit';
import { Form, message } from 'antd';
import type React from 'react';
import { saveChannelInfo as contract } from '@domain/tenantAdmin/contracts';
import { RegionCascader } from '@/components/DictionaryInputs';
import { zodRule } from '@/components/FormKit/zodRule';
import { saveChannelInfo, type ChannelInfo, type TenantAdminItem } from '@/services/tenantAdmin';
import { CHANNEL_INFO_TEXT } from './labels';

const fields = contract.body!.shape;

interface Props {
  tenant: TenantAdminItem;
  onDone: () => void;
}

/** The region's names as the field's value; the chosen code goes to the form's `regionCode`. */
const RegionField: React.FC<{ value?: string; onChange?: (names: string) => void; id?: string }> = ({ value, onChange, id }) => {
  const form = Form.useFormInstance();
  const code: string | undefined = Form.useWatch('regionCode', form);
  return (
    <div id={id}>
      <RegionCascader
        value={code || undefined}
        changeOnSelect
        placeholder={value || '请选择省/市/区县'}
        onChange={(chosen, labels) => {
          form.setFieldValue('regionCode', chosen ?? '');
          onChange?.(labels.join(''));
        }}
      />
    </div>
  );
};

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
      initialValues={tenant.channelInfo ?? { companyName: tenant.tenantZhName, regionCode: '' }}
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
      <Form.Item name="region" label="所在地区" rules={[zodRule(fields.region)]}>
        <RegionField />
      </Form.Item>
      <ProFormText name="regionCode" hidden />
      <ProFormText name="address" label="详细地址" rules={[zodRule(fields.address)]} fieldProps={{ maxLength: 200 }} />
      <ProFormTextArea name="remark" label="备注" rules={[zodRule(fields.remark)]} fieldProps={{ maxLength: 500, showCount: true, rows: 3 }} />
    </ModalForm>
  );
};

export default ChannelInfoForm;
