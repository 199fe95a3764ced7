/**
 * 资源池 (/projectList/resourcePool; channelDispatchProjectPermission): the channel's projects not
 * yet dispatched, paged on the server; 分派 picks an active consultant of the channel (渠道负责人 or
 * 渠道执行人). The server refuses anyone else (17301) and any other move (DISTRIBUTE_MACHINE).
 */
import { PageContainer } from '@ant-design/pro-components';
import ProjectTable from '../components/ProjectTable';

const ResourcePool: React.FC = () => (
  <PageContainer content="购买后尚未分派的项目。分派给本机构的咨询顾问后，顾问即可在“我的项目”中看到并开始实施。">
    <ProjectTable mode="pool" />
  </PageContainer>
);

export default ResourcePool;
