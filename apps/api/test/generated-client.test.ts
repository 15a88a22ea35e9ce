import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder, shopClient } from './generated-client/guest-order.js';
import { startApi, type RunningApi } from './harness.js';
import { testAddress } from './fixtures.js';

const CLIENT = path.join(path.dirname(new URL(import.meta.url).pathname), 'generated-client', 'guest-order.ts');

/** The TypeScript errors of compiling the files in `dir` strictly, as "file:line message". */
function compileErrors(dir: string): string[] {
  const files = fs.readdirSync(dir).map((file) => path.join(dir, file));
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${path.basename(diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('a client generated from the document', () => {
  let api: RunningApi;
  let dir = '';
  beforeAll(async () => {
    api = await startApi({ name: 'sqlite' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-client-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await api.stop();
  });

  it('compiles with openapi-typescript types and places a guest order', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/openapi.json`)).json()) as Parameters<typeof openapiTS>[0];
    fs.writeFileSync(path.join(dir, 'openapi.gen.ts'), astToString(await openapiTS(document)));
    fs.copyFileSync(CLIENT, path.join(dir, 'guest-order.ts'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    expect(compileErrors(dir)).toEqual([]);

    const orderNumber = await placeGuestOrder(shopClient(api.baseUrl), 'SIDE-CORN', testAddress('generated.client@example.com'));
    expect(orderNumber).toMatch(/^\d+$/);
  }, 120_000);
});
