/**
 * Every feature module, in dependency order: app.ts registers them in this order, and
 * server/startup.ts runs their seed parts in this order (base data at every start, the demo set
 * once). A module comes after the modules whose decorated services it uses:
 *
 *   identity        decorates app.authenticator (the guard) and app.accountDirectory
 *   files           decorates app.fileService                     (uses identity's guard; asks app.projectRegistry per request for project files)
 *   wordSettings    decorates app.wordLayouts (each user's Word document layout; the report modules apply it) (uses app.fileService)
 *   tasks           decorates app.taskKinds (the submittable background task kinds; uses app.jobs); at start in demo mode runs the demo tasks' handlers for their files
 *   toolKit         uses app.fileService
 *   announcements
 *   wallet          decorates app.wallet (the points ledger)      (uses app.accountDirectory, app.fileService)
 *   auditLog        decorates app.auditLog (the operator audit log; the platform console records through it)
 *   dictionaries    national dictionaries, standard configuration, enterprise registry (uses app.accountDirectory, app.auditLog)
 *   tenantAdmin     channels, page configuration, certification bodies, users (uses app.identityAdmin, app.fileService, app.auditLog)
 *   products        decorates app.products (published product versions)   (uses app.fileService, app.auditLog)
 *   equity          decorates app.equity (a channel's equity level and discount at an instant) (uses app.accountDirectory, app.auditLog; authorizations prices with it)
 *   authorizations  decorates app.authorizations (what a channel may sell) (uses app.accountDirectory, app.products, app.auditLog)
 *   partners        sub-channels, invitations, channel applications (uses app.partnersDirectory, app.tenantRelations, app.channelProfiles, app.wallet, app.fileService, app.auditLog)
 *   projects        purchases, project groups, delivery, the customer's projects (uses app.authorizations, app.products, app.wallet, app.tenantRelations, app.accountDirectory, app.auditLog); decorates app.projectCounts, app.projectRegistry
 *   questionnaires  online questionnaires; finishing one queues the gap scoring job (uses app.projectRegistry, app.products, app.accountDirectory, app.personnelAdmin, app.fileService, app.jobs); decorates app.questionnaireRegistry
 *   gapAnalysis     gap reports and the customer's gap disposal (uses app.questionnaireRegistry, app.projectRegistry, app.products, app.accountDirectory, app.personnelAdmin, app.fileService, app.jobs)
 *   riskAssessment  GB/T 20984 risk assessment (uses app.projectRegistry, app.products, app.accountDirectory, app.personnelAdmin)
 *   customers       a channel's customers and consultations (uses app.customersDirectory, app.tenantRelations, app.accountDirectory, app.identityAdmin, app.dictionaryNames, app.auditLog, app.projectCounts)
 *   imports         Excel and Word parsing; a customer's government data imported as background tasks (uses app.taskKinds, app.jobs, app.tenantRelations)
 *   assessors       a certification body's assessor register (审核员管理); decorates app.assessors (uses app.accountDirectory, app.personnelAdmin, app.dictionaryNames)
 *   certification   certification projects, audit programmes, audits, findings, certificates (认证项目管理); decorates app.certProjects, app.certAudits
 *   schedule        smart scheduling of audits (智能排期) (uses app.assessors, app.certAudits)
 *   certMaterials   the customer's certification materials and the body's review (认证材料) (uses app.certProjects, app.fileService)
 *   exams           the internal-auditor exam's question bank (内审员考试题库)
 *   isoDocuments    ISO documentation projects (体系文件): variables, departments, timeline, the generated document set, application forms, nonconformities (uses app.projectRegistry, app.products, app.fileService, app.taskKinds)
 *   metrics         the dashboards (客户数字中心, 经营指标中心) over summary tables the source tables' triggers mark; decorates app.metrics (refresh, rebuild); the metrics.refresh job (uses app.jobs, app.accountDirectory, app.tenantRelations, app.dictionaryNames)
 *
 * A new area: server/modules/<area>/ in the shape of docs/feature-checklist.md, then one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SeedPart } from '../db/seed';
import announcements from './announcements';
import { announcementsSeed } from './announcements/seed';
import auditLog from './auditLog';
import dictionaries from './dictionaries';
import files from './files';
import { filesSeed } from './files/seed';
import identity from './identity';
import { identitySeed } from './identity/seed';
import tasks from './tasks';
import { tasksSeed } from './tasks/seed';
import wordSettings from './wordSettings';
import { wordSettingsSeed } from './wordSettings/seed';
import toolKit from './toolKit';
import wallet from './wallet';
import products from './products';
import { productsSeed } from './products/seed';
import equity from './equity';
import { equitySeed } from './equity/seed';
import authorizations from './authorizations';
import { authorizationsSeed } from './authorizations/seed';
import personnel from './personnel';
import { walletSeed } from './wallet/seed';
import tenantAdmin from './tenantAdmin';
import { tenantAdminSeed } from './tenantAdmin/seed';
import customers from './customers';
import { customersSeed } from './customers/seed';
import partners from './partners';
import projects from './projects';
import { projectsSeed } from './projects/seed';
import questionnaires from './questionnaires';
import { questionnairesSeed } from './questionnaires/seed';
import gapAnalysis from './gapAnalysis';
import { gapAnalysisSeed } from './gapAnalysis/seed';
import riskAssessment from './riskAssessment';
import { riskAssessmentSeed } from './riskAssessment/seed';
import imports from './imports';
import { importsSeed } from './imports/seed';
import assessors from './assessors';
import { assessorsSeed } from './assessors/seed';
import certification from './certification';
import { certificationWithAuditsSeed } from './certification/audits/seed';
import schedule from './schedule';
import certMaterials from './certMaterials';
import { certMaterialsSeed } from './certMaterials/seed';
import exams from './exams';
import { examsSeed } from './exams/seed';
import isoDocuments from './isoDocuments';
import { isoDocumentsSeed } from './isoDocuments/seed';
import metrics from './metrics';
import { metricsSeed } from './metrics/seed';

export interface FeatureModule {
  /** The area name, as in server/modules/<area>/ and docs/feature-checklist.md. */
  area: string;
  /** The Fastify plugin: reads app.config, app.clock, app.db and earlier modules' decorated services. */
  plugin: FastifyPluginAsync;
  /** Its base data and demo rows (./<area>/seed.ts). */
  seed?: SeedPart;
}

export const FEATURE_MODULES: readonly FeatureModule[] = [
  { area: 'identity', plugin: identity, seed: identitySeed },
  { area: 'files', plugin: files, seed: filesSeed },
  // Before the report modules: they lay their Word documents out through app.wordLayouts.
  { area: 'wordSettings', plugin: wordSettings, seed: wordSettingsSeed },
  // Early: later modules register their background task kinds into app.taskKinds.
  { area: 'tasks', plugin: tasks, seed: tasksSeed },
  { area: 'toolKit', plugin: toolKit },
  { area: 'announcements', plugin: announcements, seed: announcementsSeed },
  { area: 'wallet', plugin: wallet, seed: walletSeed },
  { area: 'auditLog', plugin: auditLog },
  { area: 'dictionaries', plugin: dictionaries },
  { area: 'tenantAdmin', plugin: tenantAdmin, seed: tenantAdminSeed },
  { area: 'products', plugin: products, seed: productsSeed },
  { area: 'equity', plugin: equity, seed: equitySeed },
  { area: 'authorizations', plugin: authorizations, seed: authorizationsSeed },
  { area: 'personnel', plugin: personnel },
  { area: 'partners', plugin: partners },
  { area: 'projects', plugin: projects, seed: projectsSeed },
  // After projects: its list counts each customer's projects through app.projectCounts.
  { area: 'customers', plugin: customers, seed: customersSeed },
  { area: 'questionnaires', plugin: questionnaires, seed: questionnairesSeed },
  // After questionnaires: scores their answers through app.questionnaireRegistry; its demo report is the finished demo questionnaire's.
  { area: 'gapAnalysis', plugin: gapAnalysis, seed: gapAnalysisSeed },
  { area: 'riskAssessment', plugin: riskAssessment, seed: riskAssessmentSeed },
  { area: 'imports', plugin: imports, seed: importsSeed },
  { area: 'assessors', plugin: assessors, seed: assessorsSeed },
  // After assessors: an audit team names the body's assessors.
  { area: 'certification', plugin: certification, seed: certificationWithAuditsSeed },
  // After assessors and certification: schedules the body's audits with its assessors.
  { area: 'schedule', plugin: schedule },
  // After certification: materials belong to a certification project.
  { area: 'certMaterials', plugin: certMaterials, seed: certMaterialsSeed },
  { area: 'exams', plugin: exams, seed: examsSeed },
  { area: 'isoDocuments', plugin: isoDocuments, seed: isoDocumentsSeed },
  // Last: its summary reads every area's rows (read-only); its seed is the demo set's year of history.
  { area: 'metrics', plugin: metrics, seed: metricsSeed },
];

/** The seed parts, in module order. */
export const SEED_PARTS: readonly SeedPart[] = FEATURE_MODULES.flatMap((module) => (module.seed ? [module.seed] : []));
