import { z } from 'zod';
import { REASON } from '@shoreline/domain/error-reasons';
import { documentedSchemaOf, fileBodyOf, nonJsonBodyOf, openApiPath, type DeclaredRoute } from './schema.js';

type JsonSchema = Record<string, unknown>;

/** The answer to every refusal: the spec's message in `result`, a stable `reason` code beside it. */
const REFUSAL_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['code', 'result'],
  properties: {
    code: { type: 'integer', description: 'The HTTP status, repeated.' },
    result: { description: "The refusal's message as the spec words it (some refusals answer an object instead)." },
    reason: { type: 'string', enum: Object.values(REASON), description: 'A stable, machine-readable code for the refusal.' },
    errors: {
      type: 'array',
      description: 'For invalid input: one entry per refused field.',
      items: {
        type: 'object',
        required: ['field', 'code', 'message'],
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(documentedSchemaOf(schema), { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Path and query schemas become one OpenAPI parameter per property. */
function parametersOf(schema: unknown, where: 'path' | 'query'): JsonSchema[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: propertySchema,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

function responsesOf(route: DeclaredRoute): JsonSchema {
  const responses: JsonSchema = {};
  for (const [status, schema] of Object.entries((route.schema.response ?? {}) as Record<string, unknown>)) {
    const nonJson = nonJsonBodyOf(schema);
    responses[status] = nonJson
      ? { description: nonJson.description, content: { [nonJson.contentType]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: status === '200' ? 'Done' : 'Answer', content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } };
  }
  responses.default = {
    description: 'A refusal (4xx) or a failure (5xx), in the envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
  };
  return responses;
}

/** The module a route belongs to, for grouping: `/api/admin/orders/:id` is "admin", `/api/cart/pull` is "cart". */
function tagOf(route: DeclaredRoute): string {
  if (route.schema.tags?.[0]) return route.schema.tags[0];
  const [, first, second] = route.url.split('/').filter(Boolean);
  return first === 'ext' || first === 'admin' ? `${first}${second ? ` ${second}` : ''}` : (first ?? 'api');
}

function operationOf(route: DeclaredRoute): JsonSchema {
  const { schema } = route;
  const parameters = [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')];
  const operation: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [tagOf(route)],
    summary: schema.summary ?? `${route.method} ${route.url}`,
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.security ? { security: schema.security } : {}),
    ...(parameters.length ? { parameters } : {}),
    responses: responsesOf(route),
  };
  if (schema.body && route.method !== 'GET' && route.method !== 'DELETE') {
    const file = fileBodyOf(schema.body);
    operation.requestBody = file
      ? {
          required: true,
          description: file.description,
          content: Object.fromEntries(file.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        }
      : { required: false, content: { 'application/json': { schema: jsonSchemaOf(schema.body, 'input') } } };
  }
  return operation;
}

export interface DocumentInfo {
  title: string;
  version: string;
}

/** The OpenAPI 3.1 document of every declared route, built from the same schemas that validate them. */
export function openApiDocument(routes: readonly DeclaredRoute[], info: DocumentInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if ((route.schema as { hide?: boolean }).hide) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'Every answer is `{code, result}` with the HTTP status in `code`. Send tokens in the `Authorization: Bearer` header; the `?token=` query form is read only for older clients.',
    },
    paths,
    components: {
      schemas: { Refusal: REFUSAL_SCHEMA },
      securitySchemes: {
        customer: { type: 'http', scheme: 'bearer', description: 'A customer token from POST /api/user/login' },
        staff: { type: 'http', scheme: 'bearer', description: 'A staff token from POST /api/admin/login' },
      },
    },
  };
}
