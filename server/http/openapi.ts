/**
 * The OpenAPI 3.1 document, generated from the contracts and the envelope with z.toJSONSchema:
 * the same zod schemas that validate requests, so the document cannot drift.
 */
import { z } from 'zod';
import { envelopeOf, type AnyContract } from '../../domain/kernel/contract';
import { ERROR_MESSAGES } from '../../domain/errors';
import { SESSION_COOKIE } from './context';
import { CSRF_HEADER_VALUE } from './security';

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required: boolean; schema: JsonSchema };

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return json;
};

/** Query or path parameters from an object schema, one OpenAPI parameter per property. */
function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'path'): Parameter[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function operationOf(name: string, contract: AnyContract) {
  const parameters = [...parametersOf(contract.params, 'path'), ...parametersOf(contract.query, 'query')];
  if (contract.method !== 'GET' || contract.csrfProtected) {
    parameters.push({ name: 'X-Requested-With', in: 'header', required: true, schema: { type: 'string', const: CSRF_HEADER_VALUE } });
  }
  return {
    operationId: name,
    summary: contract.summary,
    tags: [contract.tag],
    'x-access': contract.access,
    'x-timeout-ms': contract.timeout,
    ...(contract.allowUnboundPhone ? { 'x-allow-unbound-phone': true } : {}),
    ...(contract.allowPendingAgreement ? { 'x-allow-pending-agreement': true } : {}),
    security: contract.access === 'public' ? [] : [{ sessionCookie: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { [contract.multipart ? 'multipart/form-data' : 'application/json']: { schema: toSchema(contract.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: '响应信封：success 为 true 时 data 为结果；为 false 时见 errorCode 与 errorMsg（HTTP 状态仍为 200）',
        content: { 'application/json': { schema: toSchema(envelopeOf(contract.response), 'output') } },
      },
      default: {
        description: 'HTTP 层错误（404、413、429、5xx、CSRF 拒绝），同样是响应信封',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    },
  };
}

export function buildOpenApiDocument(contracts: Readonly<Record<string, AnyContract>>, version = '0.1.0') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, contract] of Object.entries(contracts)) {
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operationOf(name, contract);
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
    paths,
    components: {
      schemas: { ErrorEnvelope: toSchema(envelopeOf(z.null()), 'output') },
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
