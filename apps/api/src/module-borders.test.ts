import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API's modules are the first folders under src/. Files directly in src/ (app.ts, config.ts, context.ts,
 * errors.ts, services.ts, ...) are the shared base and the composition root, not a module. Modules form a
 * layering: no two modules import each other (directly), and the shop's modules never import the back office
 * (admin/ adapts domain services for staff; the shop must not need it). Type-only imports count too.
 */
const src = fileURLToPath(new URL('.', import.meta.url));
const IMPORT = /^(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms;
/** Modules only the back office uses: they may import admin/ (today none). */
const BACK_OFFICE = new Set(['admin']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const moduleOf = (file: string): string | null => {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
};

/** Each module's imports of other modules: 'from -> to' with the files that make the import. */
function moduleImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!match[1].startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), match[1]));
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${path.relative(src, file)} imports ${match[1]}`]);
    }
  }
  return edges;
}

describe('API module borders', () => {
  const edges = moduleImports();

  it('no two modules import each other', () => {
    const pairs: string[] = [];
    for (const [key, where] of edges) {
      const [from, to] = key.split(' -> ');
      const back = edges.get(`${to} -> ${from}`);
      if (from < to && back) pairs.push(`${from} <-> ${to}: ${[...where, ...back].join('; ')}`);
    }
    expect(pairs).toEqual([]);
  });

  it('no longer circle of modules either: the modules form layers', () => {
    const next = new Map<string, string[]>();
    for (const key of edges.keys()) {
      const [from, to] = key.split(' -> ');
      next.set(from, [...(next.get(from) ?? []), to]);
    }
    const circles: string[] = [];
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (module: string) => {
      if (done.has(module)) return;
      const at = path.indexOf(module);
      if (at !== -1) {
        circles.push([...path.slice(at), module].join(' -> '));
        return;
      }
      path.push(module);
      for (const to of next.get(module) ?? []) visit(to);
      path.pop();
      done.add(module);
    };
    for (const module of next.keys()) visit(module);
    expect(circles).toEqual([]);
  });

  it('shop modules do not import the back office', () => {
    const upward = [...edges]
      .filter(([key]) => {
        const [from, to] = key.split(' -> ');
        return to === 'admin' && !BACK_OFFICE.has(from);
      })
      .flatMap(([, where]) => where);
    expect(upward).toEqual([]);
  });

  it('the back office holds route adapters only: its domain work lives in the modules it adapts', () => {
    const adminFiles = sourceFiles(path.join(src, 'admin')).map((file) => path.basename(file));
    expect(adminFiles.filter((name) => !/^(?:[\w-]+-)?routes\.ts$|^route-params\.ts$/.test(name))).toEqual([]);
  });
});
