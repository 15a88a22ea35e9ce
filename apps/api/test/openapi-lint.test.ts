import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { startApi, type RunningApi } from './harness.js';

/** Warnings the linters may give, each with why it stays. A rule added here needs its reason; errors are never allowed. */
const JUSTIFIED_WARNINGS: Readonly<Record<string, string>> = {
  'info-license': "The API is the shop's own and published under no license (package.json names none); the document does not invent one.",
};

/**
 * Spectral checks examples with regular expressions compiled without the Unicode flag, so a pattern with a Unicode
 * property escape (a person's name: `^[\\p{L}\\p{M} ...]+$`) refuses every value. Such a refusal is dropped only when
 * the value does match the pattern read as JSON Schema reads it (ECMA-262 with Unicode): any other stays an error.
 */
function isUnicodePatternMisread(document: unknown, result: { path: readonly (string | number)[]; message: string }): boolean {
  const pattern = /must match pattern "(.*\\p\{.*)"$/.exec(result.message)?.[1];
  if (!pattern) return false;
  const value: unknown = result.path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    document,
  );
  const field = /^"([^"]+)" property/.exec(result.message)?.[1];
  const text = field && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : value;
  return typeof text === 'string' && new RegExp(pattern, 'u').test(text);
}

const unjustified = (problems: Array<{ rule: string; where: string; message: string }>) =>
  problems.filter((problem) => !(problem.rule in JUSTIFIED_WARNINGS)).map((p) => `${p.rule} at ${p.where}: ${p.message}`);

describe('the OpenAPI document under third-party linters', () => {
  let api: RunningApi;
  let source = '';
  beforeAll(async () => {
    // A public address as production has (the linters rightly warn of a document naming localhost).
    api = await startApi({ name: 'sqlite' }, { publicUrl: 'https://shop.shoreline.test' });
    source = await (await fetch(`${api.baseUrl}/api/openapi.json`)).text();
  });
  afterAll(async () => api.stop());

  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message)).toEqual([]);
    const found = problems.map((p) => ({ rule: p.ruleId, where: p.location[0]?.pointer ?? '', message: p.message }));
    expect(unjustified(found)).toEqual([]);
  });

  it("passes Spectral's spectral:oas rules", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas, 'recommended']] });
    const document: unknown = JSON.parse(source);
    const results = (await spectral.run(source)).filter((result) => !isUnicodePatternMisread(document, result));
    // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
    expect(results.filter((result) => result.severity === 0).map((result) => result.message)).toEqual([]);
    const found = results.map((r) => ({ rule: String(r.code), where: r.path.join('.'), message: r.message }));
    expect(unjustified(found)).toEqual([]);
  });
});
