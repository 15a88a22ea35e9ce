import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module may import itself through others, type-only imports included (a type circle still ties the
 * files together for every reader and refactor). Checked for the storefront app, the API and the packages.
 * Above the files, no storefront feature may reach itself through other features or app/lib, lazy `import()`
 * included: a feature loaded on demand is still a feature one depends on (ADR 0008).
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
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importGraph(root: { dir: string; alias?: string }, withDynamic = false): Map<string, string[]> {
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
    const specifiers = [...text.matchAll(IMPORT), ...(withDynamic ? text.matchAll(DYNAMIC_IMPORT) : [])].map((match) => match[1]);
    graph.set(
      file,
      specifiers.map((spec) => resolve(file, spec)).filter((dep): dep is string => dep !== null),
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

/**
 * The storefront's graph with each feature (app/features/<name>) as one node; other files stay themselves, so a
 * feature that reaches itself through another or through a file of app/lib or app/ui is a circle.
 */
function featureGraph(files: Map<string, string[]>, appDir: string): Map<string, string[]> {
  const partOf = (file: string) => {
    const [top, name] = path.relative(appDir, file).split(path.sep);
    return top === 'features' ? path.join(appDir, top, name) : file;
  };
  const parts = new Map<string, Set<string>>();
  for (const [file, deps] of files) {
    const part = partOf(file);
    const reached = parts.get(part) ?? new Set<string>();
    for (const dep of deps) if (partOf(dep) !== part) reached.add(partOf(dep));
    parts.set(part, reached);
  }
  return new Map([...parts].map(([part, reached]) => [part, [...reached]]));
}

describe('import circles', () => {
  it('are found through a lazy import between features too', () => {
    const app = path.join(repo, 'apps/storefront/app');
    const at = (file: string) => path.join(app, file);
    const files = new Map([
      [at('features/cart/Overlay.tsx'), [at('features/checkout/prompt.ts')]],
      [at('features/checkout/prompt.ts'), [at('features/cart/index.ts')]],
      [at('features/cart/index.ts'), []],
    ]);
    expect(circles(files)).toEqual([]);
    expect(circles(featureGraph(files, app))).toEqual([['apps/storefront/app/features/cart', 'apps/storefront/app/features/checkout']]);
  });

  it('none between the storefront features, lazy imports included', () => {
    const root = ROOTS[0];
    expect(circles(featureGraph(importGraph(root, true), path.join(repo, root.dir)))).toEqual([]);
  });

  for (const root of ROOTS) {
    it(`none in ${root.dir}`, () => {
      expect(circles(importGraph(root))).toEqual([]);
    });
  }
});
