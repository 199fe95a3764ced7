/** Enums of personnel (issue 11 items 2, 4): a membership's state and the changes a manager makes. */
import { defineEnum } from '../kernel/enums';

/** A membership: active, disabled by the tenant's manager, or a join request pending / rejected. */
export const MembershipStatus = defineEnum({ active: '正常', disabled: '已停用', pending: '待审核', rejected: '已拒绝' });
export type MembershipStatus = (typeof MembershipStatus.values)[number];

/** What POST /consulting/tenant/user/update does to one member of the caller's tenant. */
export const PersonnelChange = defineEnum({ roles: '修改角色', disable: '停用', enable: '启用', accept: '通过加入申请', reject: '拒绝加入申请' });
export type PersonnelChange = (typeof PersonnelChange.values)[number];
