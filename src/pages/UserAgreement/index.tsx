/**
 * The updated user agreement (no layout): the latest accountRight licence. Agreeing records it
 * (POST /user/agreementLicences) and opens the landing page; declining logs out.
 */
import { useRequest } from 'ahooks';
import { Button, Result, Space, Spin } from 'antd';
import React, { useState } from 'react';
import { landingPathFor } from '../../../domain/menus';
import LicenceView, { PlainPage } from '../../components/LicenceView';
import { fetchUserInfo } from '../../initialState';
import { logoutAndLeave } from '../../layout/session';
import { agreeLicence, getLatestLicence } from '../../services/user';
import { fullNavigate, hashUrl } from '../../utils/navigation';

const UserAgreement: React.FC = () => {
  const { data: licence, loading, error } = useRequest(() => getLatestLicence({ type: 'accountRight' }));
  const [agreeing, setAgreeing] = useState(false);

  async function agree(licenceCode: string) {
    setAgreeing(true);
    try {
      await agreeLicence({ licenceCode });
      const info = await fetchUserInfo();
      fullNavigate(hashUrl('user' in info ? landingPathFor(info.user) : '/'));
    } catch {
      setAgreeing(false); // the error handler has shown why
    }
  }

  let content: React.ReactNode;
  if (loading) content = <Spin style={{ display: 'block', marginTop: 120 }} tip="加载中" />;
  else if (error || !licence)
    content = (
      <Result
        status="info"
        title={error ? '用户协议加载失败' : '暂无需要确认的用户协议'}
        extra={<Button onClick={() => fullNavigate(hashUrl('/'))}>返回首页</Button>}
      />
    );
  else
    content = (
      <LicenceView
        licence={licence}
        footer={
          <Space size="large">
            <Button onClick={() => void logoutAndLeave()}>不同意</Button>
            <Button type="primary" loading={agreeing} onClick={() => void agree(licence.licenceCode)}>
              同意并继续
            </Button>
          </Space>
        }
      />
    );
  return <PlainPage>{content}</PlainPage>;
};

export default UserAgreement;
