/**
 * 修改角色: the roles the caller may grant can be added or removed; the member's other roles (a
 * manager's, say) are shown and kept as they are (domain/personnel/rules.ts roleChangeRefusal).
 */
import { ModalForm, ProFormCheckbox } from '@/components/FormKit';
import { Form, Tag, message } from 'antd';
import type React from 'react';
import { Role, type RoleCode } from '@domain/kernel/roles';
import { personnelUpdate, type PersonnelMember } from '@/services/personnel';

export const EDIT_ROLES_TEXT = '修改角色';

interface Props {
  member: PersonnelMember;
  grantable: readonly RoleCode[];
  onDone: () => void;
}

const EditRolesModal: React.FC<Props> = ({ member, grantable, onDone }) => {
  const kept = member.roleCodes.filter((role) => !grantable.includes(role));
  return (
    <ModalForm<{ roles: RoleCode[] }>
      title={`${EDIT_ROLES_TEXT}：${member.showName}`}
      width={480}
      trigger={<a>{EDIT_ROLES_TEXT}</a>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ roles: member.roleCodes.filter((role) => grantable.includes(role)) }}
      onFinish={async ({ roles }) => {
        const all = [...kept, ...(roles ?? [])];
        if (all.length === 0) {
          message.error('请至少保留一个角色');
          return false;
        }
        try {
          await personnelUpdate({ accountId: member.accountId, change: 'roles', roles: all });
        } catch {
          return false;
        }
        message.success(`已修改 ${member.showName} 的角色`);
        onDone();
        return true;
      }}
    >
      {kept.length > 0 && (
        <Form.Item label="保留的角色" extra="这些角色高于你可分配的范围，不会改变">
          {kept.map((role) => (
            <Tag key={role}>{Role.label(role)}</Tag>
          ))}
        </Form.Item>
      )}
      <ProFormCheckbox.Group name="roles" label="可分配的角色" options={grantable.map((role) => ({ label: Role.label(role), value: role }))} />
    </ModalForm>
  );
};

export default EditRolesModal;
