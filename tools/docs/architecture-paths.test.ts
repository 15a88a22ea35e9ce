import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
/** Names of other products that look like files. */
const NOT_FILES = new Set(['Collect.js']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'data', '.git', '.react-router', 'test-results', 'playwright-report']);

function repoFiles(dir = repo): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.ci-') ? [] : repoFiles(path.join(dir, entry.name));
    return [path.relative(repo, path.join(dir, entry.name)).split(path.sep).join('/')];
  });
}

/**
 * File names the page mentions. The map names files relative to the part it is describing ("src/db/dialect.ts" under
 * apps/api), so a name counts as present when some file's path ends with it. URL paths (starting with "/") are routes, not files.
 */
function namedFiles(markdown: string): string[] {
  const names = markdown.match(/(?<![\w/.-])[\w.~-][\w.~/-]*\.(?:tsx?|js|json|md|css|sql|conf|service|ndjson)(?![\w])/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/^~\//, 'app/').replace(/^(?:\.\.?\/)+/, '')))].filter(
    (name) => !NOT_FILES.has(name),
  );
}

/** The map and the topic files it links to under docs/architecture/. */
const ARCHITECTURE_PAGES = [
  'docs/ARCHITECTURE.md',
  ...fs
    .readdirSync(path.join(repo, 'docs/architecture'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/architecture/${name}`),
];

/** Markdown links to other pages of the repository (not web addresses nor anchors in the same page). */
function linkedPages(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
  return targets.filter((target) => !/^[a-z]+:/.test(target));
}

describe.each(ARCHITECTURE_PAGES)('%s', (page) => {
  const text = fs.readFileSync(path.join(repo, page), 'utf8');

  it('names only files that exist', () => {
    const files = repoFiles();
    const named = namedFiles(text);
    const missing = named.filter((name) => !files.some((file) => file === name || file.endsWith(`/${name}`)));
    expect(missing).toEqual([]);
  });

  it('links only to pages that exist', () => {
    const missing = linkedPages(text).filter((target) => !fs.existsSync(path.join(repo, path.dirname(page), target)));
    expect(missing).toEqual([]);
  });
});

describe('docs/ARCHITECTURE.md', () => {
  it('and its topic files name files (the pattern still finds them)', () => {
    const named = (page: string) => namedFiles(fs.readFileSync(path.join(repo, page), 'utf8'));
    expect(named('docs/ARCHITECTURE.md').length).toBeGreaterThan(30);
    expect(new Set(ARCHITECTURE_PAGES.flatMap(named)).size).toBeGreaterThan(150);
  });

  it('links every topic file under docs/architecture/', () => {
    const map = fs.readFileSync(path.join(repo, 'docs/ARCHITECTURE.md'), 'utf8');
    const unlinked = ARCHITECTURE_PAGES.filter(
      (page) => page !== 'docs/ARCHITECTURE.md' && !map.includes(`(${page.replace(/^docs\//, '')})`),
    );
    expect(unlinked).toEqual([]);
  });
});

describe('source comments', () => {
  it('stand alone: none cites a section of a document that is not in the repository', () => {
    const sources = repoFiles().filter((file) => /^(apps|packages|tools|e2e|bench)\//.test(file) && /\.(tsx?|jsx?|mjs)$/.test(file));
    const citing = sources.filter((file) => fs.readFileSync(path.join(repo, file), 'utf8').includes('\u00a7'));
    expect(citing).toEqual([]);
  });
});
