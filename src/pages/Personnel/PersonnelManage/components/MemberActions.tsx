/**
 * What the caller may do to one row, from domain/personnel/rules.ts: accept or reject a join request,
 * change roles, disable or enable, each disable/enable/accept/reject after a confirmation. Nothing
 * on the caller's own row nor on a member above the caller's level.
 */
import { Space, Typography } from 'antd';
import type React from 'react';
import { actOnMemberRefusal, MEMBERSHIP_MACHINE, type MembershipAction } from '@domain/personnel/rules';
import ConfirmAction from '@/components/ListKit/ConfirmAction';
import { personnelUpdate, type PersonnelMember } from '@/services/personnel';
import EditRolesModal from './EditRolesModal';
import type { Caller } from './useCaller';

const CONFIRM: Readonly<
  Record<MembershipAction, { title: (name: string) => string; description?: string; done: (name: string) => string; danger?: boolean }>
> = {
  accept: { title: (n) => `通过 ${n} 的加入申请？`, description: '通过后该账号即可登录本机构。', done: (n) => `已通过 ${n} 的加入申请` },
  reject: { title: (n) => `拒绝 ${n} 的加入申请？`, done: (n) => `已拒绝 ${n} 的加入申请`, danger: true },
  disable: {
    title: (n) => `停用 ${n}？`,
    description: '停用后该账号立即不能再进入本机构，直到重新启用。',
    done: (n) => `已停用 ${n}`,
    danger: true,
  },
  enable: { title: (n) => `启用 ${n}？`, done: (n) => `已启用 ${n}` },
};

interface Props {
  member: PersonnelMember;
  caller: Caller;
  onDone: () => void;
}

const MemberActions: React.FC<Props> = ({ member, caller, onDone }) => {
  if (member.self) return <Typography.Text type="secondary">当前账号</Typography.Text>;
  if (actOnMemberRefusal(caller, { accountId: member.accountId, roles: member.roleCodes }))
    return <Typography.Text type="secondary">—</Typography.Text>;
  if (caller.grantable.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const moves = MEMBERSHIP_MACHINE.moves.filter((move) => move.from === member.status);
  const name = `${member.showName}${member.phone ? `（${member.phone}）` : ''}`;
  return (
    <Space size={12}>
      {(member.status === 'active' || member.status === 'disabled') && (
        <EditRolesModal member={member} grantable={caller.grantable} onDone={onDone} />
      )}
      {moves.map((move) => {
        const confirm = CONFIRM[move.action];
        return (
          <ConfirmAction
            key={move.action}
            title={confirm.title(name)}
            description={confirm.description}
            okText={move.label}
            successMessage={confirm.done(member.showName)}
            action={() => personnelUpdate({ accountId: member.accountId, change: move.action })}
            onDone={onDone}
          >
            <a style={confirm.danger ? { color: '#ff4d4f' } : undefined}>{move.label}</a>
          </ConfirmAction>
        );
      })}
    </Space>
  );
};

export default MemberActions;
