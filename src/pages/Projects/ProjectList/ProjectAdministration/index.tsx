/**
 * 全部项目 (/projectList/projectAdministration; channelAllProjectPermission): every project the
 * channel delivers, with filters (state, distribute status, consultant, customer, keyword), 改派
 * (updateChannelTeacher: the new consultant sees it under 转交给我), 收回 to the pool, the assignment
 * history, and the list as an Excel file (streamed by the server).
 */
import { PageContainer } from '@ant-design/pro-components';
import ProjectTable from '../components/ProjectTable';

const ProjectAdministration: React.FC = () => (
  <PageContainer content="本机构交付的全部项目：可按状态、分派状态、客户与关键字筛选，改派或收回项目，并查看分派记录。">
    <ProjectTable mode="admin" />
  </PageContainer>
);

export default ProjectAdministration;
