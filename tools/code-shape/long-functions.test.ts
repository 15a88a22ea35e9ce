import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 150;
const SOURCE_ROOTS = ['apps/*/src', 'apps/storefront/app', 'packages/*/src'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router']);

/** Functions allowed over the limit, as "path#name": none; a long function is split, not listed here. */
const ALLOWED_LONG = new Set<string>([]);

interface LongFunction {
  key: string;
  lines: number;
}

function expandRoot(root: string): string[] {
  const [head, tail] = root.split('/*/');
  if (tail === undefined) return [path.join(repo, root)];
  return fs
    .readdirSync(path.join(repo, head), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(repo, head, entry.name, tail));
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    const isTest = /\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource && !isTest ? [full] : [];
  });
}

/** The name a reader would search for: the declaration's own name, or the variable or property it is assigned to. */
function functionName(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `<callback of ${parent.expression.getText(file).slice(0, 40)}>`;
  return '<anonymous>';
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function longFunctionsIn(fullPath: string): LongFunction[] {
  const relative = path.relative(repo, fullPath).split(path.sep).join('/');
  const kind = fullPath.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fullPath, fs.readFileSync(fullPath, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node) && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES) found.push({ key: `${relative}#${functionName(node, file)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const longFunctions = SOURCE_ROOTS.flatMap(expandRoot).flatMap(sourceFiles).flatMap(longFunctionsIn);

describe(`functions stay under ${MAX_LINES} lines`, () => {
  it('has no long function outside the list of those being split', () => {
    const unexpected = longFunctions.filter((entry) => !ALLOWED_LONG.has(entry.key));
    expect(unexpected.map((entry) => `${entry.key} (${entry.lines} lines)`)).toEqual([]);
  });

  it('lists only functions that are still long', () => {
    const stillLong = new Set(longFunctions.map((entry) => entry.key));
    expect([...ALLOWED_LONG].filter((key) => !stillLong.has(key))).toEqual([]);
  });
});
