/** 项目组详情 (/projectList/myProject/detail/{projectGroupCode}): see components/GroupDetailView.tsx. */
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import GroupDetailView from '../components/GroupDetailView';

const GroupDetail: React.FC = () => {
  const { projectGroupCode = '' } = useParams<{ projectGroupCode: string }>();
  return (
    <PageContainer title={`项目组 ${projectGroupCode}`} onBack={() => history.back()}>
      <GroupDetailView groupCode={projectGroupCode} />
    </PageContainer>
  );
};

export default GroupDetail;
