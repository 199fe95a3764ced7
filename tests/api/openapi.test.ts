/**
 * The OpenAPI document at /api/docs, as outside tools read it: Redocly CLI's recommended rules
 * find no error, openapi-typescript generates a client from it, and a call of that client
 * type-checks against the contracts' own zod types (docs/decisions.md, "OpenAPI document").
 * One app, no demo data: the document only depends on the contracts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CONTRACTS, CONTRACTS } from '../../domain/api';
import { HANDLER_HTTP_ANSWERS } from '../../server/http/openapi';
import { startTestApp, type TestApp } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  enum?: string[];
};
type Response = { $ref?: string; 'x-error-codes'?: string[]; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
};

type LintReport = { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] };

let t: TestApp;
let doc: Document;
let dir: string;
let lint: Promise<LintReport>;

/** Redocly CLI in a process of its own (telemetry and the update check off: it runs offline). */
async function redoclyLint(file: string): Promise<LintReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [REDOCLY, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'],
    { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }, maxBuffer: 64 << 20 },
    // A failed lint exits 1 with the report on stdout.
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintReport;
}

beforeAll(async () => {
  t = await startTestApp('pglite', { demo: false });
  const res = await t.client().get('/api/docs');
  expect(res.status).toBe(200);
  doc = res.body as unknown as Document;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
  // Linted while the other tests run (the client generation and type check take a core of their own).
  lint = redoclyLint(path.join(dir, 'openapi.json'));
  lint.catch(() => undefined);
});

afterAll(async () => {
  await lint?.catch(() => undefined);
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const operations = () => Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));

describe('the OpenAPI document', () => {
  it('names recursive schemas as components, so every $ref resolves from the root', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('#/$defs/');
    expect(text).not.toContain('"$defs"');
    expect(doc.components.schemas.DictionaryNode.properties?.children?.items?.$ref).toBe('#/components/schemas/DictionaryNode');
    for (const ref of new Set([...text.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)].map((match) => `${match[1]}/${match[2]}`))) {
      const [kind, name] = ref.split('/');
      expect((doc.components as unknown as Record<string, Record<string, unknown>>)[kind]?.[name], ref).toBeDefined();
    }
  });

  it('has servers, the session cookie and the CSRF header as security schemes, applied by access', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(operations().length).toBe(ALL_CONTRACTS.length);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.securitySchemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Requested-With' });
    for (const contract of ALL_CONTRACTS) {
      const operation = doc.paths[contract.path][contract.method.toLowerCase()];
      const needsCsrf = contract.method !== 'GET' || !!contract.csrfProtected;
      // Every way of calling it: the session when the access needs one, the CSRF header when the method does.
      for (const requirement of operation.security) {
        expect(Object.keys(requirement).includes('csrfHeader'), operation.operationId).toBe(needsCsrf);
      }
      const sessionless = operation.security.some((requirement) => !('sessionCookie' in requirement));
      expect(sessionless, operation.operationId).toBe(contract.access === 'public');
      expect(Object.keys(operation.responses)).toContain('400');
      if (needsCsrf) expect(Object.keys(operation.responses)).toContain('403');
      if (contract.multipart) expect(Object.keys(operation.responses)).toContain('413');
    }
  });

  it('documents the refusals each operation can give, and the 404/410/429 its handler answers', () => {
    const paths = new Set(ALL_CONTRACTS.map((contract) => contract.path));
    for (const answered of Object.keys(HANDLER_HTTP_ANSWERS)) expect(paths, answered).toContain(answered);
    expect(Object.keys(doc.paths['/user/loginByPhone'].post.responses)).toContain('429');
    const codes = (operation: Operation) => operation.responses['200']['x-error-codes'];
    // An access key: no session (10000), no bound phone (10001), a pending agreement, the flag (403).
    const tecDomain = doc.paths[CONTRACTS.tecDomainList.path].get;
    expect(codes(tecDomain)).toEqual(expect.arrayContaining(['10000', '10001', 'must_agreement_licences', '403', '400']));
    expect(codes(doc.paths['/user/loginByPhone'].post)).not.toContain('10000');
    // A handler's NotFoundError without a path parameter (an order, a file by its objectId).
    expect(Object.keys(doc.paths[CONTRACTS.orderClose.path].post.responses)).toContain('404');
    expect(Object.keys(doc.paths[CONTRACTS.fileDownload.path].get.responses)).toContain('404');
    // A share link that no longer opens: 410 with the reason's code.
    expect(doc.paths[CONTRACTS.fileShareDownload.path].get.responses['410']).toEqual({ $ref: '#/components/responses/Gone' });
    expect(doc.components.responses.Gone.content?.['application/json'].schema.allOf?.[1].properties?.errorCode.enum).toEqual(
      expect.arrayContaining(['14203', '14204', '14205']),
    );
  });

  it('documents the answers the server really gives (probed without a session)', async () => {
    const client = t.client('203.0.113.34');
    /** The answer is one the operation documents: its HTTP status, and the errorCode among that response's codes. */
    const expectDocumented = (contract: (typeof ALL_CONTRACTS)[number], res: { status: number; body: { success: boolean; errorCode: string } }) => {
      const responses = doc.paths[contract.path][contract.method.toLowerCase()].responses;
      const status = String(res.status);
      const response = responses[status] ?? responses[`${status[0]}XX`];
      expect(response, `${contract.path} answered ${status}`).toBeDefined();
      if (res.body.success) return;
      const listed = response.$ref
        ? doc.components.responses[response.$ref.split('/').pop() ?? ''].content?.['application/json'].schema.allOf?.[1].properties?.errorCode.enum
        : response['x-error-codes'];
      expect(listed, `${contract.path} ${status}`).toContain(res.body.errorCode);
    };
    // A share token nobody issued: 404.
    const share = await client.get(CONTRACTS.fileShareDownload.path, { token: 'no-such-token' });
    expect(share.status).toBe(404);
    expectDocumented(CONTRACTS.fileShareDownload, share);
    // No session: 10000 with HTTP 200, before the input is read.
    const close = await client.post(CONTRACTS.orderClose.path, { orderNo: 'x' });
    expect(close.body.errorCode).toBe('10000');
    expectDocumented(CONTRACTS.orderClose, close);
    const tree = await client.get(CONTRACTS.tecDomainList.path);
    expectDocumented(CONTRACTS.tecDomainList, tree);
    // No CSRF header: 403 csrf_rejected.
    const noHeader = await client.request('POST', CONTRACTS.loginByPhone.path, { body: { phone: '13800000000', code: '000000' }, csrf: false });
    expect(noHeader.status).toBe(403);
    expectDocumented(CONTRACTS.loginByPhone, noHeader);
    // A body that is not JSON: 400; a field that breaks the schema: 400 with HTTP 200.
    const broken = await client.request('POST', CONTRACTS.loginByPhone.path, { body: '{', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expectDocumented(CONTRACTS.loginByPhone, broken);
    const invalid = await client.post(CONTRACTS.loginByPhone.path, { phone: 'not a phone', code: '000000' });
    expect(invalid.body.errorCode).toBe('400');
    expectDocumented(CONTRACTS.loginByPhone, invalid);
    // An upload that is not multipart: 400 with HTTP 200.
    const notMultipart = await client.post(CONTRACTS.anonymousUpload.path, { file: 'x' });
    expectDocumented(CONTRACTS.anonymousUpload, notMultipart);
  });

  it('shows integer limits as integers with their bounds', () => {
    const bodyOf = (contract: (typeof ALL_CONTRACTS)[number]) =>
      doc.paths[contract.path][contract.method.toLowerCase()].requestBody?.content['application/json'].schema.properties;
    // The two: a whole number of points within the installation's limits.
    expect(bodyOf(CONTRACTS.orderCreate)?.points).toMatchObject({ type: 'integer', minimum: 1, maximum: expect.any(Number) });
    expect(bodyOf(CONTRACTS.sendWelcomeGift)?.points).toMatchObject({ type: 'integer', minimum: 1, maximum: 100_000 });
  });

  it('describes multipart file parts as binary strings', () => {
    const withFiles = ALL_CONTRACTS.filter((contract) => contract.fileFields?.length);
    expect(withFiles.length).toBeGreaterThan(0);
    for (const contract of withFiles) {
      const schema = doc.paths[contract.path][contract.method.toLowerCase()].requestBody?.content['multipart/form-data'].schema;
      for (const field of contract.fileFields ?? []) {
        const part = contract.multiFileFields?.includes(field) ? schema?.properties?.[field]?.items : schema?.properties?.[field];
        expect(part, `${contract.path} ${field}`).toMatchObject({ type: 'string', format: 'binary' });
      }
    }
    // The two: `file` and the partner application's `licence`.
    expect(withFiles.flatMap((contract) => contract.fileFields)).toEqual(expect.arrayContaining(['file', 'licence']));
  });

  it('generates a client with openapi-typescript whose calls type-check against the contracts', async () => {
    const generated = astToString(await openapiTS(JSON.parse(fs.readFileSync(path.join(dir, 'openapi.json'), 'utf8'))));
    fs.writeFileSync(path.join(dir, 'api.d.ts'), generated);
    const importOf = (file: string) => JSON.stringify(path.join(ROOT, file).replace(/\.ts$/, ''));
    fs.writeFileSync(
      path.join(dir, 'check.ts'),
      [
        "import type { paths } from './api';",
        `import type { ContractBody, ContractData } from ${importOf('domain/kernel/contract.ts')};`,
        `import type { tecDomainList } from ${importOf('domain/dictionaries/contracts.ts')};`,
        `import type { loginByPhone } from ${importOf('domain/identity/contracts.ts')};`,
        'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
        "type Tree = paths['/api/common/china/tecDomain/list.json']['get']['responses'][200]['content']['application/json'];",
        'export const treeData: Equal<NonNullable<Tree["data"]>, ContractData<typeof tecDomainList>> = true;',
        'export const treeNode: Equal<NonNullable<Tree["data"]>["list"][number], ContractData<typeof tecDomainList>["list"][number]> = true;',
        "type Login = paths['/user/loginByPhone']['post'];",
        'export const loginBody: Equal<Login["requestBody"]["content"]["application/json"], ContractBody<typeof loginByPhone>> = true;',
        '// The check can fail: a field of the wrong type is not equal.',
        '// @ts-expect-error',
        'export const wrong: Equal<NonNullable<Tree["data"]>, { version: number; source: string; list: [] }> = true;',
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'check.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    // The generated file and check.ts only: the domain files are the typecheck's business.
    const checkFile = program.getSourceFile(path.join(dir, 'check.ts'));
    const diagnostics = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics(checkFile)].map(
      (diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
    expect(diagnostics).toEqual([]);
  });

  it('passes Redocly CLI with the recommended rules: no error, every operation documents a 4xx answer', async () => {
    const report = await lint;
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // The one warning left: the product states no licence (info.license).
    expect(report.problems.map((problem) => problem.ruleId).filter((rule) => rule !== 'info-license')).toEqual([]);
  });
});
