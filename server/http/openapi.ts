/**
 * The OpenAPI 3.1 document, generated from the contracts and the envelope with z.toJSONSchema:
 * the same zod schemas that validate requests, so the document cannot drift.
 *
 * What outside tools need of it (docs/decisions.md, "OpenAPI document"; checked by
 * tests/api/openapi.test.ts with Redocly CLI and openapi-typescript):
 * - recursive schemas (the dictionary trees) become named components under #/components/schemas,
 *   so every $ref resolves from the document's root;
 * - every operation lists the error answers it can give: the envelope under HTTP 200 with the
 *   refusal codes its access and input imply (x-error-codes), and the HTTP-level failures
 *   (400, 403 CSRF, 404, 410, 413, 415, 429, 5xx) as they apply;
 * - the session cookie and the CSRF header are security schemes, required per operation;
 * - multipart file parts are `type: string, format: binary`.
 */
import { z } from 'zod';
import { DictionaryNode } from '../../domain/dictionaries/contracts';
import { ERROR_MESSAGES, ErrorCode, HTTP_STATUS } from '../../domain/errors';
import { envelopeOf, type AnyContract } from '../../domain/kernel/contract';
import { readsPendingAgreement } from '../../domain/kernel/contractAccess';
import { SESSION_COOKIE } from './context';
import { CSRF_HEADER_VALUE } from './security';

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required: boolean; schema: JsonSchema };

/** Schemas emitted as named components wherever they appear (recursive ones must be: a $ref has to resolve at the root). */
const NAMED_SCHEMAS = z.registry<{ id: string }>();
NAMED_SCHEMAS.add(DictionaryNode, { id: 'DictionaryNode' });

/**
 * HTTP-level answers a handler gives that its contract does not show (its access, input and path
 * parameters show the rest), by path: a resource the input names that is missing or not the
 * caller's (404 "请求的资源不存在", NotFoundError in server/modules), a share link that no longer
 * opens (410), a per-address or per-phone limit (429). A contract may also declare '404' or '429'
 * in `errors`; tests/api/openapi.test.ts checks each path exists and probes some of them.
 */
export const HANDLER_HTTP_ANSWERS: Readonly<Record<string, readonly ('404' | '410' | '429')[]>> = {
  // Identity: the password ceiling, the hashing queue and the per-address challenge.
  '/user/loginByPhone': ['429'],
  // Files: uploads without a session per address; a file the caller may not see is "missing".
  '/consulting/file/noAuthority/upload': ['429'],
  '/consulting/file/download': ['404'],
  '/consulting/file/project/zip': ['404'],
  '/consulting/file/project/delete.json': ['404'],
  '/api/file/share': ['404'],
  '/api/file/share/list.json': ['404'],
  '/api/file/share/download': ['404', '410'],
  '/api/file/imgBase64': ['404'],
  '/api/certMaterials/customer/download': ['404'],
  '/api/certMaterials/body/download': ['404'],
  '/api/certMaterials/body/zip': ['404'],
  // Wallet: an order, a transfer or an account that is not there (or not the caller's).
  '/api/pay/order/detail': ['404'],
  '/api/pay/order/pay': ['404'],
  '/api/pay/order/close': ['404'],
  '/api/pay/sandbox/confirm': ['404'],
  '/api/accountRecord/updateStatus': ['404'],
  '/api/platform/order/refund': ['404'],
  '/api/platform/tran/sendWelcomeGift': ['404'],
  // Content: an announcement or a tool kit entry by id.
  '/api/platform/aoc/status': ['404'],
  '/api/platform/toolKit/update.json': ['404'],
};

const SCHEMA_REF = '#/components/schemas/';
const RESPONSE_REF = '#/components/responses/';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Rewrites every `$ref` of a JSON schema tree through `map` (refs it does not know stay). */
function rewriteRefs(node: unknown, map: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, map));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? map(value) : rewriteRefs(value, map)]),
  );
}

/**
 * z.toJSONSchema puts the schemas it names (NAMED_SCHEMAS) and the cycles it finds under the
 * result's own `$defs`, which an OpenAPI document embedding the result cannot resolve. This moves
 * them to components (one component per distinct schema) and points the refs there.
 */
class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  /** The component names given to one `$defs` group, by the group's JSON (the same zod schema gives the same group). */
  private readonly groups = new Map<string, Record<string, string>>();

  toSchema(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
    const {
      $schema: _ignored,
      $defs,
      ...root
    } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', metadata: NAMED_SCHEMAS }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const defs = { ...($defs ?? {}) };
    // A schema that is itself part of a cycle refers to the root ("#"): it becomes a component too.
    const selfReferring = JSON.stringify(root).includes('"$ref":"#"');
    if (selfReferring) defs['#'] = root;
    if (!Object.keys(defs).length) return root;

    const names = this.groups.get(JSON.stringify(defs)) ?? this.addGroup(defs, owner);
    const refOf = refsTo(names);
    return selfReferring ? { $ref: refOf('#') } : (rewriteRefs(root, refOf) as JsonSchema);
  }

  /**
   * Names the group's schemas (registered id, or the owner's name), numbered when a different
   * schema holds the name already; an equal schema under the name is shared.
   */
  private addGroup(defs: Record<string, JsonSchema>, owner: string): Record<string, string> {
    let anonymous = 0;
    const preferred = Object.fromEntries(
      Object.keys(defs).map((key) => [
        key,
        key === '#' ? `${pascal(owner)}Schema` : key.startsWith('__schema') ? `${pascal(owner)}Node${++anonymous}` : key,
      ]),
    );
    for (let attempt = 1; ; attempt++) {
      const names = Object.fromEntries(Object.entries(preferred).map(([key, name]) => [key, attempt === 1 ? name : `${name}${attempt}`]));
      const schemas = Object.fromEntries(Object.entries(defs).map(([key, def]) => [names[key], rewriteRefs(def, refsTo(names)) as JsonSchema]));
      const fits = Object.entries(schemas).every(
        ([name, schema]) => !this.schemas[name] || JSON.stringify(this.schemas[name]) === JSON.stringify(schema),
      );
      if (fits) {
        Object.assign(this.schemas, schemas);
        this.groups.set(JSON.stringify(defs), names);
        return names;
      }
    }
  }
}

/** A `$defs` ref (or "#", the root) → the component's ref. */
const refsTo =
  (names: Record<string, string>) =>
  (ref: string): string => {
    if (ref === '#') return `${SCHEMA_REF}${names['#']}`;
    const match = /^#\/\$defs\/([^/]+)(.*)$/.exec(ref);
    return match && names[match[1]] ? `${SCHEMA_REF}${names[match[1]]}${match[2]}` : ref;
  };

/** The envelope of a refusal whose errorCode is one of `codes`. */
const refusalSchema = (codes: readonly string[]): JsonSchema => ({
  allOf: [{ $ref: `${SCHEMA_REF}ErrorEnvelope` }, { type: 'object', properties: { errorCode: { type: 'string', enum: [...codes] } } }],
});

const codeList = (codes: readonly string[]) => codes.map((code) => `${code} ${ERROR_MESSAGES[code as ErrorCode] ?? ''}`.trim()).join('；');

/** The HTTP-level failures, shared by the operations they apply to. */
const HTTP_FAILURES = {
  BadRequest: {
    status: '400',
    codes: [ErrorCode.VALIDATION],
    description: '请求无法解析（请求体不是合法的 JSON 或 multipart、URL 编码错误、路径参数过长）',
  },
  CsrfRejected: {
    status: '403',
    codes: [ErrorCode.CSRF],
    description: `缺少 X-Requested-With: ${CSRF_HEADER_VALUE} 请求头（CSRF 校验）`,
  },
  NotFound: { status: '404', codes: [ErrorCode.NOT_FOUND], description: '请求所指的资源不存在，或不属于调用者' },
  PayloadTooLarge: { status: '413', codes: [ErrorCode.PAYLOAD_TOO_LARGE], description: '请求体或上传的文件数超过上限' },
  UnsupportedMediaType: { status: '415', codes: [ErrorCode.VALIDATION], description: '不支持的请求内容类型（Content-Type）' },
  Gone: {
    status: '410',
    codes: [ErrorCode.FILE_SHARE_EXPIRED, ErrorCode.FILE_SHARE_REVOKED, ErrorCode.FILE_SHARE_EXHAUSTED],
    description: '分享链接已过期、已撤销或已达到下载次数上限',
  },
  TooManyRequests: { status: '429', codes: [ErrorCode.TOO_MANY_REQUESTS], description: '请求过于频繁（按来源地址或手机号限流），请稍后再试' },
  ServerError: { status: '5XX', codes: [ErrorCode.INTERNAL], description: '服务器内部错误' },
} as const;
type HttpFailure = keyof typeof HTTP_FAILURES;

const failureResponse = (failure: HttpFailure) => {
  const { codes, description } = HTTP_FAILURES[failure];
  return {
    description: `${description}：响应信封，errorCode 为 ${codes.join(' / ')}`,
    content: { 'application/json': { schema: refusalSchema(codes) } },
  };
};

/** Codes answered with HTTP 200 and success:false before the handler runs, from the contract's access and input. */
function refusalCodesOf(contract: AnyContract): string[] {
  const codes: string[] = [];
  if (contract.query || contract.body || contract.params || contract.multipart) codes.push(ErrorCode.VALIDATION);
  if (contract.access !== 'public') {
    codes.push(ErrorCode.NOT_LOGGED_IN);
    if (!contract.allowUnboundPhone) codes.push(ErrorCode.PHONE_NOT_BOUND);
    if (readsPendingAgreement(contract)) codes.push(ErrorCode.MUST_AGREE_LICENCE);
    if (contract.access !== 'session') codes.push(ErrorCode.FORBIDDEN);
  }
  if (contract.fileFields?.length) codes.push(ErrorCode.FILE_TOO_LARGE);
  return codes;
}

const binary = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

function requestBodyOf(contract: AnyContract, components: SchemaComponents, name: string) {
  if (!contract.multipart) {
    return contract.body
      ? { required: true, content: { 'application/json': { schema: components.toSchema(contract.body, 'input', name) } } }
      : undefined;
  }
  const text = (contract.body ? components.toSchema(contract.body, 'input', name) : { type: 'object', properties: {} }) as JsonSchema & {
    properties?: Record<string, JsonSchema>;
  };
  const multiple = new Set(contract.multiFileFields ?? []);
  const fileParts = Object.fromEntries(
    (contract.fileFields ?? []).map((field) => [
      field,
      multiple.has(field) ? { type: 'array', items: binary, description: '文件（可多个）' } : { ...binary, description: '文件' },
    ]),
  );
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { ...text, type: 'object', properties: { ...(text.properties ?? {}), ...fileParts } } } },
  };
}

function operationOf(name: string, contract: AnyContract, components: SchemaComponents) {
  const parametersOf = (schema: z.ZodType | undefined, location: 'query' | 'path'): Parameter[] => {
    if (!schema) return [];
    const json = components.toSchema(schema, 'input', name) as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([parameter, property]) => ({
      name: parameter,
      in: location,
      required: location === 'path' || (json.required ?? []).includes(parameter),
      schema: property,
    }));
  };
  const parameters = [...parametersOf(contract.params, 'path'), ...parametersOf(contract.query, 'query')];
  const needsCsrf = contract.method !== 'GET' || !!contract.csrfProtected;
  if (needsCsrf) {
    parameters.push({ name: 'X-Requested-With', in: 'header', required: true, schema: { type: 'string', const: CSRF_HEADER_VALUE } });
  }
  const requestBody = requestBodyOf(contract, components, name);

  const declared = contract.errors ?? [];
  const refusals = [...new Set([...refusalCodesOf(contract), ...declared.filter((code) => !HTTP_STATUS[code])])];
  const failures: HttpFailure[] = ['BadRequest'];
  if (needsCsrf) failures.push('CsrfRejected');
  const handlerAnswers = HANDLER_HTTP_ANSWERS[contract.path] ?? [];
  const answers = (code: '404' | '410' | '429') => handlerAnswers.includes(code) || declared.includes(code);
  if (contract.params || answers('404')) failures.push('NotFound');
  if (requestBody || declared.includes(ErrorCode.PAYLOAD_TOO_LARGE)) failures.push('PayloadTooLarge');
  if (requestBody) failures.push('UnsupportedMediaType');
  if (answers('410')) failures.push('Gone');
  if (answers('429')) failures.push('TooManyRequests');
  failures.push('ServerError');

  const envelope = components.toSchema(envelopeOf(contract.response), 'output', name) as JsonSchema & { properties: Record<string, JsonSchema> };
  const errorCodeNote = `成功时为 200；失败时（HTTP 状态仍为 200，success 为 false）可能为：${codeList(refusals)}${refusals.length ? '；' : ''}以及本接口所在业务领域的错误码（见文档说明）`;
  const successEnvelope = { ...envelope, properties: { ...envelope.properties, errorCode: { type: 'string', description: errorCodeNote } } };

  const session = { sessionCookie: [] as string[] };
  const csrf = { csrfHeader: [] as string[] };
  const security =
    contract.access === 'public'
      ? // A public call reads the session when there is one.
        needsCsrf
        ? [csrf, { ...csrf, ...session }]
        : [{}, session]
      : [needsCsrf ? { ...session, ...csrf } : session];

  return {
    operationId: name,
    summary: contract.summary,
    tags: [contract.tag],
    'x-access': contract.access,
    'x-timeout-ms': contract.timeout,
    ...(contract.allowUnboundPhone ? { 'x-allow-unbound-phone': true } : {}),
    ...(contract.allowPendingAgreement ? { 'x-allow-pending-agreement': true } : {}),
    security,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': contract.download
        ? {
            description:
              '成功时为文件（Content-Type 与 Content-Disposition 指明类型与文件名）；失败时为响应信封（HTTP 状态仍为 200）。' +
              '浏览器直接打开（不带 X-Requested-With 且接受 text/html）时，任何拒绝都是一张同状态码的中文 HTML 页面',
            'x-error-codes': refusals,
            content: {
              'application/octet-stream': { schema: binary },
              'application/json': { schema: components.toSchema(envelopeOf(z.null()), 'output', name) },
              'text/html': { schema: { type: 'string' } },
            },
          }
        : {
            description: '响应信封：success 为 true 时 data 为结果；为 false 时见 errorCode 与 errorMsg（HTTP 状态仍为 200）',
            'x-error-codes': refusals,
            content: { 'application/json': { schema: successEnvelope } },
          },
      ...Object.fromEntries(failures.map((failure) => [HTTP_FAILURES[failure].status, { $ref: `${RESPONSE_REF}${failure}` }])),
    },
  };
}

export function buildOpenApiDocument(contracts: Readonly<Record<string, AnyContract>>, version = '0.1.0') {
  const components = new SchemaComponents();
  const errorEnvelope = components.toSchema(envelopeOf(z.null()), 'output', 'ErrorEnvelope') as JsonSchema & {
    properties: Record<string, JsonSchema>;
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, contract] of Object.entries(contracts)) {
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operationOf(name, contract, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '信息安全合规与认证服务平台 API',
      version,
      description: `每个接口都返回响应信封 { success, data, errorCode, errorMsg }。错误码：${Object.entries(ERROR_MESSAGES)
        .map(([code, message]) => `${code} ${message}`)
        .join('；')}`,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    // Relative: the document describes the server that serves it (GET /api/docs).
    servers: [{ url: '/', description: '提供本文档的服务（同源）' }],
    paths,
    components: {
      schemas: {
        ErrorEnvelope: {
          ...errorEnvelope,
          properties: { ...errorEnvelope.properties, success: { type: 'boolean', const: false }, data: { type: 'null' } },
        },
        ...components.schemas,
      },
      responses: Object.fromEntries(Object.keys(HTTP_FAILURES).map((failure) => [failure, failureResponse(failure as HttpFailure)])),
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: '登录后服务端设置的会话 Cookie' },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Requested-With',
          description: `值固定为 ${CSRF_HEADER_VALUE}：POST 及会改变状态的 GET（如退出登录）必须携带，否则 HTTP 403 csrf_rejected`,
        },
      },
    },
  };
}
