/**
 * A tenant's page configuration (spec §3): Chinese and English name, logo (uploaded as a file of
 * that tenant, so its members can load it), and the hidden tabs (hTab). What is saved shows in
 * that tenant's header, footer and menu from its members' next page load.
 */
import { ModalForm, ProFormCheckbox, ProFormText } from '@/components/FormKit';
import { Button, Form, Space, Typography, Upload, message } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { savePageConfig as contract } from '@domain/tenantAdmin/contracts';
import { HideableTab, type HideableTab as HideableTabCode } from '@domain/enums';
import { LOGO_EXTENSIONS, LOGO_MAX_BYTES, isLogoFileName, parseHTab } from '@domain/tenantAdmin/rules';
import { zodRule } from '@/components/FormKit/zodRule';
import { savePageConfig, type TenantAdminItem, uploadTenantLogo } from '@/services/tenantAdmin';
import { PAGE_CONFIG_TEXT } from './labels';

const fields = contract.body!.shape;

interface Values {
  tenantZhName: string;
  tenantEnName: string;
  hTab: HideableTabCode[];
}

interface Props {
  tenant: TenantAdminItem;
  onDone: () => void;
}

const PageConfigForm: React.FC<Props> = ({ tenant, onDone }) => {
  const [logo, setLogo] = useState(tenant.logoIconUrl);
  const [uploading, setUploading] = useState(false);

  const beforeUpload = async (file: File) => {
    if (!isLogoFileName(file.name) || file.size > LOGO_MAX_BYTES) {
      message.error('机构标志须为不超过 2 MB 的 PNG、JPG 或 GIF 图片');
      return Upload.LIST_IGNORE;
    }
    setUploading(true);
    try {
      const stored = await uploadTenantLogo({ tenantCode: tenant.tenantCode, file });
      setLogo(stored.logoIconUrl);
      message.success('标志已上传，保存后生效');
    } catch {
      // Shown by the request error handler.
    } finally {
      setUploading(false);
    }
    return Upload.LIST_IGNORE;
  };

  const onFinish = async (values: Values) => {
    try {
      await savePageConfig({ tenantCode: tenant.tenantCode, ...values, tenantEnName: values.tenantEnName ?? '', logoIconUrl: logo });
    } catch {
      return false;
    }
    message.success('页面配置已保存，该机构成员刷新页面后生效');
    onDone();
    return true;
  };

  return (
    <ModalForm<Values>
      title={`${PAGE_CONFIG_TEXT}：${tenant.tenantZhName}`}
      width={560}
      trigger={<a>{PAGE_CONFIG_TEXT}</a>}
      modalProps={{ destroyOnHidden: true, afterClose: () => setLogo(tenant.logoIconUrl) }}
      initialValues={{ tenantZhName: tenant.tenantZhName, tenantEnName: tenant.tenantEnName, hTab: parseHTab(tenant.hTab) }}
      onFinish={onFinish}
    >
      <ProFormText
        name="tenantZhName"
        label="中文名称"
        tooltip="显示在页头和页脚"
        rules={[zodRule(fields.tenantZhName)]}
        fieldProps={{ maxLength: 100 }}
      />
      <ProFormText name="tenantEnName" label="英文名称" rules={[zodRule(fields.tenantEnName)]} fieldProps={{ maxLength: 200 }} />
      <Form.Item label="机构标志" extra={`${LOGO_EXTENSIONS.join('、').toUpperCase()}，不超过 2 MB；不设置则显示平台图标`}>
        <Space>
          {logo ? <Typography.Text type="success">已设置标志</Typography.Text> : <Typography.Text type="secondary">未设置</Typography.Text>}
          <Upload accept={LOGO_EXTENSIONS.map((ext) => `.${ext}`).join(',')} showUploadList={false} beforeUpload={beforeUpload}>
            <Button loading={uploading}>{logo ? '更换标志' : '上传标志'}</Button>
          </Upload>
          {logo && (
            <Button type="link" danger onClick={() => setLogo('')}>
              移除
            </Button>
          )}
        </Space>
      </Form.Item>
      <ProFormCheckbox.Group name="hTab" label="隐藏的功能页签" options={HideableTab.options()} extra="勾选的页签对该机构的所有成员隐藏" />
    </ModalForm>
  );
};

export default PageConfigForm;
