import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { refusalWire } from '@shoreline/domain/wire/refusal';
import { refusalsOfRoute, type Access } from './contract.js';
import { documentedSchemaOf, fileBodyOf, nonJsonBodyOf, openApiPath, type DeclaredRoute, type RouteExample } from './schema.js';

type JsonSchema = Record<string, unknown>;

/**
 * A field the shop fills in when it is absent (a `.default()` or `.catch()`) is not required of a client, though zod
 * lists it as required beside its default: in input schemas, such fields are taken off `required`.
 */
function optionalWhenDefaulted(json: unknown): void {
  if (Array.isArray(json)) return json.forEach(optionalWhenDefaulted);
  if (typeof json !== 'object' || json === null) return;
  const node = json as JsonSchema;
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (properties && Array.isArray(node.required)) {
    node.required = (node.required as string[]).filter((name) => !(properties[name] && 'default' in properties[name]));
    if ((node.required as string[]).length === 0) delete node.required;
  }
  Object.values(node).forEach(optionalWhenDefaulted);
}

function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(documentedSchemaOf(schema), { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  if (io === 'input') optionalWhenDefaulted(json);
  return json;
}

/** An example's name in the document: its summary as a key, so a request's parameters and body share one name. */
const exampleKey = (example: RouteExample): string =>
  example.summary
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The OpenAPI Example Objects of the route's examples that give a value, by their key. */
function examplesOf(examples: readonly RouteExample[], valueOf: (example: RouteExample) => unknown): JsonSchema | undefined {
  const given = examples.filter((example) => valueOf(example) !== undefined);
  if (given.length === 0) return undefined;
  return Object.fromEntries(given.map((example) => [exampleKey(example), { summary: example.summary, value: valueOf(example) }]));
}

/** Path and query schemas become one OpenAPI parameter per property, with the route's examples of its value. */
function parametersOf(route: DeclaredRoute, where: 'path' | 'query'): JsonSchema[] {
  const json = jsonSchemaOf(where === 'path' ? route.schema.params : route.schema.querystring, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    const examples = examplesOf(route.schema.examples ?? [], (example) => (where === 'path' ? example.params : example.query)?.[name]);
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: propertySchema,
      ...(typeof description === 'string' ? { description } : {}),
      ...(examples ? { examples } : {}),
    };
  });
}

/** A refusal's body: the envelope (or the route's own refusal shape), its `reason` one of the codes listed. */
function refusalResponse(route: DeclaredRoute, status: number, reasons: readonly string[]): JsonSchema {
  const body = route.schema.refusalBody ? jsonSchemaOf(route.schema.refusalBody, 'output') : { $ref: '#/components/schemas/Refusal' };
  return {
    description: `${STATUS_CODES[status] ?? 'Refused'}: ${reasons.map((reason) => `\`${reason}\``).join(', ')}`,
    content: { 'application/json': { schema: { allOf: [body], properties: { reason: { type: 'string', enum: reasons } } } } },
  };
}

function responsesOf(route: DeclaredRoute): JsonSchema {
  const responses: JsonSchema = {};
  for (const [status, schema] of Object.entries((route.schema.response ?? {}) as Record<string, unknown>)) {
    const nonJson = nonJsonBodyOf(schema);
    responses[status] = nonJson
      ? { description: nonJson.description, content: { [nonJson.contentType]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: status === '200' ? 'Done' : 'Answer', content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } };
  }
  const refusals = Object.entries(refusalsOfRoute(route)).sort(([a], [b]) => Number(a) - Number(b));
  for (const [status, reasons] of refusals) responses[status] = refusalResponse(route, Number(status), reasons ?? []);
  responses.default = {
    description: 'A failure of ours or of a service we depend on (5xx), or a refusal before any route runs (a malformed request)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
  };
  return responses;
}

/** The security requirement of each access: none, the customer token optionally or always, the staff token of some roles. */
function securityOf(access: Access): Array<Record<string, readonly string[]>> {
  switch (access.kind) {
    case 'public':
      return [];
    case 'customer-optional':
      return [{}, { customer: [] }];
    case 'customer':
      return [{ customer: [] }];
    case 'staff':
      // The roles are no OAuth scopes: the operation names them in x-staff-roles and its description.
      return [{ staff: [] }];
  }
}

const ACCESS_NOTE: Readonly<Record<Access['kind'], string>> = {
  public: 'Anyone may call it.',
  'customer-optional': "Guests may call it; a customer's token, when sent, makes it the customer's (a bad or expired token is refused).",
  customer: 'Needs a signed-in customer (the customer token).',
  staff: 'Needs a staff token',
};

function accessNote(access: Access): string {
  return access.kind === 'staff' ? `${ACCESS_NOTE.staff} of the role ${access.roles.join(', ')}.` : ACCESS_NOTE[access.kind];
}

/** The route's own words, then who may call it. */
function descriptionOf(route: DeclaredRoute): string {
  return [route.schema.description, accessNote(route.access)].filter(Boolean).join('\n\n');
}

/** A JSON body is required when the route refuses an absent one (read as `{}`, schema.ts). */
function isBodyRequired(schema: unknown): boolean {
  return schema instanceof z.ZodType && !schema.safeParse({}).success;
}

/** The module a route belongs to, for grouping: `/api/admin/orders/:id` is "admin", `/api/cart/pull` is "cart". */
function tagOf(route: DeclaredRoute): string {
  if (route.schema.tags?.[0]) return route.schema.tags[0];
  const [, first, second] = route.url.split('/').filter(Boolean);
  return first === 'ext' || first === 'admin' ? `${first}${second ? ` ${second}` : ''}` : (first ?? 'api');
}

function jsonBodyOf(route: DeclaredRoute): JsonSchema {
  const examples = examplesOf(route.schema.examples ?? [], (example) => example.body);
  return { schema: jsonSchemaOf(route.schema.body, 'input'), ...(examples ? { examples } : {}) };
}

function operationOf(route: DeclaredRoute): JsonSchema {
  const { schema } = route;
  const parameters = [...parametersOf(route, 'path'), ...parametersOf(route, 'query')];
  const operation: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [tagOf(route)],
    summary: schema.summary ?? `${route.method} ${route.url}`,
    description: descriptionOf(route),
    security: securityOf(route.access),
    ...(route.access.kind === 'staff' ? { 'x-staff-roles': route.access.roles } : {}),
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
      : { required: isBodyRequired(schema.body), content: { 'application/json': jsonBodyOf(route) } };
  }
  return operation;
}

export interface DocumentInfo {
  title: string;
  version: string;
  /** Where the API answers (PUBLIC_URL). */
  serverUrl: string;
}

/** The document's list of tags, each module's once, in the order its routes were registered. */
function tagsOf(paths: Record<string, Record<string, JsonSchema>>): JsonSchema[] {
  const names = new Set(Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((op) => op.tags as string[])));
  return [...names].map((name) => ({ name, description: `The ${name} calls` }));
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
        'Every answer is `{code, result}` with the HTTP status in `code`. A refusal adds `reason`, one of the codes its operation lists under its status. Send tokens in the `Authorization: Bearer` header; the `?token=` query form is read only for older clients.',
      contact: { name: 'Shoreline', url: info.serverUrl },
    },
    servers: [{ url: info.serverUrl, description: 'This shop' }],
    tags: tagsOf(paths),
    paths,
    components: {
      schemas: { Refusal: jsonSchemaOf(refusalWire, 'output') },
      securitySchemes: {
        customer: { type: 'http', scheme: 'bearer', description: 'A customer token from POST /api/user/login' },
        staff: {
          type: 'http',
          scheme: 'bearer',
          description: "A staff token from POST /api/admin/auth/login; an operation's list names the roles it admits",
        },
      },
    },
  };
}
