/**
 * The risk assessment at the scale (issue 14 "Rules"): a project of 200 business, 1,000
 * system and 5,000 unit assets, 50 threats and 10,000 vulnerabilities with 2 threats each —
 * 20,000 threat–vulnerability links.
 *
 * 1. The whole risk stage through domain/riskAssessment/compute.ts computeAssessment (stored rows
 *    → engine input → assessRisks: values, links, ranking, residuals, aggregation) next to a plain
 *    loop over the same links that only looks the three matrices up by hand (stored asset and
 *    threat values, no measures), median of rounds that alternate, with the ratio. Both must give
 *    the same risk level for every link (the project has no measures, so they must agree).
 * 2. The same project in an embedded PGlite database through the real consultant service and
 *    repository: finishing the measures (assessControl/complete: load, compute and store all
 *    20,000 risks in ONE call) and the list pages the consultant opens (assess/list, filtered
 *    assess/list, assessSuggestion/list, a keyword search, the high residual list). The goal: each
 *    page under one second.
 *
 * Run: npm run bench:assets [links]
 */
import { and, eq, sql } from 'drizzle-orm';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { repositories } from '../../server/db/repositories';
import { raAssessments, raBusinessAssets, raRisks, raSystemAssets, raThreats, raUnitAssets, raVulnerabilities } from '../../server/db/schema';
import type { RequestContext } from '../../server/http/context';
import { createConsultantService } from '../../server/modules/riskAssessment/consultant/service';
import { createCore, type RiskAssessmentDeps } from '../../server/modules/riskAssessment/core';
import { createRiskAssessmentRepository } from '../../server/modules/riskAssessment/repository';
import { createRiskRepository } from '../../server/modules/riskAssessment/consultant/riskRepository';
import type { StoredAssessment } from '../../domain/riskAssessment/rules';
import {
  assessmentConfig,
  businessValues,
  computeAssessment,
  RA_DEFAULT_CONFIG,
  systemValue,
  threatValueOf,
  unitValue,
} from '../../domain/riskAssessment/compute';

const ROUNDS = 5;
const TENANT = 'T-BENCH';
const PROJECT = 'PJ-BENCH-RA';
const CATEGORIES = ['data', 'software', 'hardware', 'service', 'staff', 'other'] as const;
const UNIT_TYPES = ['systemUnit', 'systemComponents', 'humanResources', 'otherAssets'] as const;
const THREAT_CATEGORIES = ['failure', 'environment', 'malware', 'abuse', 'networkAttack', 'leakage', 'tampering'] as const;
const LAYERS = ['physical', 'network', 'systemSoftware', 'application', 'data', 'orgManagement'] as const;

const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(5, '0')}`;
/** A deterministic 1–5 rating. */
const rate = (n: number, salt: number) => ((n * 7 + salt * 13 + ((n * salt) % 5)) % 5) + 1;

/** The stored rows of a project of the size (links = 2 × vulnerabilities). */
export function benchProject(links = 20_000): StoredAssessment & { stored: { systemValue: Map<string, number>; unitValue: Map<string, number> } } {
  const businesses = Array.from({ length: 200 }, (_, i) => ({
    assetCode: code('BA', i + 1),
    name: `业务 ${i + 1}`,
    importance: rate(i, 1),
    associations: i > 0 && i % 10 === 0 ? [{ assetCode: code('BA', i), degree: 'close' as const }] : [],
  }));
  const systems = Array.from({ length: 1_000 }, (_, i) => ({
    assetCode: code('SA', i + 1),
    name: `系统资产 ${i + 1}`,
    confidentiality: rate(i, 2),
    integrity: rate(i, 3),
    availability: rate(i, 4),
    carryLevel: rate(i, 5),
    systemRelated: i % 3 === 0 ? rate(i, 6) : null,
    systemType: '1',
    businessCodes: [code('BA', (i % 200) + 1), code('BA', ((i * 7) % 200) + 1)].filter((c, k, all) => all.indexOf(c) === k),
  }));
  const units = Array.from({ length: 5_000 }, (_, i) => ({
    assetCode: code('UA', i + 1),
    name: `单元资产 ${i + 1}`,
    unitType: UNIT_TYPES[i % 4],
    confidentiality: rate(i, 7),
    integrity: rate(i, 8),
    availability: rate(i, 9),
    systemCodes: [code('SA', (i % 1_000) + 1)],
  }));
  const threats = Array.from({ length: 50 }, (_, i) => ({
    threatCode: code('TH', i + 1),
    name: `威胁 ${i + 1}`,
    category: THREAT_CATEGORIES[i % THREAT_CATEGORIES.length],
    capability: i % 4 === 0 ? null : rate(i, 10),
    frequency: rate(i, 11),
    timing: i % 9 === 0 ? ('special' as const) : ('normal' as const),
  }));
  // Vulnerabilities on every system asset and on units, two threats each.
  const vulnerabilities = Array.from({ length: Math.ceil(links / 2) }, (_, i) => ({
    vulnCode: code('VU', i + 1),
    assetCode: i % 2 === 0 ? code('SA', ((i / 2) % 1_000) + 1) : code('UA', (((i - 1) / 2) % 5_000) + 1),
    name: `脆弱性 ${i + 1}`,
    severity: rate(i, 12),
    exploitability: i % 3 === 0 ? null : rate(i, 13),
    threatCodes: [code('TH', (i % 50) + 1), code('TH', ((i * 3 + 7) % 50) + 1)].filter((c, k, all) => all.indexOf(c) === k),
  }));
  const config = assessmentConfig(RA_DEFAULT_CONFIG, 'matrix');
  const bv = businessValues(config, businesses);
  return {
    businesses,
    systems,
    units,
    threats,
    vulnerabilities,
    controls: [],
    treatments: [],
    stored: {
      systemValue: new Map(systems.map((s) => [s.assetCode, systemValue(config, s, bv).value])),
      unitValue: new Map(units.map((u) => [u.assetCode, unitValue(config, u).value])),
    },
  };
}

/** The plain loop: matrix lookups by hand over the links, with the stored asset and threat values. */
function plainLevels(project: ReturnType<typeof benchProject>): number[] {
  const { matrices, bands } = RA_DEFAULT_CONFIG;
  const band = (list: readonly { min: number; max: number }[], v: number) => list.findIndex((b) => v >= b.min && v <= b.max) + 1;
  const config = assessmentConfig(RA_DEFAULT_CONFIG, 'matrix');
  const threatValue = new Map(project.threats.map((t) => [t.threatCode, threatValueOf(config, t).value]));
  const levels: number[] = [];
  for (const v of project.vulnerabilities) {
    const asset = project.stored.systemValue.get(v.assetCode) ?? project.stored.unitValue.get(v.assetCode)!;
    for (const t of v.threatCodes) {
      const l = band(bands.likelihood, matrices.likelihood[threatValue.get(t)! - 1][(v.exploitability ?? v.severity) - 1]);
      const f = band(bands.loss, matrices.loss[asset - 1][v.severity - 1]);
      levels.push(band(bands.risk, matrices.risk[l - 1][f - 1]));
    }
  }
  return levels;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const timed = async <T>(fn: () => T | Promise<T>): Promise<[T, number]> => {
  const started = process.hrtime.bigint();
  const result = await fn();
  return [result, Number(process.hrtime.bigint() - started) / 1e6];
};

export function runComputeBench(links = 20_000) {
  const project = benchProject(links);
  const config = assessmentConfig(RA_DEFAULT_CONFIG, 'matrix');
  const engine = () => computeAssessment(config, project);
  const plain = () => plainLevels(project);
  // Same levels, link by link (no measures in the project), then warm up.
  const computed = engine().risks;
  const levels = plain();
  const disagree = computed.filter((r, i) => r.level !== levels[i]).length;
  if (disagree > 0) throw new Error(`computeAssessment and the plain loop disagree on ${disagree} links`);
  for (let i = 0; i < 2; i++) {
    engine();
    plain();
  }
  const times = { engine: [] as number[], plain: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, fn] of [
      ['engine', engine],
      ['plain', plain],
    ] as const) {
      const started = process.hrtime.bigint();
      fn();
      times[label].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return { links: computed.length, engineMs: median(times.engine), plainMs: median(times.plain), project };
}

const auth = {
  account: { accountId: 'A-BENCH', showName: '基准顾问' },
  tenant: { tenantCode: TENANT, type: 'channel', approvalState: 'success', tenantZhName: '基准渠道' },
  membership: null,
  session: {},
  userInfo: {
    accountId: 'A-BENCH',
    roleDTOs: [{ roleCode: 'channel-owner' }],
    tenantDTO: { type: 'channel', approvalState: 'success' },
    closeTabKeys: [],
    accountBelongToPlatformType: null,
  },
} as unknown as RequestContext;

/** The project in PGlite, through the consultant service: the compute call and the list pages. */
export async function runServiceBench(project: ReturnType<typeof benchProject>) {
  const database = await openDatabase({ driver: 'pglite' });
  await migrateDatabase(database);
  const db = database.db;
  const now = new Date();
  const config = assessmentConfig(RA_DEFAULT_CONFIG, 'matrix');
  const key = { tenantCode: TENANT, projectCode: PROJECT };
  const meta = {
    ...key,
    createdBy: 'A-BENCH',
    updatedBy: 'A-BENCH',
    createdAt: now,
    updatedAt: now,
    state: 'freeze' as const,
    ownerAccountId: 'A-OWNER',
  };
  const insert = async <T>(table: Parameters<typeof db.insert>[0], rows: T[]) => {
    for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500) as never);
  };
  const [, seedMs] = await timed(async () => {
    await db.insert(raAssessments).values({
      ...key,
      customerTenantCode: 'T-BENCH-CU',
      deliveryTenantCode: TENANT,
      stage: 'control',
      status: 'assets-owner-finish',
      configId: RA_DEFAULT_CONFIG.id,
      configVersion: RA_DEFAULT_CONFIG.version,
      config: RA_DEFAULT_CONFIG,
      seq: 100_000,
      createdAt: now,
      updatedAt: now,
    });
    await insert(
      raBusinessAssets,
      project.businesses.map((b) => ({
        ...meta,
        assetCode: b.assetCode,
        name: b.name,
        importance: b.importance,
        associations: b.associations.map((a) => ({ ...a, type: '' })),
      })),
    );
    await insert(
      raSystemAssets,
      project.systems.map((s) => ({
        ...meta,
        ...s,
        category: CATEGORIES[Number(s.assetCode.slice(2)) % 6],
        value: project.stored.systemValue.get(s.assetCode)!,
        businessCodes: [...s.businessCodes],
        assessedAt: now,
      })),
    );
    await insert(
      raUnitAssets,
      project.units.map((u) => ({
        ...meta,
        ...u,
        category: CATEGORIES[Number(u.assetCode.slice(2)) % 6],
        value: project.stored.unitValue.get(u.assetCode)!,
        systemCodes: [...u.systemCodes],
        assessedAt: Number(u.assetCode.slice(2)) % 2 === 0 ? now : null,
      })),
    );
    await insert(
      raThreats,
      project.threats.map((t) => ({ ...key, ...t, source: 'malicious' as const, value: threatValueOf(config, t).value, updatedAt: now })),
    );
    await insert(
      raVulnerabilities,
      project.vulnerabilities.map((v, i) => ({
        ...key,
        ...v,
        assetTier: v.assetCode.startsWith('SA') ? ('system' as const) : ('unit' as const),
        layer: LAYERS[i % LAYERS.length],
        threatCodes: [...v.threatCodes],
        updatedAt: now,
      })),
    );
    await db.execute(sql`analyze`);
  });
  const deps: RiskAssessmentDeps = {
    repos: repositories(db, createRiskAssessmentRepository),
    projectRegistry: {
      forDelivery: async () => facts,
      forCustomer: async () => facts,
      byCode: async () => facts,
      byCodes: async (codes: readonly string[]) => new Map(codes.map((code) => [code, facts])),
      recordKindEvent: async () => {},
    } as unknown as RiskAssessmentDeps['projectRegistry'],
    products: { version: async () => ({ definition: { basic: { serviceKind: 'riskAssessment' } } }) } as never,
    accountDirectory: { accountNames: async (ids: readonly string[]) => new Map(ids.map((id) => [id, { showName: id, phone: null }])) } as never,
    personnelAdmin: { activeHolders: async () => [] },
    clock: systemClock,
  };
  const facts = {
    projectCode: PROJECT,
    groupCode: 'PG-BENCH',
    tenantCode: TENANT,
    customerTenantCode: 'T-BENCH-CU',
    deliveryTenantCode: TENANT,
    name: '基准项目',
    level: '3',
    state: 'inhand',
    consultantAccountId: 'A-BENCH',
    customerOwnerAccountId: null,
    productCode: 'PD-BENCH',
    productVersion: 1,
    productName: '基准产品',
    standard: 'gbt20984',
    svipData: null,
    withdrawn: false,
    relation: 'consultant',
  } as const;
  const service = createConsultantService(deps, createCore(deps));
  const page = { current: 1, pageSize: 10, projectCode: PROJECT };
  if (process.env.BENCH_VERBOSE) console.log(`seeded in ${seedMs.toFixed(0)} ms`);
  const [computed, computeMs] = await timed(() => service.controlComplete(auth, { projectCode: PROJECT, method: 'matrix' }));
  const calls: Record<string, () => Promise<unknown>> = {
    'assess/list page 1': () => service.assessAssets(auth, page as never),
    'assess/list waitforassess, unit, page 50': () =>
      service.assessAssets(auth, { ...page, current: 50, tier: 'unit', filter: 'waitforassess' } as never),
    'assessSuggestion/list page 1': () => service.riskList(auth, page as never),
    'assessSuggestion/list level 5, page 20': () => service.riskList(auth, { ...page, current: 20, level: 5 } as never),
    'assessSuggestion/list keyword': () => service.riskList(auth, { ...page, keyword: '脆弱性 77' } as never),
    'assessSuggestion/list filter assesscomplete': () => service.riskList(auth, { ...page, filter: 'assesscomplete' } as never),
    'assessControl/list': () => service.controlList(auth, page as never),
    'threat/list': () => service.threatList(auth, page as never),
    'high remnant list': () => service.highRemnant(auth, page as never, 'consultant'),
  };
  const pages: Record<string, number> = {};
  for (const [label, call] of Object.entries(calls)) {
    await call();
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i++) samples.push((await timed(call))[1]);
    pages[label] = median(samples);
  }
  const store = await timeTreatmentStore(db, key);
  await database.close();
  return { seedMs, computeMs, risks: computed.counts.risks, pages, store };
}

/** Rows a treatment of many risks at once writes (assessHandle/submit with 500 risks). */
const TREATED = 500;

/**
 * Storing the treatment and residual of TREATED risks: one statement for all of them (as
 * assessHandle/submit does) next to one statement per risk (as it did before), alternating, median
 * of ROUNDS. Both write the same values. Also one risk alone through the same statement (the
 * common case: a consultant treats one risk).
 */
async function timeTreatmentStore(db: Parameters<typeof createRiskRepository>[0], key: { tenantCode: string; projectCode: string }) {
  const repo = createRiskRepository(db);
  const rows = (await repo.risks(key)).slice(0, TREATED).map((r) => ({
    riskCode: r.riskCode,
    treatment: {
      option: 'reduce' as const,
      measures: ['及时安装补丁'],
      plannedControls: [],
      residualInputs: { severity: 1, exploitability: 1 },
      owner: '基准',
      dueDate: '2026-12-31',
      acceptedBy: '',
      acceptedAt: '',
    },
    residualStatus: 'treated' as const,
    residualValue: r.value / 2,
    residualLevel: 1,
    residualAcceptance: 'acceptable' as const,
    furtherAction: false,
    residualLines: ['基准残余风险'],
  }));
  const times = { batch: [] as number[], perRisk: [] as number[], one: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    times.batch.push((await timed(() => repo.updateRisks(key, rows)))[1]);
    times.one.push((await timed(() => repo.updateRisks(key, rows.slice(0, 1))))[1]);
    times.perRisk.push(
      (
        await timed(async () => {
          for (const { riskCode, ...changes } of rows)
            await db
              .update(raRisks)
              .set(changes)
              .where(and(eq(raRisks.tenantCode, key.tenantCode), eq(raRisks.projectCode, key.projectCode), eq(raRisks.riskCode, riskCode)));
        })
      )[1],
    );
  }
  return { rows: rows.length, batchMs: median(times.batch), perRiskMs: median(times.perRisk), oneMs: median(times.one) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const links = Number(process.argv[2] ?? 20_000);
  const result = runComputeBench(links);
  console.log(
    `assets bench: 200 business, 1,000 system, 5,000 unit assets, 50 threats, ${result.project.vulnerabilities.length.toLocaleString('en')} vulnerabilities, ${result.links.toLocaleString('en')} links; median of ${ROUNDS} rounds`,
  );
  console.log(`  computeAssessment (stored rows → engine, whole stage)  ${result.engineMs.toFixed(1)} ms`);
  console.log(`  plain loop (matrix lookups by hand, same links)         ${result.plainMs.toFixed(1)} ms`);
  console.log(`  ratio computeAssessment / plain                         ${(result.engineMs / result.plainMs).toFixed(1)}×`);
  const service = await runServiceBench(result.project);
  console.log(`PGlite, consultant service (seed ${(service.seedMs / 1000).toFixed(1)} s):`);
  console.log(
    `  assessControl/complete: compute and store ${service.risks.toLocaleString('en')} risks in one call  ${service.computeMs.toFixed(0)} ms`,
  );
  let worst = 0;
  for (const [label, ms] of Object.entries(service.pages)) {
    worst = Math.max(worst, ms);
    console.log(`  ${label.padEnd(48)} ${ms.toFixed(1).padStart(8)} ms`);
  }
  const { store } = service;
  console.log(
    `  store ${store.rows} treated risks: one statement ${store.batchMs.toFixed(1)} ms, one per risk ${store.perRiskMs.toFixed(1)} ms (ratio ${(store.batchMs / store.perRiskMs).toFixed(2)}×); one risk ${store.oneMs.toFixed(1)} ms`,
  );
  console.log(
    worst < 1000 ? `goal met: every list page under 1 s (slowest ${worst.toFixed(0)} ms)` : `goal missed: slowest page ${worst.toFixed(0)} ms`,
  );
}
