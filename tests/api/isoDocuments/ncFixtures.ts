/**
 * What the NC and application API tests share: the demo project, the document's text unzipped,
 * what a customer's document must never say, a stored file's bytes, and organisation variables
 * for the demo project when the variables' demo has not filled them (departments D01…D07, the
 * codes domain/isoDocuments/demoNc.ts falls back to).
 */
import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { expect } from 'vitest';
import { isoProjects } from '../../../server/db/schema';
import type { TestApp, TestClient } from '../harness';

export const ISO_PROJECT = 'PJ20260815CE0006';

/** Every paragraph's text of the body, headers and footers, one per line. */
export function docxText(bytes: Buffer): string {
  const zip = new PizZip(bytes);
  const parts = Object.keys(zip.files).filter((name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name));
  return parts
    .flatMap((part) =>
      [
        ...zip
          .file(part)!
          .asText()
          .matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g),
      ].map(([p]) =>
        [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
          .map((m) => m[1])
          .join('')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      ),
    )
    .join('\n');
}

/** What a generated document must never contain. */
export const LEAKS: readonly [RegExp, string][] = [
  [/\{[#/@^]?[A-Za-z][\w.]*\}/, 'an unfilled template tag'],
  [/undefined/, '"undefined"'],
  [/\bNaN\b/, '"NaN"'],
  [/\bnull\b/, '"null"'],
];

/** A stored file's bytes through GET /consulting/file/download as `client`. */
export async function downloadFile(t: TestApp, client: TestClient, objectId: string): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/consulting/file/download?objectId=${objectId}`,
    headers: { cookie: `sid=${client.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const DEPARTMENTS = [
  ['D01', '总经办', '王建国'],
  ['D02', '综合管理部', '赵敏'],
  ['D03', '信息技术部', '李强'],
  ['D04', '研发中心', '陈晨'],
  ['D05', '市场部', '周婷'],
  ['D06', '财务部', '孙丽'],
  ['D07', '人力资源部', '吴芳'],
] as const;

/** Fills the demo project's variables when the variables' demo left them without departments. */
export async function ensureDemoVariables(t: TestApp): Promise<void> {
  const db = t.database.db;
  const [row] = await db.select().from(isoProjects).where(eq(isoProjects.projectCode, ISO_PROJECT));
  expect(row, 'the ISO project row exists after its first open').toBeDefined();
  if (Array.isArray(row!.values.departments) && row!.values.departments.length > 0) return;
  const values = {
    orgName: '示例科技有限公司',
    orgShortName: '示例科技',
    creditCode: '91310000MA1FL8XQ3K',
    legalRepresentative: '王建国',
    registeredAddress: '上海市浦东新区张江路 100 号',
    headcount: 180,
    phone: '021-55550000',
    managementRepresentative: '赵敏',
    topManager: '王建国',
    scopeStatement: '软件开发、运维和技术支持服务相关的信息安全管理活动',
    certScope: '与计算机软件开发和信息系统运维服务相关的信息安全管理',
    sites: [{ name: '张江总部', address: '上海市浦东新区张江路 100 号', headcount: 180 }],
    manualReleaseDate: '2026-09-01',
    ...row!.values,
    departments: DEPARTMENTS.map(([code, name, head]) => ({ code, name, head, responsibilities: '', isEnable: true })),
  };
  await db.update(isoProjects).set({ values }).where(eq(isoProjects.projectCode, ISO_PROJECT));
}
