/**
 * 平台交付 (/platformDelivery; canReadDelivery): the projects the platform itself delivers, for
 * platform-delivery accounts — the resource pool (分派 to a platform-delivery account), every
 * platform-delivered project with 改派 / 收回 / 分派记录 and the export, and the groups (opening
 * the same group detail as channels). The same components as /projectList; the server scopes them
 * to delivery_tenant_code = the platform.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useState } from 'react';
import ProjectTable from '../ProjectList/components/ProjectTable';

const TABS = [
  { key: 'pool', tab: '待分派' },
  { key: 'all', tab: '全部项目' },
] as const;

const PlatformDelivery: React.FC = () => {
  const [tab, setTab] = useState<'pool' | 'all'>('pool');
  return (
    <PageContainer
      content="渠道购买并选择由平台交付的项目。点击项目名称打开项目组详情。"
      tabActiveKey={tab}
      onTabChange={(key) => setTab(key as 'pool' | 'all')}
      tabList={TABS.map((item) => ({ key: item.key, tab: item.tab }))}
    >
      {tab === 'pool' ? <ProjectTable key="pool" mode="pool" title="平台待分派项目" /> : <ProjectTable key="all" mode="admin" title="平台交付项目" />}
    </PageContainer>
  );
};

export default PlatformDelivery;
