import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { UndeclaredRefusal } from '../src/http/schema.js';

/**
 * Every refusal the suite provokes must be one its route declares (the document lists it). The test APIs report each
 * one that is not: the test that provoked it fails, and the file global-setup names collects them for the list the
 * run ends with, each with a test that provoked it.
 */
export const UNDECLARED_REFUSALS_ENV = 'UNDECLARED_REFUSALS_FILE';

export function recordUndeclaredRefusal(refusal: UndeclaredRefusal): void {
  failRunningTest(refusal);
  const file = process.env[UNDECLARED_REFUSALS_ENV];
  if (!file) return;
  const testPath = expect.getState().testPath;
  const test = testPath ? path.relative(process.cwd(), testPath) : 'unknown test';
  fs.appendFileSync(file, `${JSON.stringify({ ...refusal, test })}\n`);
}

/** The test whose request was refused fails too (and counts in the run's report), when one is running. */
function failRunningTest({ method, url, status, reason, problem }: UndeclaredRefusal): void {
  try {
    expect
      .soft(`${method} ${url} ${status} ${reason ?? '(no reason)'}: ${problem}`, "a refusal the route's contract does not declare")
      .toBe('declared in the route (apps/api/src/http/contract.ts)');
  } catch {
    // No test is running (a request answered after its test ended): the run's end still lists it.
  }
}

/** The undeclared refusals recorded in `file`, one line per route, status and reason: "POST /api/x 409 conflict: not declared (test.ts)". */
export function undeclaredRefusalsIn(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const lines = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { method, url, status, reason, problem, test } = JSON.parse(line) as UndeclaredRefusal & { test: string };
    const key = `${method} ${url} ${status} ${reason ?? '(no reason)'}: ${problem}`;
    if (!lines.has(key)) lines.set(key, `${key}  (${test})`);
  }
  return [...lines.values()].sort();
}
