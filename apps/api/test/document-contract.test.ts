import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startApi, type RunningApi } from './harness.js';

type JsonSchema = Record<string, unknown>;
type Examples = Record<string, { summary: string; value: unknown }>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
  examples?: Examples;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; examples?: Examples }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** A value the parameter's schema takes: its first enum value, a number, or a string. */
function sampleOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  return schema.type === 'integer' || schema.type === 'number' ? '1' : 'x';
}

/** The request the document describes with the least input: required parameters sampled, an empty JSON body when one is required. */
function requestOf(path: string, operation: Operation): { url: string; body?: string } {
  const parameters = operation.parameters ?? [];
  let url = path.replace('*', 'none.jpg');
  for (const parameter of parameters.filter((p) => p.in === 'path')) url = url.replace(`{${parameter.name}}`, sampleOf(parameter.schema));
  const query = new URLSearchParams(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sampleOf(p.schema)]));
  const json = operation.requestBody?.required && operation.requestBody.content['application/json'];
  return { url: query.size ? `${url}?${query}` : url, ...(json ? { body: '{}' } : {}) };
}

/** The names of the operation's documented examples: a request's parameters and body share one name (openapi.ts). */
function exampleNamesOf(operation: Operation): string[] {
  const named = [
    ...(operation.parameters ?? []).flatMap((parameter) => Object.keys(parameter.examples ?? {})),
    ...Object.keys(operation.requestBody?.content['application/json']?.examples ?? {}),
  ];
  return [...new Set(named)];
}

/** The request a documented example describes: its parameters' and body's values, other required parameters sampled. */
function exampleRequestOf(path: string, operation: Operation, name: string): { url: string; body?: string } {
  const parameters = operation.parameters ?? [];
  const valueOf = (parameter: Parameter) =>
    parameter.examples?.[name]?.value ?? (parameter.required ? sampleOf(parameter.schema) : undefined);
  let url = path.replace('*', 'none.jpg');
  for (const parameter of parameters.filter((p) => p.in === 'path'))
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(valueOf(parameter))));
  const query = new URLSearchParams(
    parameters.filter((p) => p.in === 'query' && valueOf(p) !== undefined).map((p) => [p.name, String(valueOf(p))]),
  );
  const body = operation.requestBody?.content['application/json']?.examples?.[name]?.value;
  const json = body ?? (operation.requestBody?.required && operation.requestBody.content['application/json'] ? {} : undefined);
  return { url: query.size ? `${url}?${query}` : url, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
}

/** Why the answer is not one the operation documents, or null. */
function answerProblem(document: Document, operation: Operation, status: number, type: string, body: string): string | null {
  const documented = operation.responses[String(status)] ?? (status >= 500 ? operation.responses.default : undefined);
  if (!documented || status >= 500) return `answered ${status}, which it does not document${status >= 500 ? ' (a failure)' : ''}`;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || !type.includes('json')) return null;
  const inlined = JSON.parse(
    JSON.stringify(schema).replaceAll('{"$ref":"#/components/schemas/Refusal"}', JSON.stringify(document.components.schemas.Refusal)),
  ) as JsonSchema;
  const answer: unknown = JSON.parse(body);
  const checked = z.fromJSONSchema(inlined).safeParse(answer);
  if (!checked.success) return `answered ${status} with a body its schema refuses: ${z.prettifyError(checked.error)}`;
  const reasons = (schema.properties as { reason?: { enum?: string[] } } | undefined)?.reason?.enum;
  const reason = (answer as { reason?: string } | null)?.reason;
  return reasons && !reasons.includes(reason ?? '') ? `answered ${status} with reason ${reason}, not one of ${reasons.join(', ')}` : null;
}

describe('every operation, called by a guest as its document describes it and with each of its documented examples', () => {
  let api: RunningApi;
  let document: Document;
  beforeAll(async () => {
    api = await startApi({ name: 'sqlite' });
    document = (await (await fetch(`${api.baseUrl}/api/openapi.json`)).json()) as Document;
  });
  afterAll(async () => api.stop());

  it('answers a status it documents, with the body the document gives for it', async () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const requests = [requestOf(path, operation), ...exampleNamesOf(operation).map((name) => exampleRequestOf(path, operation, name))];
        for (const { url, body } of requests) {
          const answer = await fetch(api.baseUrl + url, {
            method: method.toUpperCase(),
            ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
          });
          const problem = answerProblem(document, operation, answer.status, answer.headers.get('content-type') ?? '', await answer.text());
          if (problem) problems.push(`${method.toUpperCase()} ${url}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
