/**
 * Shared pieces of the every-contract API tests (accessMatrix, csrf, fuzz): a request per contract
 * that passes its schema (the server validates before the guard, so only a valid request shows
 * the guard's answer), raw calls through `inject` with a session token, demo sessions created
 * directly in the database, and a cheap fingerprint of the database to prove nothing changed.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ALL_CONTRACTS, fillPath, type AnyContract } from '../../domain/api';
import { DEMO_ACCOUNTS } from '../../domain/demo';
import { WORD_DEFAULT_SETTINGS } from '../../domain/wordSettings/rules';
import type { TestApp } from './harness';
import { multipartBody, SAMPLES, type FilePart } from './multipart';

/** `GET /api/platform/aoc/detail/{id}`: how the tables of these tests name a contract. */
export const contractKey = (contract: AnyContract): string => `${contract.method} ${contract.path}`;

export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body, or the text fields of a multipart body. */
  body?: Record<string, unknown>;
  files?: FilePart[];
}

/**
 * A request per contract that passes the contract's schema. Where it names something, it names
 * nothing that exists ('…-NOPE'), so an allowed write mostly answers 404/business codes and the
 * demo data stays as it was; the few that do write (publish, order, upload) are harmless.
 */
export const SAMPLE_REQUESTS: Readonly<Record<string, SampleRequest>> = {
  'POST /user/getVerifyCode': { body: { phone: '13800000099' } },
  'POST /user/loginByPhone': { body: { phone: '13800000099', password: 'not-the-password' } },
  'GET /user/logout': {},
  'POST /user/binding': { body: { phone: '13800000099', code: '000000' } },
  'GET /user/getUserInfo': {},
  'GET /api/platform/licences/latest.json': { query: { type: 'accountRight' } },
  'POST /user/agreementLicences': { body: { licenceCode: 'LIC-ACCOUNT-RIGHT-1' } },
  'POST /consulting/tenant/chose': { body: { tenantCode: 'T-NOPE' } },
  'GET /consulting/tenant/memberships': {},

  'GET /api/user/toolKit/list.json': {},
  'GET /api/platform/toolKit/list.json': { query: { current: '1', pageSize: '10' } },
  'POST /api/platform/toolKit/save.json': { body: { title: '操作手册', downloadUrl: 'https://example.com/guide.pdf' } },
  'POST /api/platform/toolKit/update.json': { body: { uniqueCode: 'TK-NOPE', status: '0' } },

  'GET /api/platform/aoc/list': { query: { current: '1', pageSize: '10' } },
  'GET /api/platform/aoc/detail/{id}': { params: { id: '99999' } },
  'POST /api/platform/aoc/status': { body: { id: 99999, status: '0' } },
  'POST /api/platform/aoc/add': { body: { title: '矩阵测试公告', content: '正文', publishDate: '2099-12-31' } },
  'GET /api/user/aoc/list': {},
  'GET /api/user/aoc/detail/{aocCode}': { params: { aocCode: 'AOC-NOPE' } },
  'GET /api/user/aoc/latest': {},

  'POST /api/file/upload/save.json': {
    body: { purpose: 'general' },
    files: [{ fileName: '说明.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }],
  },
  'GET /consulting/file/download': { query: { objectId: 'OBJ-NOPE' } },
  'POST /consulting/file/upload': {
    body: { projectCode: 'PJ-NOPE' },
    files: [{ fileName: '项目资料.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }],
  },
  'POST /consulting/file/uploadTenantFile': { files: [{ fileName: '机构资料.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }] },
  'POST /consulting/file/noAuthority/upload': { files: [{ fileName: '营业执照.png', content: SAMPLES.png, contentType: 'image/png' }] },
  'POST /api/file/upload/batch/save.json': {
    body: { projectCode: 'PJ-NOPE' },
    files: [{ field: 'files', fileName: '批量.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }],
  },
  'GET /consulting/file/project/list.json': { query: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/file/project/zip': { query: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/file/project/delete.json': { body: { objectId: 'OBJ-NOPE' } },
  'POST /api/file/share': { body: { objectId: 'OBJ-NOPE', expiresIn: 1, unit: 'day' } },
  'GET /api/file/share/list.json': { query: { objectId: 'OBJ-NOPE' } },
  'POST /api/file/share/revoke.json': { body: { shareId: 'SH-NOPE' } },
  'GET /api/file/share/download': { query: { token: 'TOKEN-NOPE' } },
  'POST /api/file/imgBase64': { body: { objectId: 'OBJ-NOPE' } },

  'GET /api/doc/word/config.json': {},
  'POST /api/doc/word/user/save.json': { body: { ...WORD_DEFAULT_SETTINGS, headerText: '页眉', logoObjectId: 'OBJ-NOPE' } },
  'POST /api/doc/word/user/reset.json': {},

  'GET /api/account/wallet': {},
  'GET /api/account/wallet/trend': {},
  'GET /api/account/bill/list': {},
  'GET /api/account/bill/export': {},
  'GET /api/pay/recharge/options': {},
  'POST /api/pay/order/create': { body: { packageCode: 'P100' } },
  'GET /api/pay/order/detail': { query: { orderNo: 'PO-NOPE' } },
  'GET /api/pay/order/list': {},
  'POST /api/pay/order/pay': { body: { orderNo: 'PO-NOPE', channel: 'sandbox' } },
  'POST /api/pay/order/close': { body: { orderNo: 'PO-NOPE' } },
  'POST /api/pay/sandbox/confirm': { body: { orderNo: 'PO-NOPE' } },

  'POST /api/accountRecord/save': {
    body: { amount: 1000, payerName: '示例科技有限公司', transferDate: '2025-06-01', voucherObjectId: 'OBJ-NOPE' },
  },
  'GET /api/accountRecord/myList': {},
  'GET /api/accountRecord/list': {},
  'POST /api/accountRecord/updateStatus': { body: { recordCode: 'TR-NOPE', status: 'approved' } },
  'GET /api/platform/order/list': {},
  'GET /api/platform/order/export': {},
  'POST /api/platform/order/refund': { body: { orderNo: 'PO-NOPE', reason: '矩阵测试' } },
  'POST /api/platform/tran/sendWelcomeGift': { body: { phone: '13900000000' } },
  'GET /api/platform/auditLog/list.json': { query: { current: '1', pageSize: '10' } },
  // Dictionaries (the save names a stale version, so an allowed call changes nothing).
  'GET /api/common/china/guominhangye/list.json': { query: { parentCode: 'I', depth: '2' } },
  'GET /api/common/china/tecDomain/list.json': {},
  'GET /api/common/china/province/list.json': { query: { parentCode: '110000' } },
  'GET /api/common/china/govProductCls/list.json': {},
  'GET /consulting/tenant/industryList': {},
  'GET /api/product/listCertScopes.json': { query: { keyword: '信息' } },
  'POST /api/standard/hangye/config.json': { body: { hangyeCode: '6513' } },
  'POST /api/standard/findCertScopeCodeByHangyeCode': { body: { hangyeCode: '65' } },
  'POST /api/standard/findNotApplicableClause': { body: { standard: 'ISO9001', hangyeCode: '51' } },
  'GET /api/product/env/importance/list.json': {},
  'POST /api/product/env/importance/save.json': {
    body: { version: 999, threshold: 3, criteria: [{ code: 'law', name: '法律法规符合性', description: '', maxScore: 5 }] },
  },
  'POST /api/standard/14001/config.json': { body: { hangyeCode: 'C' } },
  'GET /api/standardTemplate/config/list.json': {},
  'GET /consulting/standard/list': {},
  'GET /consulting/standard/detail': { query: { standardCode: 'mlps', level: '3' } },
  'GET /api/metaConfig/svipPage/module/list.json': {},
  'GET /api/metaConfig/svipPage/module/component/list.json': { query: { moduleCode: 'organization' } },
  'GET /api/common/enterprise/pull': { query: { name: '安衡' } },

  'GET /api/platform/tenant/list.json': { query: { current: '1', pageSize: '10', type: 'channel' } },
  'POST /consulting/tenant/channel/updateCustomApprovalState': { body: { tenantCode: 'T-NOPE', approvalState: 'success' } },
  'POST /api/platform/tenant/channelInfo/save.json': {
    body: {
      tenantCode: 'T-NOPE',
      companyName: '矩阵测试有限公司',
      creditCode: '91350100M000100Y43',
      contactName: '测试',
      contactPhone: '13900000000',
      region: '浙江省杭州市',
    },
  },
  'POST /api/platform/tenant/pageConfig/save.json': { body: { tenantCode: 'T-NOPE', tenantZhName: '矩阵测试机构', hTab: ['project'] } },
  'POST /api/platform/tenant/logo/upload.json': {
    body: { tenantCode: 'T-NOPE' },
    files: [{ fileName: 'logo.png', content: SAMPLES.png, contentType: 'image/png' }],
  },
  'GET /api/tenant/auditingInstitution/list.json': { query: { current: '1', pageSize: '10' } },
  'POST /api/tenant/auditingInstitution/save.json': {
    body: {
      tenantCode: 'T-NOPE',
      name: '矩阵测试认证机构',
      cnasNo: 'CNAS C999-M',
      creditCode: '91350100M000100Y43',
      standards: ['ISO/IEC 27001'],
      scopes: '信息安全管理体系',
      contactName: '测试',
      contactPhone: '13900000000',
      managerName: '测试管理员',
      managerPhone: '13900000000',
    },
  },
  'GET /consulting/tenant/user/userListForUserManage': { query: { current: '1', pageSize: '10' } },
  'POST /api/platform/account/update.json': { body: { accountId: 'A-NOPE', action: 'enable' } },

  'GET /api/product/list.json': { query: { current: '1', pageSize: '10' } },
  'GET /api/product/detail.json': { query: { productCode: 'PD-NOPE' } },
  'POST /api/product/save.json': { body: { productCode: 'PD-NOPE', catalogue: { level: 3 } } },
  'GET /api/product/hasDirtyProcess.json': { query: { productCode: 'PD-NOPE' } },
  'POST /api/product/validate': { body: { productCode: 'PD-NOPE' } },
  'POST /api/product/publish.json': { body: { productCode: 'PD-NOPE' } },
  'POST /api/product/withdraw.json': { body: { productCode: 'PD-NOPE' } },
  'GET /api/product/processDetail/list.json': { query: { productCode: 'PD-NOPE' } },
  'POST /api/product/processDetail/save.json': { body: { productCode: 'PD-NOPE', steps: [] } },
  'GET /api/product/processDetail/selectOptions/list.json': {},
  'GET /api/product/processDetail/importance/list.json': { query: { productCode: 'PD-NOPE' } },
  'POST /api/product/processDetail/importance/save.json': { body: { productCode: 'PD-NOPE', rows: [] } },
  'POST /api/product/upload/workingInstruction': {
    body: { productCode: 'PD-NOPE' },
    files: [{ fileName: '作业指导书.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }],
  },
  'POST /api/product/upload/inspectionStandard': {
    body: { productCode: 'PD-NOPE' },
    files: [{ fileName: '检查标准.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }],
  },
  'GET /api/platform/channel/listAll.json': {},
  'GET /channel/authorization/getChannelPurchaseInfo': { query: { current: '1', pageSize: '10' } },
  'POST /channel/authorization/updatePurchaseInfo': {
    body: {
      channelTenantCode: 'T-NOPE',
      productCode: 'PD-NOPE',
      pricingMode: 'price',
      pricePoints: 100,
      quota: 1,
      validFrom: '2025-06-01',
      validTo: '2025-12-31',
    },
  },
  'POST /channel/authorization/withdraw': { body: { authorizationCode: 'AU-NOPE' } },

  'GET /api/equity/levels.json': {},
  'GET /api/equity/mine.json': {},
  'POST /api/equity/apply.json': { body: { levelCode: 'gold', reason: '矩阵测试', submit: false } },
  'POST /api/equity/withdraw.json': { body: { applicationCode: 'EQ-NOPE' } },
  'GET /api/platform/equity/list.json': { query: { current: '1', pageSize: '10' } },
  'POST /api/platform/equity/review.json': { body: { applicationCode: 'EQ-NOPE', decision: 'approve' } },
  // Customers: names nothing that exists, or (creation) a credit code 安衡咨询 already serves, so an allowed call changes nothing.
  'GET /api/customer/list.json': {},
  'POST /consulting/tenant/customer/new': {
    body: {
      companyName: '矩阵测试有限公司',
      creditCode: '91330106MA2DEMA011',
      industryCode: '65',
      regionCode: '330106',
      size: 'small',
      contactName: '测试',
      contactPhone: '13900000000',
      pmName: '测试经理',
      pmPhone: '13900000098',
    },
  },
  'POST /consulting/tenant/channel/addCustomInfo': {
    body: {
      customerTenantCode: 'T-NOPE',
      companyName: '矩阵测试有限公司',
      creditCode: '91350100M000100Y43',
      industryCode: '65',
      regionCode: '330106',
      size: 'small',
      contactName: '测试',
      contactPhone: '13900000000',
    },
  },
  'POST /consulting/tenant/channel/addConsultation': {
    body: { customerTenantCode: 'T-NOPE', consultationDate: '2025-06-01', way: 'phone', content: '矩阵测试' },
  },
  'GET /api/customer/consultation/list.json': { query: { customerTenantCode: 'T-NOPE' } },
  'GET /api/tenant/search/list.json': { query: { keyword: '示例' } },
  'GET /api/tenant/user/list.json': { query: { tenantCode: 'T-NOPE' } },
  'GET /api/tenant/relation': {},
  // personnel (issue 11): an add the customer PMs may make answers "already a member" (A-24 is one);
  // everyone else may not grant internal_auditor. Nothing is written.
  'GET /consulting/tenant/user/list': {},
  'POST /consulting/tenant/user/add': { body: { phone: '13800000024', name: '内审员', roles: ['internal_auditor'] } },
  'POST /consulting/tenant/user/update': { body: { accountId: 'A-NOPE', change: 'disable' } },
  'GET /api/marketing/invite/getInviteInfo': { query: { inviteCode: 'NOPE1234' } },
  'POST /api/personnel/join.json': { body: { inviteCode: 'NOPE1234' } },
  'GET /api/personnel/myJoinRequests.json': {},
  'GET /api/marketing/subChannel/list.json': { query: { current: '1', pageSize: '10' } },
  'GET /api/marketing/subChannel/checkInviteRel': { query: { inviteCode: 'NOPE1234' } },
  'POST /consulting/tenant/channel/addChannelInfo': {
    body: {
      companyName: '矩阵测试渠道有限公司',
      creditCode: '91350100M000100Y43',
      contactName: '测试',
      contactPhone: '13900000000',
      region: '浙江省杭州市',
      address: '杭州市西湖区',
    },
    files: [{ field: 'licence', fileName: '营业执照.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }],
  },
  // Projects, the channel's delivery (issue 12): reads name 安衡咨询's demo group and project, writes a project that does not exist.
  'GET /consulting/project/channel/listGroup': {},
  'GET /consulting/project/channel/projectGroupDetailInfo': { query: { projectGroupCode: 'PG20261015RA0001' } },
  'GET /consulting/project/channel/detailInfo': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/project/channel/deliveryAssets/list.json': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/project/channel/initSvipData': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/project/channel/project/move.json': { body: { projectCode: 'PJ-NOPE', action: 'submitAudit' } },
  'GET /consulting/project/channel/resourcePool/list.json': {},
  'GET /consulting/project/channel/consultant/list.json': {},
  'POST /consulting/project/channel/dispatch': { body: { projectCode: 'PJ-NOPE', consultantAccountId: 'A-13' } },
  'POST /consulting/project/channel/updateChannelTeacher': { body: { projectCode: 'PJ-NOPE', consultantAccountId: 'A-13', reason: '矩阵测试' } },
  'POST /consulting/project/channel/recall': { body: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/project/channel/project/list.json': {},
  'GET /consulting/project/channel/project/export': {},
  'GET /consulting/project/channel/assignment/list.json': { query: { projectCode: 'PJ20261015RA0001' } },
  // consumerProjects (issue 12, /systemManage): 示例科技's projects; the finish-all sample names a
  // finished project (answers 17515 and queues no job, so no background write races the fingerprints).
  'GET /consulting/project/consumer/list': {},
  'GET /consulting/project/consumer/detailInfo': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/project/consumer/role/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/project/consumer/content/list': { query: { projectCode: 'PJ20261015RA0001', type: 'root_node' } },
  'POST /consulting/project/consumer/svip/submit': { body: { projectCode: 'PJ20261015RA0001', data: { companyName: '示例科技有限公司' } } },
  'POST /consulting/project/consumer/task/assign': { body: { projectCode: 'PJ20261015RA0001', stepNo: 2, accountId: 'A-23' } },
  'POST /consulting/project/consumer/task/move': { body: { projectCode: 'PJ20261015RA0001', stepNo: 2, action: 'submit' } },
  'POST /consulting/project/consumer/updateCustomerOwner': { body: { projectCode: 'PJ20261015RA0001', accountId: 'A-41' } },
  'POST /consulting/project/consumer/urge': { body: { projectCode: 'PJ20261015RA0001', accountId: 'A-23', urgeType: 'assets_task' } },
  'GET /consulting/project/assets/getLastUrgeTime': { query: { projectCode: 'PJ20261015RA0001', accountId: 'A-23' } },
  'GET /consulting/project/consumer/urge/mine': {},
  'POST /consulting/project/consumer/role/all/finish': { body: { projectCode: 'PJ20260901GI0003' } },
  // Background tasks: a kind that does not exist (14402), a task nobody has (14401).
  'POST /api/task/submit.json': { body: { kind: 'NOPE', payload: {} } },
  'GET /api/task/detail.json': { query: { taskId: '999999' } },
  'POST /api/task/bulk/submit.json': { body: { tasks: [{ kind: 'NOPE', payload: {} }] } },
  'GET /api/task/bulk/detail.json': { query: { taskIds: '999999' } },
  'GET /api/task/list.json': {},
  // Marketplace (issue 12): the purchase names a product that does not exist (17102, nothing bought).
  'GET /consulting/template/templateList': {},
  'GET /consulting/template/consulting/allValidTemplateList': {},
  'GET /consulting/tenant/getTenantListForProject': {},
  'POST /channel/projectGroup/saveGroup.json': {
    body: { productCode: 'PD-NOPE', customerTenantCode: 'T-CU-DEMO', objects: [{ name: '矩阵测试对象' }], requestKey: 'matrix-sample-key' },
  },
  'GET /api/platform/projectGroup/list.json': {},
  'POST /api/platform/projectGroup/withdraw.json': { body: { groupCode: 'PG-NOPE', reason: '矩阵测试' } },
  // Questionnaires (issue 13): reads name the part-answered demo questionnaire (PJ20261020GM0002);
  // writes name a project or item that does not exist, so an allowed caller gets a business answer.
  'POST /consulting/question/consumer/questionnaire/distribute': { body: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/question/consumer/questionnaire/list': {},
  'GET /consulting/question/consumer/questionnaire/info': { query: { projectCode: 'PJ20261020GM0002' } },
  'GET /consulting/question/consumer/questionnaireItem/list': { query: { projectCode: 'PJ20261020GM0002' } },
  'GET /consulting/question/consumer/questionnaireItem/detail': { query: { questionnairItemCode: 'QN20261020GM0002-002' } },
  'GET /consulting/question/consumer/questionnaireItem/detailSingle': { query: { questionnairItemCode: 'QN20261020GM0002-002' } },
  'POST /consulting/question/consumer/questionnaireItem/assign': {
    body: { projectCode: 'PJ-NOPE', questionnairItemCodes: ['QN-NOPE-001'], respondentId: 'A-23' },
  },
  'POST /consulting/question/consumer/questionnaire/revoke': { body: { projectCode: 'PJ-NOPE', questionnairItemCodes: ['QN-NOPE-001'] } },
  'POST /consulting/question/consumer/answers/submit': { body: { questionnairItemCode: 'QN-NOPE-001', answers: {} } },
  'POST /consulting/question/consumer/questionnaire/submit': { body: { projectCode: 'PJ-NOPE', questionnaireCode: 'QN-NOPE' } },
  'GET /consulting/question/consumer/customerowner/questionnaire/info': { query: { projectCode: 'PJ20261020GM0002' } },
  'POST /consulting/question/consumer/customerowner/questionnaireItem/return': {
    body: { projectCode: 'PJ-NOPE', questionnairItemCodes: ['QN-NOPE-001'], reason: '矩阵测试' },
  },
  'GET /consulting/question/consumer/customerowner/risk/List': { query: { projectCode: 'PJ20261020GM0002' } },
  'GET /consulting/question/consumer/customerowner/risk/info': { query: { projectCode: 'PJ20261020GM0002', riskCode: 'RK-NOPE' } },
  'POST /consulting/question/consumer/questionnaire/submitToChannel': { body: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/question/channel/question/list': { query: { projectCode: 'PJ20261020GM0002' } },
  'GET /consulting/question/channel/question/info': { query: { questionInstanceCode: 'QN20261020GM0002-002-Q1' } },
  'GET /consulting/question/channel/sonquestion/info': { query: { questionnairItemCode: 'QN20261020GM0002-002' } },
  'POST /consulting/question/channel/risk/open': {
    body: { projectCode: 'PJ-NOPE', questionnairItemCode: 'QN-NOPE-001', finding: '矩阵测试', recommendation: '矩阵测试', level: 'low' },
  },
  'POST /consulting/question/channel/risk/close': { body: { projectCode: 'PJ-NOPE', riskCode: 'RK-NOPE' } },
  'POST /consulting/question/channel/questionnaire/submitToConsumer': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/question/consumer/questionnaire/controlInfo/submit': {
    body: { projectCode: 'PJ-NOPE', questionnairItemCode: 'QN-NOPE-001', judgement: {} },
  },
  'POST /consulting/question/consumer/questionnaire/controlInfo/finish': { body: { projectCode: 'PJ-NOPE' } },
  // Gap analysis (issue 13): 示例科技's finished ISO gap analysis; the disposal writes name a gap that does not exist (19101).
  'GET /consulting/gapAnalysis/listGapAnalysisReport': { query: { projectCode: 'PJ20260901GI0003' } },
  'GET /consulting/gapAnalysis/report/docx': { query: { projectCode: 'PJ20260901GI0003' } },
  'GET /consulting/gapAnalysis/disposal/list': { query: { projectCode: 'PJ20260901GI0003' } },
  'GET /consulting/gapAnalysis/disposal/mine': {},
  'POST /consulting/gapAnalysis/disposal/save': {
    body: { projectCode: 'PJ20260901GI0003', gapKey: 'GAP-NOPE', ownerAccountId: 'A-23', plan: '矩阵测试', dueDate: '2099-12-31' },
  },
  'POST /consulting/gapAnalysis/disposal/move': { body: { projectCode: 'PJ20260901GI0003', gapKey: 'GAP-NOPE', action: 'finish' } },
  // Risk assessment, customer side (issue 14): reads of 示例科技's finished assessment; writes name a project that does not exist.
  'POST /consulting/assets/assets/finish': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/assets/assets/consumerComplete': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/assets/stage/reject': { body: { projectCode: 'PJ-NOPE', stage: 'risk', reason: '矩阵测试' } },
  'GET /consulting/assets/businessAssets/options': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/businessAssets/addOrUpdate': { body: { projectCode: 'PJ-NOPE', name: '矩阵测试', importance: 3 } },
  'POST /consulting/assets/businessAssets/delete': { body: { projectCode: 'PJ-NOPE', assetCodes: ['BA-NOPE'] } },
  'GET /consulting/assets/businessAssets/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/systemAssets/options': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/systemAssets/addOrUpdate': {
    body: {
      projectCode: 'PJ-NOPE',
      name: '矩阵测试',
      category: 'software',
      systemType: '1',
      carryLevel: 3,
      confidentiality: 3,
      integrity: 3,
      availability: 3,
      businessCodes: [],
    },
  },
  'POST /consulting/assets/systemAssets/delete': { body: { projectCode: 'PJ-NOPE', assetCodes: ['SA-NOPE'] } },
  'GET /consulting/assets/systemAssets/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/unitAssets/businessWithSystem': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/unitAssets/moduleList': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/unitAssets/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/unitAssets/listByCategory': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/unitAssets/delete': { body: { projectCode: 'PJ-NOPE', assetCodes: ['UA-NOPE'] } },
  'POST /consulting/assets/unitAssets/update': {
    body: {
      projectCode: 'PJ-NOPE',
      name: '矩阵测试',
      unitType: 'systemUnit',
      category: 'hardware',
      confidentiality: 3,
      integrity: 3,
      availability: 3,
      systemCodes: ['SA-NOPE'],
    },
  },
  'GET /consulting/assets/assets/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/import': {
    body: { projectCode: 'PJ-NOPE', tier: 'business' },
    files: [{ fileName: '资产.xlsx', content: SAMPLES.zip, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
  },
  'GET /consulting/assets/export': { query: { projectCode: 'PJ20261015RA0001', tier: 'business' } },
  'POST /api/import/excel/parse': {
    body: { template: 'govTecProject' },
    files: [{ fileName: '科技项目.xlsx', content: SAMPLES.zip, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
  },
  'POST /api/import/iso/parserFile': { files: [{ fileName: '手册.docx', content: SAMPLES.zip }] },
  'POST /api/govTecProject/importFile': {
    body: { customerTenantCode: 'T-CU-NOPE' },
    files: [{ fileName: '科技项目.xlsx', content: SAMPLES.zip, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
  },
  'POST /api/govInnovative/importFile': {
    body: { customerTenantCode: 'T-CU-NOPE' },
    files: [{ fileName: '创新型企业.xlsx', content: SAMPLES.zip, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
  },
  'GET /api/import/task/detail.json': { query: { taskId: '999999' } },
  'GET /api/import/template/download': { query: { template: 'govTecProject' } },
  'GET /api/govTecProject/list.json': { query: { customerTenantCode: 'T-CU-NOPE' } },
  'GET /api/govInnovative/list.json': { query: { customerTenantCode: 'T-CU-NOPE' } },
  'GET /consulting/assets/owner/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/owner/update': { body: { projectCode: 'PJ-NOPE', tier: 'unit', assetCode: 'UA-NOPE', integrity: 3 } },
  'POST /consulting/assets/owner/submit': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/assets/owner/reject': { body: { projectCode: 'PJ-NOPE', assetCodes: ['UA-NOPE'], reason: '矩阵测试' } },
  'POST /consulting/assets/owner/complete': { body: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/assets/assets/ownerDetailList': { query: { projectCode: 'PJ20261015RA0001' } },
  // Risk assessment, consultant side and report (issue 14): reads name the finished demo
  // assessment (PJ20261015RA0001); writes name a project that does not exist.
  'GET /consulting/project/assets/assessList': {},
  'GET /consulting/assets/owner/status': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/threat/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/threat/save': {
    body: { projectCode: 'PJ-NOPE', name: '矩阵测试', category: 'malware', source: 'malicious', frequency: 3 },
  },
  'POST /consulting/assets/threat/delete': { body: { projectCode: 'PJ-NOPE', threatCode: 'TH-NOPE' } },
  'POST /consulting/assets/threat/complete': { body: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/assets/assess/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/assess/detail': { query: { projectCode: 'PJ20261015RA0001', assetCode: 'SA0001' } },
  'POST /consulting/assets/assess/update': { body: { projectCode: 'PJ-NOPE', assetCode: 'SA0001', vulnerabilities: [] } },
  'POST /consulting/assets/assess/complete': { body: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/assets/assessControl/options': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/assessControl/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/assessControl/update': {
    body: { projectCode: 'PJ-NOPE', control: { name: '矩阵测试', type: 'preventive', effectiveness: 'effective', layer: 'network' } },
  },
  'POST /consulting/assets/assessControl/complete': { body: { projectCode: 'PJ-NOPE', method: 'matrix' } },
  'GET /consulting/assets/assessSuggestion/list': { query: { projectCode: 'PJ20261015RA0001' } },
  'POST /consulting/assets/assessHandle/submit': {
    body: { projectCode: 'PJ-NOPE', riskCodes: ['VU-NOPE~TH-NOPE'], treatment: { option: 'accept' } },
  },
  'POST /consulting/assets/assessHandle/complete': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/assets/assessConfirm/submit': {
    body: { projectCode: 'PJ-NOPE', riskCodes: ['VU-NOPE~TH-NOPE'], acceptedBy: '矩阵测试', acceptedAt: '2026-11-24' },
  },
  'POST /consulting/assets/assessConfirm/complete': { body: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/assets/assessConfirm/assessHighRemnantRiskList': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/assess/assessHighRemnantRiskList': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/assetsRiskEvaluateReport': { query: { projectCode: 'PJ20261015RA0001' } },
  'GET /consulting/assets/report/docx': { query: { projectCode: 'PJ20261015RA0001' } },
  // certMaterials (issue 29 item 4)
  'GET /api/certMaterials/customer/list.json': { query: { projectCode: 'PJ-NOPE' } },
  'POST /api/certMaterials/customer/upload.json': {
    body: { projectCode: 'PJ-NOPE', itemId: '999999' },
    files: [{ fileName: '认证申请书.pdf', content: SAMPLES.pdf, contentType: 'application/pdf' }],
  },
  'POST /api/certMaterials/customer/deleteUpload.json': { body: { projectCode: 'PJ-NOPE', uploadId: 999999 } },
  'GET /api/certMaterials/customer/download': { query: { projectCode: 'PJ-NOPE', uploadId: '999999' } },
  'GET /api/certMaterials/body/list.json': { query: { certProjectCode: 'CP-NOPE' } },
  'POST /api/certMaterials/body/addItem.json': { body: { certProjectCode: 'CP-NOPE', name: '矩阵测试材料' } },
  'POST /api/certMaterials/body/removeItem.json': { body: { certProjectCode: 'CP-NOPE', itemId: 999999 } },
  'POST /api/certMaterials/body/note.json': { body: { certProjectCode: 'CP-NOPE', note: '矩阵测试' } },
  'POST /api/certMaterials/body/review.json': { body: { certProjectCode: 'CP-NOPE', itemId: 999999, decision: 'accept' } },
  'GET /api/certMaterials/body/download': { query: { certProjectCode: 'CP-NOPE', uploadId: '999999' } },
  'GET /api/certMaterials/body/zip': { query: { certProjectCode: 'CP-NOPE' } },
  // schedule (issue 29 item 3): a period with no audits, audit codes that do not exist
  'GET /api/schedule/board.json': { query: { from: '2099-01-01', to: '2099-01-31' } },
  'POST /api/schedule/propose.json': { body: { from: '2099-01-01', to: '2099-01-31' } },
  'POST /api/schedule/accept.json': {
    body: {
      plans: [
        { auditCode: 'AU-NOPE', startDate: '2099-01-05', endDate: '2099-01-06', members: [{ assessorCode: 'AS-NOPE', role: 'leader', days: 2 }] },
      ],
    },
  },
  'POST /api/schedule/savePlan.json': {
    body: { auditCode: 'AU-NOPE', startDate: '2099-01-05', endDate: '2099-01-06', members: [{ assessorCode: 'AS-NOPE', role: 'leader', days: 2 }] },
  },
  'POST /api/schedule/clear.json': { body: { auditCode: 'AU-NOPE' } },
  'POST /api/schedule/publish.json': { body: { from: '2099-01-01', to: '2099-01-31', auditCodes: ['AU-NOPE'] } },
  'GET /api/schedule/mine.json': { query: { from: '2099-01-01', to: '2099-01-31' } },
  // assessors (issue 29 item 1): an assessor code that does not exist; a save that fails the region dictionary
  'GET /api/assessor/list.json': { query: { keyword: '矩阵测试' } },
  'GET /api/assessor/detail.json': { query: { assessorCode: 'AS-NOPE' } },
  'POST /api/assessor/save.json': {
    body: {
      assessorCode: 'AS-NOPE',
      version: 1,
      name: '矩阵测试',
      phone: '13999999999',
      regionCode: '999999',
      registrations: [{ field: 'ISMS', grade: 'auditor', regNo: '2099-N1ISMS-9999999', validUntil: '2099-12-31' }],
    },
  },
  'POST /api/assessor/delete.json': { body: { assessorCode: 'AS-NOPE', version: 1 } },
  'GET /api/assessor/accounts.json': {},
  'GET /api/assessor/bodies.json': {},
  'GET /api/assessor/template.xlsx': {},
  'GET /api/assessor/export.xlsx': {},
  'POST /api/assessor/import.json': { body: {}, files: [{ fileName: '审核员.xlsx', content: SAMPLES.pdf, contentType: 'application/octet-stream' }] },
  // certification projects (issue 29 item 2)
  'GET /api/certification/project/list.json': {},
  'GET /api/certification/project/detail.json': { query: { certProjectCode: 'CP-NOPE' } },
  'POST /api/certification/project/register.json': {
    body: {
      clientName: '矩阵测试客户',
      contactName: '矩阵',
      contactPhone: '13900000000',
      regionCode: '999999',
      standards: ['QMS'],
      scopeText: '矩阵测试',
    },
  },
  'POST /api/certification/project/accept.json': { body: { certProjectCode: 'CP-NOPE', version: 1 } },
  'POST /api/certification/project/decline.json': { body: { certProjectCode: 'CP-NOPE', version: 1, reason: '矩阵测试' } },
  'POST /api/certification/project/application/save.json': {
    body: {
      certProjectCode: 'CP-NOPE',
      version: 1,
      contactName: '矩阵',
      contactPhone: '13900000000',
      regionCode: '330106',
      standards: ['QMS'],
      scopeText: '矩阵测试',
      personnel: { fullTime: 10 },
    },
  },
  'POST /api/certification/project/review.json': { body: { certProjectCode: 'CP-NOPE', version: 1 } },
  'POST /api/certification/project/programme.json': { body: { certProjectCode: 'CP-NOPE', version: 1 } },
  'POST /api/certification/project/end.json': { body: { certProjectCode: 'CP-NOPE', version: 1, reason: '矩阵测试' } },
  'GET /api/certification/bodies.json': {},
  'POST /api/certification/apply.json': {
    body: {
      projectCode: 'PJ-NOPE',
      bodyTenantCode: 'T-CB-NOPE',
      standards: ['ISMS'],
      scopeText: '矩阵测试',
      contactName: '矩阵',
      contactPhone: '13900000000',
      regionCode: '330106',
    },
  },
  'GET /api/certification/progress.json': { query: { projectCode: 'PJ-NOPE' } },
  // certification audit execution (issue 29 item 2, B2)
  'GET /api/certification/audit/list.json': { query: { certProjectCode: 'CP-NOPE' } },
  'GET /api/certification/audit/detail.json': { query: { auditCode: 'AU-NOPE' } },
  'POST /api/certification/audit/plan/save.json': {
    body: { auditCode: 'AU-NOPE', sessions: [{ date: '2026-12-07', time: '09:00', process: '首次会议', auditee: '管理层', auditor: '矩阵' }] },
  },
  'POST /api/certification/audit/start.json': { body: { auditCode: 'AU-NOPE' } },
  'POST /api/certification/finding/save.json': { body: { auditCode: 'AU-NOPE', grade: 'minor', clause: 'A.5.15', description: '矩阵测试' } },
  'POST /api/certification/finding/delete.json': { body: { findingCode: 'NC-NOPE' } },
  'POST /api/certification/audit/complete.json': { body: { auditCode: 'AU-NOPE', conclusion: 'recommend', summary: '矩阵测试' } },
  'POST /api/certification/finding/submit.json': { body: { findingCode: 'NC-NOPE', correctiveAction: '矩阵测试' } },
  'POST /api/certification/finding/verify.json': { body: { findingCode: 'NC-NOPE', verdict: 'verified' } },
  'POST /api/certification/audit/technicalReview.json': { body: { certProjectCode: 'CP-NOPE', conclusion: '矩阵测试' } },
  'POST /api/certification/audit/decision.json': { body: { certProjectCode: 'CP-NOPE', decision: 'grant', decidedOn: '2026-12-20' } },
  'GET /api/certification/certificate/list.json': {},
  'GET /api/certification/certificate/detail.json': { query: { certificateNo: 'CB-NOPE' } },
  'POST /api/certification/certificate/status.json': { body: { certificateNo: 'CB-NOPE', action: 'suspend', reason: '矩阵测试' } },
  'GET /api/certification/platform/bodies.json': {},
  // the internal-auditor exam's question bank: a question code that does not exist
  'GET /api/exam/bank/list.json': { query: { keyword: '矩阵测试' } },
  'GET /api/exam/bank/counts.json': {},
  'POST /api/exam/bank/save.json': {
    body: {
      code: 'Q-NOPE-1',
      version: 1,
      kind: 'trueFalse',
      topic: 'isms',
      clause: '9.2',
      difficulty: 'easy',
      stem: '矩阵测试',
      options: [
        { key: 'A', label: '正确' },
        { key: 'B', label: '错误' },
      ],
      answer: ['A'],
      explanation: '9.2',
    },
  },
  'POST /api/exam/bank/delete.json': { body: { code: 'Q-NOPE-1', version: 1 } },
  'GET /api/exam/bank/template.xlsx': {},
  'GET /api/exam/bank/export.xlsx': {},
  'POST /api/exam/bank/import.json': { body: {}, files: [{ fileName: '题库.xlsx', content: SAMPLES.pdf, contentType: 'application/octet-stream' }] },
  'GET /api/exam/paper/list.json': {},
  'POST /api/exam/paper/save.json': {
    body: {
      paperCode: 'EP-NOPE',
      version: 1,
      title: '矩阵测试',
      sections: [{ title: '一、判断题', kind: 'trueFalse', scorePerQuestion: 1, draws: [{ topic: 'isms', count: 1 }] }],
    },
  },
  'POST /api/exam/paper/delete.json': { body: { paperCode: 'EP-NOPE', version: 1 } },
  // the internal-auditor exam's attempts: an attempt code that does not exist (nothing starts or changes)
  'GET /api/exam/my/overview.json': {},
  'GET /api/exam/my/attempts.json': {},
  'POST /api/exam/attempt/start.json': { body: { productCode: 'PD-NOPE' } },
  'GET /api/exam/attempt/paper.json': { query: { attemptCode: 'EA-NOPE' } },
  'POST /api/exam/attempt/save.json': { body: { attemptCode: 'EA-NOPE', answers: [{ code: 'Q-NOPE-1', options: ['A'] }] } },
  'POST /api/exam/attempt/submit.json': { body: { attemptCode: 'EA-NOPE' } },
  'GET /api/exam/attempt/result.json': { query: { attemptCode: 'EA-NOPE' } },
  'GET /api/exam/review/list.json': { query: { state: 'submitted' } },
  'GET /api/exam/review/detail.json': { query: { attemptCode: 'EA-NOPE' } },
  'POST /api/exam/review/grade.json': { body: { attemptCode: 'EA-NOPE', grades: [{ code: 'Q-NOPE-1', score: 1 }] } },
  'GET /api/exam/seat/attempts.json': { query: { projectCode: 'PJ-NOPE' } },
  'GET /api/exam/certificate/detail.json': { query: { attemptCode: 'EA-NOPE' } },
  'GET /api/exam/certificate/download.docx': { query: { attemptCode: 'EA-NOPE' } },
  'GET /api/exam/certificate/verify.json': { query: { code: 'AAAA-BBBB-CCCC' } },
  // ISO documentation: nonconformities and application forms (issue 31 items 5, 6)
  'GET /consulting/project/channel/nc/domain/list.json': { query: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/project/channel/nc/list.json': { query: { projectCode: 'PJ-NOPE', state: 'open' } },
  'POST /consulting/project/channel/nc/save.json': {
    body: {
      projectCode: 'PJ-NOPE',
      clause: '9.2',
      departmentCode: 'D-NOPE',
      description: '内审方案未覆盖全部部门',
      severity: 'minor',
      foundDate: '2026-01-05',
    },
  },
  'POST /consulting/project/channel/nc/generate/file': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/project/channel/nc/generate/submitFile': { body: { projectCode: 'PJ-NOPE', docMediaId: 'OBJ-NOPE' } },
  'GET /consulting/project/channel/generate/file/application/list.json': { query: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/project/channel/download/file/application': { body: { projectCode: 'PJ-NOPE', cbTenantCode: 'T-CB-NOPE' } },
  // ISO documentation: variables, departments and timeline (issue 31 items 1–3)
  'GET /iso/variable/{groupCode}/{projectCode}/list.json': { params: { groupCode: 'PG-NOPE', projectCode: 'PJ-NOPE' } },
  'POST /iso/variable/{groupCode}/{projectCode}/save.json': {
    params: { groupCode: 'PG-NOPE', projectCode: 'PJ-NOPE' },
    query: { lastSave: 'false' },
    body: { valuesVersion: 0, values: { orgName: '示例' } },
  },
  'POST /iso/variable/save.json': { body: { projectCode: 'PJ-NOPE', groupKey: 'basic', valuesVersion: 0, values: { orgName: '示例' } } },
  'POST /iso/variable/saveDraft.json': { body: { projectCode: 'PJ-NOPE', valuesVersion: 0, values: { headcount: 10 } } },
  'GET /iso/department/list.json': { query: { projectCode: 'PJ-NOPE' } },
  'GET /iso/department/notMerged/list.json': { query: { projectCode: 'PJ-NOPE' } },
  'GET /api/iso/common/calDateTimeline': { query: { latestManageManualReleaseDateTime: '2026-09-01' } },
  // ISO documentation: the generated document set (issue 31 item 4)
  'POST /consulting/project/channel/generate/file': { body: { projectCode: 'PJ-NOPE', docCodes: ['B-01'], overwriteReplaced: false } },
  'GET /consulting/project/channel/generate/progress.json': { query: { projectCode: 'PJ-NOPE' } },
  'GET /consulting/project/channel/generate/doc/list.json': {
    query: { projectCode: 'PJ-NOPE', docBizType: 'procedure', parentDentryDocCode: 'F-B' },
  },
  'GET /consulting/project/channel/generate/file/list.json': { query: { projectCode: 'PJ-NOPE', status: 'final', keyword: '程序' } },
  'POST /consulting/project/channel/generate/file/replace.json': {
    body: { projectCode: 'PJ-NOPE', docCode: 'B-01', objectId: 'OBJ-NOPE', rowVersion: 1 },
  },
  'POST /consulting/project/channel/generate/file/status.json': { body: { projectCode: 'PJ-NOPE', docCodes: ['B-01'], action: 'finalize' } },
  'GET /consulting/project/channel/generate/file/versions.json': { query: { projectCode: 'PJ-NOPE', docCode: 'B-01' } },
  'POST /consulting/project/channel/submit/file': { body: { projectCode: 'PJ-NOPE' } },
  'POST /consulting/project/channel/get/batchDownloadObjectId': { body: { projectCode: 'PJ-NOPE' } },
  // Dashboards (issue 32)
  'GET /api/dashboard/channel/dataHub.json': { query: { startMonth: '2025-01', endMonth: '2025-06' } },
  'GET /api/dashboard/channel/business.json': { query: { startMonth: '2025-01', endMonth: '2025-06' } },
  'GET /api/dashboard/channel/collaboration.json': { query: { startMonth: '2025-01', endMonth: '2025-06' } },
  'GET /api/dashboard/channel/consumption/list.json': {
    query: {
      current: '1',
      pageSize: '10',
      accountId: 'A-NOPE',
      productCode: 'PD-NOPE',
      customerTenantCode: 'T-NOPE',
      startDate: '2025-01-01',
      endDate: '2025-06-30',
    },
  },
  'GET /api/dashboard/channel/consumption/options.json': {},
  'GET /api/dashboard/channel/consumption/export': { query: { productCode: 'PD-NOPE' } },
  'GET /api/dashboard/platform/overview.json': { query: { startMonth: '2025-01', endMonth: '2025-06' } },
  'GET /api/dashboard/platform/analysis.json': { query: { measure: 'purchasePoints', dimension: 'product' } },
  'GET /api/dashboard/platform/analysis/export': { query: { measure: 'rechargeAmount', dimension: 'region' } },
};

export const sampleOf = (contract: AnyContract): SampleRequest => {
  const sample = SAMPLE_REQUESTS[contractKey(contract)];
  if (!sample) throw new Error(`tests/api/contractCases.ts: no sample request for ${contractKey(contract)}`);
  return sample;
};

export interface RawCall {
  token?: string;
  /** Send `X-Requested-With: XMLHttpRequest` like the web client (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
  ip?: string;
  /** Replace the sample's parts (fuzzing). */
  url?: string;
  payload?: string | Buffer;
  contentType?: string;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  /** The JSON envelope, or undefined when the answer is not JSON (a download). */
  envelope?: { success: boolean; data: unknown; errorCode: string; errorMsg: string };
}

/** The contract's URL with the sample's path params and query string. */
export function urlOf(contract: AnyContract, sample: SampleRequest = sampleOf(contract)): string {
  const query = new URLSearchParams(sample.query ?? {}).toString();
  return `${fillPath(contract.path, sample.params ?? {})}${query ? `?${query}` : ''}`;
}

/** Calls a contract with its sample request (or the given URL/payload) through `inject`. */
export async function callContract(
  t: TestApp,
  contract: AnyContract,
  call: RawCall = {},
  sample: SampleRequest = sampleOf(contract),
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest';
  if (call.token) headers.cookie = `sid=${call.token}`;
  let payload: string | Buffer | undefined = call.payload;
  if (payload !== undefined) {
    if (call.contentType) headers['content-type'] = call.contentType;
  } else if (contract.method === 'POST') {
    if (contract.multipart) {
      const fields = Object.fromEntries(Object.entries(sample.body ?? {}).map(([name, value]) => [name, String(value)]));
      const built = multipartBody(fields, sample.files ?? []);
      payload = built.payload;
      headers['content-type'] = built.contentType;
    } else {
      payload = JSON.stringify(sample.body ?? {});
      headers['content-type'] = 'application/json';
    }
  }
  const response = await t.app.inject({
    method: contract.method,
    url: call.url ?? urlOf(contract, sample),
    payload,
    headers,
    remoteAddress: call.ip ?? '10.99.0.1',
  });
  const contentType = String(response.headers['content-type'] ?? '');
  let envelope: RawAnswer['envelope'];
  if (contentType.includes('application/json')) envelope = response.json();
  return { status: response.statusCode, contentType, envelope };
}

/** A session of each demo account in its own tenant, created directly (no login, no scrypt). */
export async function demoSessions(t: TestApp): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const client = await t.sessionFor(account.accountId, account.tenantCode);
    tokens.set(account.phone, client.token!);
  }
  return tokens;
}

/**
 * A hash of every table's rows, except bookkeeping that any request may touch: the rate-limit
 * counters, and of sessions the last-seen time. Equal fingerprints: no row was added, removed or
 * changed (no session switched tenant or was revoked). Per table, the row count and the sum of a
 * 64-bit hash of each row's text (`hashtextextended`): equal rows give equal sums in any order, so
 * nothing is sorted or concatenated (sorting rows by their text was most of the cost: 55 s → 31 s
 * with byte order, then about half of what was left on PGlite, docs/testing.md); a changed, added
 * or removed row changes the sum unless two changes cancel out, a chance of about 2^-64.
 */
export async function databaseFingerprint(t: TestApp): Promise<string> {
  const db = t.database.db;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const skipped = new Set(['sessions', 'rate_limits', 'login_throttles', '__drizzle_migrations']);
  const parts = tables
    .map((table) => table.name)
    .filter((name) => !skipped.has(name))
    .map(
      (name) =>
        sql`select ${name}::text as name, count(*)::text as count, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as hash from ${sql.identifier(name)} t`,
    );
  parts.push(
    sql`select 'sessions' as name, count(*)::text as count, coalesce(sum(hashtextextended(concat_ws(',', session_id, account_id, current_tenant_code, revoked_at::text), 0)::numeric), 0)::text as hash from sessions`,
  );
  const rows = await rowsOf<{ name: string; count: string; hash: string }>(sql.join(parts, sql` union all `));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/** Every contract, as [key, contract] rows for it.each. */
export const CONTRACT_ROWS = ALL_CONTRACTS.map((contract) => [contractKey(contract), contract] as const);

/**
 * Every route the server answers, as 'METHOD /path' (Fastify's route tree, HEAD left out): also
 * routes that are not contracts (payment notifications, the API document).
 */
export function registeredRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    while (stack.length && stack[stack.length - 1].depth >= depth) stack.pop();
    const parent = stack[stack.length - 1]?.path ?? '';
    // A child continues its parent's path as printed: "submit" then "ToChannel" is /…/submitToChannel
    // (find-my-way splits static paths at any shared prefix, not only at '/').
    const path = `${parent}${match[2]}`;
    stack.push({ depth, path });
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}
