/** The customers area (issue 11 item 1): a customer's size (spec §3, declared with identity's enums) and how a consultation took place. */
import { defineEnum } from '../kernel/enums';
import type { CustomerSize } from '../kernel/tenancyEnums';

/** A customer size code (spec §3 "Customer size": large, medium, small, micro). */
export type CustomerSizeCode = (typeof CustomerSize.values)[number];

/** The channel of a consultation with a customer (addConsultation). */
export const ConsultationWay = defineEnum({ phone: '电话', meeting: '面谈', wechat: '微信', email: '邮件', other: '其他' });
export type ConsultationWay = (typeof ConsultationWay.values)[number];
