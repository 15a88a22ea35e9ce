import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module may import itself through others, type-only imports included (a type circle still ties the
 * files together for every reader and refactor). Checked for the storefront app, the API and the packages.
 */
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const ROOTS: Array<{ dir: string; alias?: string }> = [
  { dir: 'apps/storefront/app', alias: 'apps/storefront/app' },
  { dir: 'apps/host/src' },
  { dir: 'apps/api/src' },
  { dir: 'packages/domain/src' },
  { dir: 'packages/sdk/src' },
];
const IMPORT = /^(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importGraph(root: { dir: string; alias?: string }): Map<string, string[]> {
  const files = new Set(sourceFiles(path.join(repo, root.dir)));
  const resolve = (from: string, spec: string): string | null => {
    const base =
      spec.startsWith('~/') && root.alias
        ? path.join(repo, root.alias, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(from), spec)
          : null;
    if (!base) return null;
    const bare = base.replace(/\.js$/, '');
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => bare + ext).find((candidate) => files.has(candidate)) ?? null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    graph.set(
      file,
      [...text.matchAll(IMPORT)].map((match) => resolve(file, match[1])).filter((dep): dep is string => dep !== null),
    );
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(repo, member));
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import circles', () => {
  for (const root of ROOTS) {
    it(`none in ${root.dir}`, () => {
      expect(circles(importGraph(root))).toEqual([]);
    });
  }
});
