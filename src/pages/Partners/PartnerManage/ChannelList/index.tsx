/**
 * 渠道列表 (/partnerManage/channelList, canReadPartnerManage): a channel tenant manager's invite
 * card (code and link, each copied with the spec's messages) and the sub-channels it invited —
 * manager, state, invite code used, customers and, with showChannelSubPartenterConsumeDetail,
 * consumption and the customers themselves. The platform manager and platform delivery see every
 * partnership with its inviting channel.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Space } from 'antd';
import type React from 'react';
import { canSeeSubChannelDetail, partnerScopeOf } from '@domain/partners/rules';
import { ListTable } from '@/components/ListKit';
import { subChannelList, type SubChannelRow } from '@/services/partners';
import InviteCard from '../components/InviteCard';
import { NO_PARTNERSHIPS, NO_SUB_CHANNELS } from '../components/labels';
import { SubChannelCustomers, subChannelColumns } from '../components/subChannelColumns';

const ChannelList: React.FC = () => {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  const scope = partnerScopeOf(user, user.tenantPageConfig?.tenantCode ?? null);
  const own = scope?.kind === 'own';
  const showDetail = canSeeSubChannelDetail(user);

  return (
    <PageContainer>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {own && <InviteCard inviteCode={user.inviteCode} />}
        <ListTable<SubChannelRow>
          headerTitle={own ? '我邀请的下级渠道' : '全部渠道合作关系'}
          rowKey="tenantCode"
          columns={subChannelColumns({ showParent: !own, showDetail })}
          call={subChannelList}
          expandable={showDetail ? { expandedRowRender: (row) => <SubChannelCustomers row={row} /> } : undefined}
          locale={{ emptyText: own ? NO_SUB_CHANNELS : NO_PARTNERSHIPS }}
          scroll={{ x: 1100 }}
        />
      </Space>
    </PageContainer>
  );
};

export default ChannelList;
