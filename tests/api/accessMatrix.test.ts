/**
 * Who may call what, for every contract: anonymous and each of the 16 demo accounts (13800000015
 * is the manager of a channel tenant still under review), against a table written by hand from
 * the product spec (§6 flags, §7 calls) — not derived from the contracts' access keys, so a wrong
 * key in a contract fails here. A new contract fails until its row is written.
 *
 * Each case: anonymous on a non-public call answers 10000, a refused session gets 403, an allowed
 * caller anything but a guard refusal (the sample request may well answer 404 or a business
 * code: the guard let it through). A refused write changes nothing in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../../domain/api';
import { DEMO_ACCOUNTS } from '../../domain/demo';
import { CONTRACT_ROWS, callContract, contractKey, databaseFingerprint, demoSessions, type RawAnswer } from './contractCases';
import { DRIVERS, startTestApp, type TestApp } from './harness';

// ---- Who, by phone (README's demo account table) ---------------------------------------------
const PLATFORM_MANAGER = '13800000001';
const SUB_PLATFORM_MANAGER = '13800000002';
const PENDING_CHANNEL_MANAGER = '13800000015';
const CHANNEL_MANAGER = '13800000011';
/** The manager of 恒信安全服务, 安衡咨询's admitted sub-channel (partners demo): a channel tenant manager like 13800000011. */
const HENGXIN_MANAGER = '13800000016';
const ALL_DEMO = DEMO_ACCOUNTS.map((account) => account.phone);
/** Every account whose tenant is admitted (all but the pending channel's manager). */
const ADMITTED = ALL_DEMO.filter((phone) => phone !== PENDING_CHANNEL_MANAGER);

type Who = 'anonymous' | string;
const EVERYONE: readonly Who[] = ['anonymous', ...ALL_DEMO];
/** Any session, also one of a tenant under review (it must be able to see who it is and log out). */
const ANY_SESSION: readonly Who[] = ALL_DEMO;
const FINANCE: readonly Who[] = [PLATFORM_MANAGER, SUB_PLATFORM_MANAGER];
const ROOT: readonly Who[] = [PLATFORM_MANAGER];
/** customers: the channel tenant manager and sub-manager of 安衡咨询 write; its owner and executor, the platform manager and delivery read. */
const CUSTOMER_WRITERS: readonly Who[] = ['13800000011', '13800000012', HENGXIN_MANAGER];
const CUSTOMER_READERS: readonly Who[] = [PLATFORM_MANAGER, '13800000003', ...CUSTOMER_WRITERS, '13800000013', '13800000014'];
/** canReadPersonnelManage: customer PMs (A-21, A-41, A-42; of 安衡咨询's further customers, A-25 of 恒信's customer), channel managers (安衡, 恒信) and sub-manager, CB managers (示例认证中心, 华安认证), platform manager. */
const PERSONNEL_MANAGERS: readonly Who[] = [
  '13800000021',
  '13800000041',
  '13800000042',
  '13800000026',
  '13800000027',
  '13800000025',
  '13800000011',
  '13800000012',
  HENGXIN_MANAGER,
  '13800000031',
  // assessors (issue 29): the manager of the second certification body 华安认证.
  '13800000034',
  PLATFORM_MANAGER,
];
/** personnelManageRoute: the managers and platform delivery. */
const PERSONNEL_READERS: readonly Who[] = [...PERSONNEL_MANAGERS, '13800000003'];

/** canReadInterface (consumerProjects): customer PMs, owners and internal auditors of admitted customer tenants. */
const CONSUMER_READERS: readonly Who[] = [
  '13800000021',
  '13800000022',
  '13800000024',
  '13800000041',
  '13800000042',
  '13800000026',
  '13800000027',
  '13800000025',
];
/** canReadConsult: channel managers, sub-manager, owner, executor (安衡咨询, 恒信) and the platform manager. */
const CONSULT_READERS: readonly Who[] = [CHANNEL_MANAGER, '13800000012', '13800000013', '13800000014', HENGXIN_MANAGER, PLATFORM_MANAGER];

/** Who may call each contract. */
const ALLOWED: Readonly<Record<string, readonly Who[]>> = {
  // Identity: login and licences are open; the rest needs a session, admitted or not.
  'POST /user/getVerifyCode': EVERYONE,
  'POST /user/loginByPhone': EVERYONE,
  'GET /user/logout': EVERYONE,
  'POST /user/binding': ANY_SESSION,
  'GET /user/getUserInfo': ANY_SESSION,
  'GET /api/platform/licences/latest.json': EVERYONE,
  'POST /user/agreementLicences': ANY_SESSION,
  'POST /consulting/tenant/chose': ANY_SESSION,
  'GET /consulting/tenant/memberships': ANY_SESSION,
  // New-user guide: everyone admitted reads it, the platform manager maintains it.
  'GET /api/user/toolKit/list.json': ADMITTED,
  'GET /api/platform/toolKit/list.json': ROOT,
  'POST /api/platform/toolKit/save.json': ROOT,
  'POST /api/platform/toolKit/update.json': ROOT,
  // Announcements: the platform manager publishes, everyone admitted reads.
  'GET /api/platform/aoc/list': ROOT,
  'GET /api/platform/aoc/detail/{id}': ROOT,
  'POST /api/platform/aoc/status': ROOT,
  'POST /api/platform/aoc/add': ROOT,
  'GET /api/user/aoc/list': ADMITTED,
  'GET /api/user/aoc/detail/{aocCode}': ADMITTED,
  'GET /api/user/aoc/latest': ADMITTED,
  // Files: uploads by members of admitted tenants; a download checks the file's tenant itself.
  'POST /api/file/upload/save.json': ADMITTED,
  'GET /consulting/file/download': ANY_SESSION,
  // Project files, the tenant's files, batches, share links and images: members of admitted
  // tenants; the service then decides by the project's visibility or the file's tenant (404 / business codes).
  'POST /consulting/file/upload': ADMITTED,
  'POST /consulting/file/uploadTenantFile': ADMITTED,
  'POST /api/file/upload/batch/save.json': ADMITTED,
  'GET /consulting/file/project/list.json': ADMITTED,
  'GET /consulting/file/project/zip': ADMITTED,
  'POST /consulting/file/project/delete.json': ADMITTED,
  'POST /api/file/share': ADMITTED,
  'GET /api/file/share/list.json': ADMITTED,
  'POST /api/file/share/revoke.json': ADMITTED,
  'POST /api/file/imgBase64': ADMITTED,
  // Without a session: the one upload (images/PDF, limited per client address) and a share link's download.
  'POST /consulting/file/noAuthority/upload': EVERYONE,
  'GET /api/file/share/download': EVERYONE,
  // Word settings: each member of an admitted tenant has their own.
  'GET /api/doc/word/config.json': ADMITTED,
  'POST /api/doc/word/user/save.json': ADMITTED,
  'POST /api/doc/word/user/reset.json': ADMITTED,
  // Every admitted account has a wallet and may recharge it.
  'GET /api/account/wallet': ADMITTED,
  'GET /api/account/wallet/trend': ADMITTED,
  'GET /api/account/bill/list': ADMITTED,
  'GET /api/account/bill/export': ADMITTED,
  'GET /api/pay/recharge/options': ADMITTED,
  'POST /api/pay/order/create': ADMITTED,
  'GET /api/pay/order/detail': ADMITTED,
  'GET /api/pay/order/list': ADMITTED,
  'POST /api/pay/order/pay': ADMITTED,
  'POST /api/pay/order/close': ADMITTED,
  'POST /api/pay/sandbox/confirm': ADMITTED,
  // Company transfers: submitted by accounts (the service refuses the platform's own, 13009);
  // audited by finance (platform and sub-platform managers); orders, refunds and gifts: root only.
  'POST /api/accountRecord/save': ADMITTED,
  'GET /api/accountRecord/myList': ADMITTED,
  'GET /api/accountRecord/list': FINANCE,
  'POST /api/accountRecord/updateStatus': FINANCE,
  'GET /api/platform/order/list': ROOT,
  'GET /api/platform/order/export': ROOT,
  'POST /api/platform/order/refund': ROOT,
  'POST /api/platform/tran/sendWelcomeGift': ROOT,
  // The operator audit log: read by the platform manager only (issue 10 "Rules").
  'GET /api/platform/auditLog/list.json': ROOT,
  // Dictionaries and standard configuration (issue 10 item 6): read by every admitted member (no
  // spec rule narrows them; customers pick industries and regions, channels fill SVIP pages); the
  // significance criteria are saved by the platform manager. Enterprise lookup (item 7): admitted members.
  'GET /api/common/china/guominhangye/list.json': ADMITTED,
  'GET /api/common/china/tecDomain/list.json': ADMITTED,
  // Regions: any session (a phone awaiting admission fills its channel application's region, issue 11).
  'GET /api/common/china/province/list.json': ANY_SESSION,
  'GET /api/common/china/govProductCls/list.json': ADMITTED,
  'GET /consulting/tenant/industryList': ADMITTED,
  'GET /api/product/listCertScopes.json': ADMITTED,
  'POST /api/standard/hangye/config.json': ADMITTED,
  'POST /api/standard/findCertScopeCodeByHangyeCode': ADMITTED,
  'POST /api/standard/findNotApplicableClause': ADMITTED,
  'GET /api/product/env/importance/list.json': ADMITTED,
  'POST /api/product/env/importance/save.json': ROOT,
  'POST /api/standard/14001/config.json': ADMITTED,
  'GET /api/standardTemplate/config/list.json': ADMITTED,
  'GET /consulting/standard/list': ADMITTED,
  'GET /consulting/standard/detail': ADMITTED,
  'GET /api/metaConfig/svipPage/module/list.json': ADMITTED,
  'GET /api/metaConfig/svipPage/module/component/list.json': ADMITTED,
  'GET /api/common/enterprise/pull': ADMITTED,
  // Tenant administration (issue 10): /serviceManage is canReadChannelManage (platform and
  // sub-platform manager); certification bodies and user administration are canRoot.
  'GET /api/platform/tenant/list.json': FINANCE,
  'POST /consulting/tenant/channel/updateCustomApprovalState': FINANCE,
  'POST /api/platform/tenant/channelInfo/save.json': FINANCE,
  'POST /api/platform/tenant/pageConfig/save.json': FINANCE,
  'POST /api/platform/tenant/logo/upload.json': FINANCE,
  'GET /api/tenant/auditingInstitution/list.json': ROOT,
  'POST /api/tenant/auditingInstitution/save.json': ROOT,
  'GET /consulting/tenant/user/userListForUserManage': ROOT,
  'POST /api/platform/account/update.json': ROOT,
  // Service products and their authorization to channels: the platform manager only (issue 10: canRoot).
  'GET /api/product/list.json': ROOT,
  'GET /api/product/detail.json': ROOT,
  'POST /api/product/save.json': ROOT,
  'GET /api/product/hasDirtyProcess.json': ROOT,
  'POST /api/product/validate': ROOT,
  'POST /api/product/publish.json': ROOT,
  'POST /api/product/withdraw.json': ROOT,
  'GET /api/product/processDetail/list.json': ROOT,
  'POST /api/product/processDetail/save.json': ROOT,
  'GET /api/product/processDetail/selectOptions/list.json': ROOT,
  'GET /api/product/processDetail/importance/list.json': ROOT,
  'POST /api/product/processDetail/importance/save.json': ROOT,
  'POST /api/product/upload/workingInstruction': ROOT,
  'POST /api/product/upload/inspectionStandard': ROOT,
  'GET /api/platform/channel/listAll.json': ROOT,
  'GET /channel/authorization/getChannelPurchaseInfo': ROOT,
  'POST /channel/authorization/updatePurchaseInfo': ROOT,
  'POST /channel/authorization/withdraw': ROOT,
  // Account equity (issue 11 item 5): the channel tenant's manager applies (flag accountEquity; not
  // the sub-manager, not a channel under review); the platform and sub-platform managers review
  // (canReadChannelManage, like channel admission).
  'GET /api/equity/levels.json': [CHANNEL_MANAGER, HENGXIN_MANAGER],
  'GET /api/equity/mine.json': [CHANNEL_MANAGER, HENGXIN_MANAGER],
  'POST /api/equity/apply.json': [CHANNEL_MANAGER, HENGXIN_MANAGER],
  'POST /api/equity/withdraw.json': [CHANNEL_MANAGER, HENGXIN_MANAGER],
  'GET /api/platform/equity/list.json': FINANCE,
  'POST /api/platform/equity/review.json': FINANCE,
  // Customers (issue 11 item 1): /customerManagement is read by canReadConsult (channel manager,
  // sub-manager, owner, executor; platform manager) and platform delivery, whose menu shows it
  // (route rule consultOrDelivery); customers are created and edited, consultations recorded, by
  // the channel tenant manager and sub-manager (clientDigitalCenterPermission). A tenant's
  // relations: any admitted member, of its own tenant.
  'GET /api/customer/list.json': CUSTOMER_READERS,
  'POST /consulting/tenant/customer/new': CUSTOMER_WRITERS,
  'POST /consulting/tenant/channel/addCustomInfo': CUSTOMER_WRITERS,
  'POST /consulting/tenant/channel/addConsultation': CUSTOMER_WRITERS,
  'GET /api/customer/consultation/list.json': CUSTOMER_READERS,
  'GET /api/tenant/search/list.json': CUSTOMER_READERS,
  'GET /api/tenant/user/list.json': CUSTOMER_READERS,
  'GET /api/tenant/relation': ADMITTED,
  // Personnel (issue 11): the managers of a tenant (customer PMs, channel manager and sub-manager,
  // CB manager, platform manager) list and change their own tenant's people; platform delivery
  // has the menu (spec §6) and reads the platform's people. Invite codes and join requests: any
  // session (an account awaiting admission uses them).
  'GET /consulting/tenant/user/list': PERSONNEL_READERS,
  'POST /consulting/tenant/user/add': PERSONNEL_MANAGERS,
  'POST /consulting/tenant/user/update': PERSONNEL_MANAGERS,
  'GET /api/marketing/invite/getInviteInfo': ANY_SESSION,
  'POST /api/personnel/join.json': ANY_SESSION,
  'GET /api/personnel/myJoinRequests.json': ANY_SESSION,
  // Partners (issue 11): /partnerManage is canReadPartnerManage — the channel tenant managers of
  // admitted channels (安衡咨询, 恒信安全服务), the platform manager and platform delivery; never the
  // sub-manager, a sub-platform account or customers. Checking an invite code and applying as a
  // new channel: any session (a phone awaiting admission; members are refused by the service, 16410).
  'GET /api/marketing/subChannel/list.json': [PLATFORM_MANAGER, '13800000003', CHANNEL_MANAGER, HENGXIN_MANAGER],
  'GET /api/marketing/subChannel/checkInviteRel': ANY_SESSION,
  'POST /consulting/tenant/channel/addChannelInfo': ANY_SESSION,
  // Projects, the channel's and the platform's delivery (issue 12 items 2–4): the guard admits
  // consultOrDelivery (channel managers, owners and executors of admitted channels, the platform
  // manager, platform delivery); the service then decides by the caller's relation to the project
  // (domain/projects/delivery.ts): consultants are refused the pool and the administration (17301),
  // the platform manager has no list scope (17302) — business answers, tested in tests/api/projects.
  ...Object.fromEntries(
    [
      'GET /consulting/project/channel/listGroup',
      'GET /consulting/project/channel/projectGroupDetailInfo',
      'GET /consulting/project/channel/detailInfo',
      'GET /consulting/project/channel/deliveryAssets/list.json',
      'POST /consulting/project/channel/initSvipData',
      'POST /consulting/project/channel/project/move.json',
      'GET /consulting/project/channel/resourcePool/list.json',
      'GET /consulting/project/channel/consultant/list.json',
      'POST /consulting/project/channel/dispatch',
      'POST /consulting/project/channel/updateChannelTeacher',
      'POST /consulting/project/channel/recall',
      'GET /consulting/project/channel/project/list.json',
      'GET /consulting/project/channel/project/export',
      'GET /consulting/project/channel/assignment/list.json',
    ].map((key) => [key, [PLATFORM_MANAGER, '13800000003', CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER, '13800000013', '13800000014']]),
  ),
  // consumerProjects (issue 12, /systemManage): canReadInterface — the customer PMs, owners and the
  // internal auditor of admitted customer tenants (A-21, A-22, A-24, A-41, A-42 of 示例科技; A-26,
  // of the further customers); managing (owner, tasks, SVIP, finish all) is refused by
  // the service to the auditor (17502). Urges and the last urge time: canReadConsult or
  // canReadInterface (no single flag: the service refuses others with 403). Moving a task (its
  // assignee submits, e.g. an executor), one's own urge notices and a job's status: any session;
  // the service scopes them to the caller's tenant.
  'GET /consulting/project/consumer/list': CONSUMER_READERS,
  'GET /consulting/project/consumer/detailInfo': CONSUMER_READERS,
  'GET /consulting/project/consumer/role/list': CONSUMER_READERS,
  'GET /consulting/project/consumer/content/list': CONSUMER_READERS,
  'POST /consulting/project/consumer/svip/submit': CONSUMER_READERS,
  'POST /consulting/project/consumer/task/assign': CONSUMER_READERS,
  'POST /consulting/project/consumer/task/move': ANY_SESSION,
  'POST /consulting/project/consumer/updateCustomerOwner': CONSUMER_READERS,
  'POST /consulting/project/consumer/urge': [...CONSUMER_READERS, ...CONSULT_READERS],
  'GET /consulting/project/assets/getLastUrgeTime': [...CONSUMER_READERS, ...CONSULT_READERS],
  'GET /consulting/project/consumer/urge/mine': ANY_SESSION,
  'POST /consulting/project/consumer/role/all/finish': CONSUMER_READERS,
  // Background tasks (后台任务, canReadPublic): every member of an admitted tenant; the service
  // shows each only their own tasks (domain/tasks/rules.ts mayReadTask).
  'POST /api/task/submit.json': ADMITTED,
  'GET /api/task/detail.json': ADMITTED,
  'POST /api/task/bulk/submit.json': ADMITTED,
  'GET /api/task/bulk/detail.json': ADMITTED,
  'GET /api/task/list.json': ADMITTED,
  // Marketplace (issue 12, /project): canReadConsult — the channels' managers, sub-manager, owner
  // and executor, and the platform manager (who gets empty lists and 17101 on a purchase: only
  // createProject holders buy, checked by the service); platform delivery reads (its menu shows
  // /project, route rule marketplace) but never buys; customers never.
  // Platform finance lists and withdraws project groups (canFinancialmanagement).
  'GET /consulting/template/templateList': CUSTOMER_READERS,
  'GET /consulting/template/consulting/allValidTemplateList': CUSTOMER_READERS,
  'GET /consulting/tenant/getTenantListForProject': CUSTOMER_READERS,
  'POST /channel/projectGroup/saveGroup.json': CUSTOMER_READERS.filter((who) => who !== '13800000003'),
  'GET /api/platform/projectGroup/list.json': FINANCE,
  'POST /api/platform/projectGroup/withdraw.json': FINANCE,
  // Questionnaires (issue 13). customerMember (reads of the customer side): canReadInterface or
  // canExecutor — the readers above and the executor A-23 (who sees only its own items, a business
  // rule). Distribution, assignment, the owner's review, submitToChannel: canReadInterface (the
  // auditor is refused by the service, 18007). Answers and submit: canExecutor (A-23 only). The
  // consultant's calls: consultOrDelivery (the service then decides by the relation to the project).
  'POST /consulting/question/consumer/questionnaire/distribute': CONSUMER_READERS,
  'GET /consulting/question/consumer/questionnaire/list': [...CONSUMER_READERS, '13800000023'],
  // The questionnaire's summary: the customer's members and the delivering side (projectReportReader).
  'GET /consulting/question/consumer/questionnaire/info': [
    ...CONSUMER_READERS,
    '13800000023',
    PLATFORM_MANAGER,
    '13800000003',
    CHANNEL_MANAGER,
    '13800000012',
    HENGXIN_MANAGER,
    '13800000013',
    '13800000014',
  ],
  'GET /consulting/question/consumer/questionnaireItem/list': [...CONSUMER_READERS, '13800000023'],
  'GET /consulting/question/consumer/questionnaireItem/detail': [...CONSUMER_READERS, '13800000023'],
  'GET /consulting/question/consumer/questionnaireItem/detailSingle': [...CONSUMER_READERS, '13800000023'],
  'POST /consulting/question/consumer/questionnaireItem/assign': CONSUMER_READERS,
  'POST /consulting/question/consumer/questionnaire/revoke': CONSUMER_READERS,
  'POST /consulting/question/consumer/answers/submit': ['13800000023'],
  'POST /consulting/question/consumer/questionnaire/submit': ['13800000023'],
  'GET /consulting/question/consumer/customerowner/questionnaire/info': CONSUMER_READERS,
  'POST /consulting/question/consumer/customerowner/questionnaireItem/return': CONSUMER_READERS,
  'GET /consulting/question/consumer/customerowner/risk/List': CONSUMER_READERS,
  'GET /consulting/question/consumer/customerowner/risk/info': CONSUMER_READERS,
  'POST /consulting/question/consumer/questionnaire/submitToChannel': CONSUMER_READERS,
  ...Object.fromEntries(
    [
      'GET /consulting/question/channel/question/list',
      'GET /consulting/question/channel/question/info',
      'GET /consulting/question/channel/sonquestion/info',
      'POST /consulting/question/channel/risk/open',
      'POST /consulting/question/channel/risk/close',
      'POST /consulting/question/channel/questionnaire/submitToConsumer',
      'POST /consulting/question/consumer/questionnaire/controlInfo/submit',
      'POST /consulting/question/consumer/questionnaire/controlInfo/finish',
    ].map((key) => [key, [PLATFORM_MANAGER, '13800000003', CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER, '13800000013', '13800000014']]),
  ),
  // Gap analysis (issue 13): reports (page and Word file) for projectReportReader — the customer's
  // members (canReadInterface and the executor, canExecutor) and the delivering side
  // (consultOrDelivery: channel managers, sub-manager, owner, executor, platform manager and
  // delivery); the service narrows to the caller's own projects (forCustomer / forDelivery).
  // Disposal (/gapDisposal): customerMember — the customer's PMs, owners, auditor and executor.
  'GET /consulting/gapAnalysis/listGapAnalysisReport': [...CONSUMER_READERS, '13800000023', ...CUSTOMER_READERS],
  'GET /consulting/gapAnalysis/report/docx': [...CONSUMER_READERS, '13800000023', ...CUSTOMER_READERS],
  'GET /consulting/gapAnalysis/disposal/list': [...CONSUMER_READERS, '13800000023'],
  'GET /consulting/gapAnalysis/disposal/mine': [...CONSUMER_READERS, '13800000023'],
  'POST /consulting/gapAnalysis/disposal/save': [...CONSUMER_READERS, '13800000023'],
  'POST /consulting/gapAnalysis/disposal/move': [...CONSUMER_READERS, '13800000023'],
  // Imports: projectReportReader — the customer's members and executor, and the delivering side;
  // the service narrows to the customer the caller reaches (domain/imports/rules.ts govDataAccess).
  ...Object.fromEntries(
    [
      'POST /api/import/excel/parse',
      'POST /api/import/iso/parserFile',
      'POST /api/govTecProject/importFile',
      'POST /api/govInnovative/importFile',
      'GET /api/import/task/detail.json',
      'GET /api/import/template/download',
      'GET /api/govTecProject/list.json',
      'GET /api/govInnovative/list.json',
    ].map((key) => [key, [...CONSUMER_READERS, '13800000023', ...CUSTOMER_READERS]]),
  ),
  // Risk assessment, customer side (issue 14): reads (lists, options, export, owner progress) for
  // projectReportReader — the customer's members and executor, and the delivering side; the
  // identifiers' writes (assets, stage finish, import) customerMember; the owners' and the
  // customer leads' moves canReadInterface (the service narrows to owners, the customer owner, PM).
  ...Object.fromEntries(
    [
      'GET /consulting/assets/businessAssets/options',
      'GET /consulting/assets/businessAssets/list',
      'GET /consulting/assets/systemAssets/options',
      'GET /consulting/assets/systemAssets/list',
      'GET /consulting/assets/unitAssets/businessWithSystem',
      'GET /consulting/assets/unitAssets/moduleList',
      'GET /consulting/assets/unitAssets/list',
      'GET /consulting/assets/unitAssets/listByCategory',
      'GET /consulting/assets/assets/list',
      'GET /consulting/assets/export',
      'GET /consulting/assets/assets/ownerDetailList',
      // Consultant side and report: the service narrows to the caller's projects (forCustomer /
      // forDelivery). The consultant's writes and high-residual list below: consultOrDelivery (the
      // service then requires the project's consultant or the delivery tenant's managers); the
      // customer's high-residual list: customerMember.
      'GET /consulting/project/assets/assessList',
      'GET /consulting/assets/owner/status',
      'GET /consulting/assets/threat/list',
      'GET /consulting/assets/assess/list',
      'GET /consulting/assets/assess/detail',
      'GET /consulting/assets/assessControl/list',
      'GET /consulting/assets/assessSuggestion/list',
      'GET /consulting/assets/assetsRiskEvaluateReport',
      'GET /consulting/assets/report/docx',
    ].map((key) => [key, [...CONSUMER_READERS, '13800000023', ...CUSTOMER_READERS]]),
  ),
  ...Object.fromEntries(
    [
      'POST /consulting/assets/assets/finish',
      'POST /consulting/assets/businessAssets/addOrUpdate',
      'POST /consulting/assets/businessAssets/delete',
      'POST /consulting/assets/systemAssets/addOrUpdate',
      'POST /consulting/assets/systemAssets/delete',
      'POST /consulting/assets/unitAssets/delete',
      'POST /consulting/assets/unitAssets/update',
      'POST /consulting/assets/import',
      // customerMember: the service then requires an asset identifier (domain mayIdentifyAssets: the executor and the PM).
    ].map((key) => [key, [...CONSUMER_READERS, '13800000023']]),
  ),
  ...Object.fromEntries(
    [
      'POST /consulting/assets/assets/consumerComplete',
      'POST /consulting/assets/stage/reject',
      'GET /consulting/assets/owner/list',
      'POST /consulting/assets/owner/update',
      'POST /consulting/assets/owner/submit',
      'POST /consulting/assets/owner/reject',
      'POST /consulting/assets/owner/complete',
    ].map((key) => [key, CONSUMER_READERS]),
  ),
  ...Object.fromEntries(
    [
      'POST /consulting/assets/threat/save',
      'POST /consulting/assets/threat/delete',
      'POST /consulting/assets/threat/complete',
      'POST /consulting/assets/assess/update',
      'POST /consulting/assets/assess/complete',
      'GET /consulting/assets/assessControl/options',
      'POST /consulting/assets/assessControl/update',
      'POST /consulting/assets/assessControl/complete',
      'POST /consulting/assets/assessHandle/submit',
      'POST /consulting/assets/assessHandle/complete',
      'POST /consulting/assets/assessConfirm/submit',
      'POST /consulting/assets/assessConfirm/complete',
      'GET /consulting/assets/assessConfirm/assessHighRemnantRiskList',
    ].map((key) => [key, [PLATFORM_MANAGER, '13800000003', CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER, '13800000013', '13800000014']]),
  ),
  'GET /consulting/assets/assess/assessHighRemnantRiskList': [...CONSUMER_READERS, '13800000023'],
  // certMaterials (issue 29 item 4): the customer's PM, owner and internal auditor (canReadInterface) upload and
  // read their project's materials; the bodies' members and platform delivery read the body's side
  // (cbSchedulingOrDelivery: 示例认证中心's manager, auditor, scheduler, 华安认证's manager); the managers and
  // the scheduler (cbPlanner) add, remove, note and review.
  ...Object.fromEntries(
    [
      'GET /api/certMaterials/customer/list.json',
      'POST /api/certMaterials/customer/upload.json',
      'POST /api/certMaterials/customer/deleteUpload.json',
      'GET /api/certMaterials/customer/download',
    ].map((key) => [key, CONSUMER_READERS]),
  ),
  ...Object.fromEntries(
    ['GET /api/certMaterials/body/list.json', 'GET /api/certMaterials/body/download', 'GET /api/certMaterials/body/zip'].map((key) => [
      key,
      ['13800000031', '13800000032', '13800000033', '13800000034', '13800000003'],
    ]),
  ),
  ...Object.fromEntries(
    [
      'POST /api/certMaterials/body/addItem.json',
      'POST /api/certMaterials/body/removeItem.json',
      'POST /api/certMaterials/body/note.json',
      'POST /api/certMaterials/body/review.json',
    ].map((key) => [key, ['13800000031', '13800000033', '13800000034']]),
  ),
  // schedule (issue 29 item 3, 智能排期): the board for the bodies' members and platform delivery
  // (cbSchedulingOrDelivery; the service sends an auditor to their own assignments); the managers and the scheduler
  // (cbPlanner) propose, accept, adjust, clear and publish; the bodies' members read their own assignments.
  'GET /api/schedule/board.json': ['13800000031', '13800000032', '13800000033', '13800000034', '13800000003'],
  ...Object.fromEntries(
    [
      'POST /api/schedule/propose.json',
      'POST /api/schedule/accept.json',
      'POST /api/schedule/savePlan.json',
      'POST /api/schedule/clear.json',
      'POST /api/schedule/publish.json',
    ].map((key) => [key, ['13800000031', '13800000033', '13800000034']]),
  ),
  'GET /api/schedule/mine.json': ['13800000031', '13800000032', '13800000033', '13800000034'],
  // assessors (issue 29 item 1, 审核员管理): the bodies' members and platform delivery read (cbSchedulingOrDelivery;
  // the service narrows an auditor to their own record and a body to its own register); the managers and the
  // scheduler (cbPlanner) save, delete, pick accounts and use Excel.
  ...Object.fromEntries(
    ['GET /api/assessor/list.json', 'GET /api/assessor/detail.json', 'GET /api/assessor/bodies.json'].map((key) => [
      key,
      ['13800000031', '13800000032', '13800000033', '13800000034', '13800000003'],
    ]),
  ),
  ...Object.fromEntries(
    [
      'POST /api/assessor/save.json',
      'POST /api/assessor/delete.json',
      'GET /api/assessor/accounts.json',
      'GET /api/assessor/template.xlsx',
      'GET /api/assessor/export.xlsx',
      'POST /api/assessor/import.json',
    ].map((key) => [key, ['13800000031', '13800000033', '13800000034']]),
  ),
  // certification projects (issue 29 item 2): the bodies' members, platform delivery and the channels' managers
  // and sub-managers read (authProjectManageRoute; the service narrows: an auditor to the projects they audit,
  // a channel to its applications); the managers and the scheduler (cbPlanner) write; channel managers list the
  // bodies and apply; any member of an admitted tenant asks a project's progress (the service answers only its
  // customer and channel); the platform manager sees the counts per body.
  ...Object.fromEntries(
    ['GET /api/certification/project/list.json', 'GET /api/certification/project/detail.json'].map((key) => [
      key,
      ['13800000031', '13800000032', '13800000033', '13800000034', '13800000003', CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER],
    ]),
  ),
  ...Object.fromEntries(
    [
      'POST /api/certification/project/register.json',
      'POST /api/certification/project/accept.json',
      'POST /api/certification/project/decline.json',
      'POST /api/certification/project/application/save.json',
      'POST /api/certification/project/review.json',
      'POST /api/certification/project/programme.json',
      'POST /api/certification/project/end.json',
    ].map((key) => [key, ['13800000031', '13800000033', '13800000034']]),
  ),
  'GET /api/certification/bodies.json': [CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER],
  'POST /api/certification/apply.json': [CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER],
  'GET /api/certification/progress.json': ADMITTED,
  'GET /api/certification/platform/bodies.json': ROOT,
  // the internal-auditor exam's question bank and papers (issue 30 item 1): the platform manager's only.
  ...Object.fromEntries(
    [
      'GET /api/exam/bank/list.json',
      'GET /api/exam/bank/counts.json',
      'POST /api/exam/bank/save.json',
      'POST /api/exam/bank/delete.json',
      'GET /api/exam/bank/template.xlsx',
      'GET /api/exam/bank/export.xlsx',
      'POST /api/exam/bank/import.json',
      'GET /api/exam/paper/list.json',
      'POST /api/exam/paper/save.json',
      'POST /api/exam/paper/delete.json',
    ].map((key) => [key, ROOT]),
  ),
  // the internal-auditor exam's attempts (issue 30 items 3–6): the candidate's calls are the internal auditor's
  // (canReadAuthentication; the service answers only their own attempts); results, review and grading the channel's
  // consulting people and the platform manager (canReadConsult; the service narrows to the delivering tenant's
  // managers and the seat's consultant); a result and a certificate any session (the service answers the candidate,
  // the customer's PM and owner, and the delivering side); the verification anyone, logged out too.
  ...Object.fromEntries(
    [
      'GET /api/exam/my/overview.json',
      'GET /api/exam/my/attempts.json',
      'POST /api/exam/attempt/start.json',
      'GET /api/exam/attempt/paper.json',
      'POST /api/exam/attempt/save.json',
      'POST /api/exam/attempt/submit.json',
    ].map((key) => [key, ['13800000024']]),
  ),
  ...Object.fromEntries(
    ['GET /api/exam/review/list.json', 'GET /api/exam/review/detail.json', 'POST /api/exam/review/grade.json'].map((key) => [key, CONSULT_READERS]),
  ),
  ...Object.fromEntries(
    ['GET /api/exam/attempt/result.json', 'GET /api/exam/certificate/detail.json', 'GET /api/exam/certificate/download.docx'].map((key) => [
      key,
      ANY_SESSION,
    ]),
  ),
  'GET /api/exam/certificate/verify.json': EVERYONE,
  'GET /api/exam/seat/attempts.json': CONSUMER_READERS,
  // certification audit execution (issue 29 item 2, B2): the project's audits, certificates and the corrective
  // actions are open to every admitted member (canReadPublic; the service answers only the body's people, the
  // applying channel, platform delivery and the client tenant's PM); audit work is the body's (authProjectManageRoute;
  // the service narrows to planners and the audit's leader); review, decision and certificate status cbPlanner.
  ...Object.fromEntries(
    [
      'GET /api/certification/audit/list.json',
      'POST /api/certification/finding/submit.json',
      'GET /api/certification/certificate/list.json',
      'GET /api/certification/certificate/detail.json',
    ].map((key) => [key, ADMITTED]),
  ),
  ...Object.fromEntries(
    [
      'GET /api/certification/audit/detail.json',
      'POST /api/certification/audit/plan/save.json',
      'POST /api/certification/audit/start.json',
      'POST /api/certification/finding/save.json',
      'POST /api/certification/finding/delete.json',
      'POST /api/certification/audit/complete.json',
      'POST /api/certification/finding/verify.json',
    ].map((key) => [
      key,
      ['13800000031', '13800000032', '13800000033', '13800000034', '13800000003', CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER],
    ]),
  ),
  ...Object.fromEntries(
    [
      'POST /api/certification/audit/technicalReview.json',
      'POST /api/certification/audit/decision.json',
      'POST /api/certification/certificate/status.json',
    ].map((key) => [key, ['13800000031', '13800000033', '13800000034']]),
  ),
  // ISO documentation, nonconformities and application forms (issue 31 items 5, 6): consultOrDelivery (channel managers,
  // sub-manager, owner, executor, platform manager and delivery); the service narrows to the project's writers and readers.
  ...Object.fromEntries(
    [
      'GET /consulting/project/channel/nc/domain/list.json',
      'GET /consulting/project/channel/nc/list.json',
      'POST /consulting/project/channel/nc/save.json',
      'POST /consulting/project/channel/nc/generate/file',
      'POST /consulting/project/channel/nc/generate/submitFile',
      'GET /consulting/project/channel/generate/file/application/list.json',
      'POST /consulting/project/channel/download/file/application',
    ].map((key) => [key, [PLATFORM_MANAGER, '13800000003', CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER, '13800000013', '13800000014']]),
  ),
  // ISO documentation, variables, departments and timeline (issue 31 items 1–3): projectReportReader — the customer's
  // members and executor, and the delivering side; the service narrows to the project (core.open) and to the fields and
  // moves the caller may make (customer members: customerFills fields; writers finalise).
  ...Object.fromEntries(
    [
      'GET /iso/variable/{groupCode}/{projectCode}/list.json',
      'POST /iso/variable/{groupCode}/{projectCode}/save.json',
      'POST /iso/variable/save.json',
      'POST /iso/variable/saveDraft.json',
      'GET /iso/department/list.json',
      'GET /iso/department/notMerged/list.json',
      'GET /api/iso/common/calDateTimeline',
    ].map((key) => [key, [...CONSUMER_READERS, '13800000023', ...CUSTOMER_READERS]]),
  ),
  // ISO documentation, the generated document set (issue 31 item 4): writes and the delivering side's reads
  // consultOrDelivery (the service narrows to the project's writers); the tree, the list and the zip projectReportReader
  // (a customer member sees only delivered files).
  ...Object.fromEntries(
    [
      'POST /consulting/project/channel/generate/file',
      'GET /consulting/project/channel/generate/progress.json',
      'POST /consulting/project/channel/generate/file/replace.json',
      'POST /consulting/project/channel/generate/file/status.json',
      'GET /consulting/project/channel/generate/file/versions.json',
      'POST /consulting/project/channel/submit/file',
    ].map((key) => [key, [PLATFORM_MANAGER, '13800000003', CHANNEL_MANAGER, '13800000012', HENGXIN_MANAGER, '13800000013', '13800000014']]),
  ),
  ...Object.fromEntries(
    [
      'GET /consulting/project/channel/generate/doc/list.json',
      'GET /consulting/project/channel/generate/file/list.json',
      'POST /consulting/project/channel/get/batchDownloadObjectId',
    ].map((key) => [key, [...CONSUMER_READERS, '13800000023', ...CUSTOMER_READERS]]),
  ),
  // Dashboards (issue 32): 客户数字中心 for the channel tenant managers and sub-manager
  // (clientDigitalCenterPermission: 安衡 11, 12; 恒信 16), its 协同看板 for the channel tenant managers only
  // (canReadPartnerDashboard; no hTab in the demo); 经营指标中心 for the platform manager (canRoot).
  'GET /api/dashboard/channel/dataHub.json': CUSTOMER_WRITERS,
  'GET /api/dashboard/channel/business.json': CUSTOMER_WRITERS,
  'GET /api/dashboard/channel/collaboration.json': [CHANNEL_MANAGER, HENGXIN_MANAGER],
  'GET /api/dashboard/channel/consumption/list.json': CUSTOMER_WRITERS,
  'GET /api/dashboard/channel/consumption/options.json': CUSTOMER_WRITERS,
  'GET /api/dashboard/channel/consumption/export': CUSTOMER_WRITERS,
  'GET /api/dashboard/platform/overview.json': ROOT,
  'GET /api/dashboard/platform/analysis.json': ROOT,
  'GET /api/dashboard/platform/analysis/export': ROOT,
};

const GUARD_REFUSALS = ['10000', '10001', 'must_agreement_licences', '403'];

describe('the access table', () => {
  it('has exactly one row per contract', () => {
    const keys = ALL_CONTRACTS.map(contractKey);
    expect(
      keys.filter((key) => !(key in ALLOWED)),
      'contracts without a row',
    ).toEqual([]);
    expect(
      Object.keys(ALLOWED).filter((key) => !keys.includes(key)),
      'rows naming no contract',
    ).toEqual([]);
  });
});

/** What a case answered, in one word for readable failures: the errorCode, or 'file'. */
const outcome = (answer: RawAnswer) => answer.envelope?.errorCode ?? (answer.status === 200 ? 'file' : `HTTP ${answer.status}`);

describe.each(DRIVERS)('access matrix on %s', (driver) => {
  let t: TestApp;
  let tokens: Map<string, string>;

  beforeAll(async () => {
    t = await startTestApp(driver);
    tokens = await demoSessions(t);
  }, 120_000);
  afterAll(async () => t?.close());

  it('the database fingerprint sees a write (so "nothing changed" means something)', async () => {
    const before = await databaseFingerprint(t);
    const add = ALL_CONTRACTS.find((contract) => contractKey(contract) === 'POST /api/platform/aoc/add')!;
    const answer = await callContract(t, add, { token: tokens.get(PLATFORM_MANAGER) });
    expect(answer.envelope?.success, answer.envelope?.errorMsg).toBe(true);
    expect(await databaseFingerprint(t)).not.toBe(before);
  });

  it.each(CONTRACT_ROWS)('%s', async (key, contract) => {
    const allowed = ALLOWED[key] ?? [];
    const callers: Who[] = ['anonymous', ...ALL_DEMO];
    const refused = callers.filter((who) => !allowed.includes(who));
    const admitted = callers.filter((who) => allowed.includes(who));
    // Logging out ends the session: that case gets a session of its own.
    const tokenOf = async (who: Who) => {
      if (who === 'anonymous') return undefined;
      if (key !== 'GET /user/logout') return tokens.get(who);
      const account = DEMO_ACCOUNTS.find((a) => a.phone === who)!;
      return (await t.sessionFor(account.accountId, account.tenantCode)).token;
    };

    const before = contract.method === 'POST' ? await databaseFingerprint(t) : '';
    // The callers of one contract go together (the server serves them concurrently anyway).
    const refusals = await Promise.all(
      refused.map(async (who) => `${who}: ${outcome(await callContract(t, contract, { token: await tokenOf(who) }))}`),
    );
    expect(refusals).toEqual(refused.map((who) => `${who}: ${who === 'anonymous' ? '10000' : '403'}`));
    if (contract.method === 'POST') expect(await databaseFingerprint(t), 'a refused write changed the database').toBe(before);

    const answers = await Promise.all(admitted.map(async (who) => [who, await callContract(t, contract, { token: await tokenOf(who) })] as const));
    for (const [who, answer] of answers) {
      expect(answer.status, `${who}: HTTP ${answer.status}`).toBeLessThan(500);
      expect(GUARD_REFUSALS, `${who} may call ${key}, got ${outcome(answer)} ${answer.envelope?.errorMsg ?? ''}`).not.toContain(outcome(answer));
    }
  });
});
