/** Error codes of personnel: a tenant's members, join requests by invite code (16200–16399). */
import { defineErrors } from '../kernel/errors';

export const personnelErrors = defineErrors('personnel', {
  ROLE_NOT_GRANTABLE: ['16201', '不能授予或收回该角色：只能分配本机构类型下、不高于自己权限的角色'],
  ROLES_REQUIRED: ['16202', '请至少保留一个角色'],
  MEMBER_NOT_FOUND: ['16203', '该账号不是本机构的成员'],
  ALREADY_MEMBER: ['16204', '该手机号已是本机构的成员'],
  MEMBER_OUTRANKS: ['16205', '不能操作权限高于自己的成员'],
  SELF_CHANGE_REFUSED: ['16206', '不能停用或修改自己的角色'],
  LAST_MANAGER: ['16207', '不能移除机构的最后一位管理员'],
  MEMBERSHIP_MOVE_REFUSED: ['16208', '该成员当前的状态不允许此操作'],
  INVITE_CODE_UNKNOWN: ['16210', '邀请码不存在，请核对后重新输入'],
  INVITE_TENANT_CLOSED: ['16211', '邀请人所在的机构暂不接受加入申请'],
  JOIN_PENDING_EXISTS: ['16212', '你已有一个待审核的加入申请，请等待审核结果'],
  JOIN_ALREADY_MEMBER: ['16213', '你已是该机构的成员，请直接登录'],
  PLATFORM_ACCOUNT_ELSEWHERE: ['16214', '该手机号已属于其他机构，不能添加为平台账号'],
});
