import path from 'node:path';

/**
 * Module boundaries, two rules.
 *
 * shoreline/feature-boundaries: storefront feature boundaries: a module in app/features/<name>/ may import its own feature's files, app/lib,
 * app/ui, app/i18n and packages, and another feature only through that feature's public index
 * (`~/features/<other>` for code any bundle may load, `~/features/<other>/index.server` for server-only code,
 * `~/features/<other>/index.client` for browser-only code).
 * Routes, layouts and the root compose features; features never import them. app/lib is below every feature:
 * it imports lib/, ui/, i18n/ and packages only, types included (a shape two features share lives in lib).
 *
 * shoreline/api-module-boundaries: a module of the commerce API (a first folder under apps/api/src) imports
 * another module only through that module's index.ts, its public surface; an index.ts only re-exports. Files
 * directly in src/ (the base and the composition root) may reach anything. Tests may reach internals.
 */
const APP = `${path.sep}apps${path.sep}storefront${path.sep}app${path.sep}`;
const SHARED = new Set(['lib', 'ui', 'i18n']);
const PUBLIC_ENTRIES = new Set(['', 'index', 'index.ts', 'index.server', 'index.server.ts', 'index.client', 'index.client.ts']);

/** Where an import points inside app/, as path segments, or null when it leaves the app (a package). */
function appSegments(source, filename, appRoot) {
  let target;
  if (source.startsWith('~/')) target = path.join(appRoot, source.slice(2));
  else if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source);
  else return null;
  const relative = path.relative(appRoot, target);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep);
}

function problemOf(ownFeature, segments) {
  const [top, feature, ...rest] = segments;
  if (top === 'features') {
    if (feature === ownFeature) return null;
    return PUBLIC_ENTRIES.has(rest.join('/'))
      ? null
      : `import the "${feature}" feature through its public index (~/features/${feature} or ~/features/${feature}/index.server)`;
  }
  if (SHARED.has(top)) return null;
  return `features do not import app/${segments.join('/')}: only lib/, ui/, i18n/ and other features' public index`;
}

/** app/lib sits under the features: it may not reach up into them, the routes, the layouts or the root. */
function libProblemOf(segments) {
  const [top] = segments;
  if (top === 'lib' || SHARED.has(top)) return null;
  return `app/lib does not import app/${segments.join('/')}: only lib/, ui/, i18n/ and packages`;
}

const PUBLIC_INDEX_FILE = /^index(\.client|\.server)?\.ts$/;

/** A feature's index only re-exports: the bundler treats it as side-effect free (vite.config.ts, ADR 0008). */
function reportIndexCode(context, what = "a feature's index") {
  return (program) => {
    for (const statement of program.body) {
      const reExport = (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source;
      if (!reExport) context.report({ node: statement, message: `${what} only re-exports (export { ... } from './module')` });
    }
  };
}

/** The folder a path marker such as APP names in a file's path (without its trailing separator); null outside it. */
function rootOf(filename, marker) {
  const at = filename.indexOf(marker);
  return at === -1 ? null : filename.slice(0, at + marker.length - 1);
}

/** A rule without options that reports problems; `create` answers a file's visitors. */
const problemRule = (description, create) => ({ meta: { type: 'problem', schema: [], docs: { description } }, create });

/** The visitors that hand every import, re-export and dynamic import to `check`. */
const importVisitors = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

const featureBoundaries = problemRule('Features import only lib/, ui/, i18n/ and other features through their public index', (context) => {
  const filename = context.filename;
  const appRoot = rootOf(filename, APP);
  if (appRoot === null) return {};
  const [top, ownFeature] = path.relative(appRoot, filename).split(path.sep);
  if (top !== 'features' && top !== 'lib') return {};
  const check = (node) => {
    const source = node.source;
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    const segments = appSegments(source.value, filename, appRoot);
    const problem = segments && (top === 'lib' ? libProblemOf(segments) : problemOf(ownFeature, segments));
    if (problem) context.report({ node: source, message: problem });
  };
  const visitors = importVisitors(check);
  if (top === 'features' && PUBLIC_INDEX_FILE.test(path.basename(filename))) visitors.Program = reportIndexCode(context);
  return visitors;
});

const API_SRC = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}`;
const API_INDEX = new Set(['index', 'index.js', 'index.ts']);

const apiModuleBoundaries = problemRule(
  'API modules import other modules only through their index.ts; an index only re-exports',
  (context) => {
    const filename = context.filename;
    const srcRoot = rootOf(filename, API_SRC);
    if (srcRoot === null || /\.test\.ts$/.test(filename)) return {};
    const own = path.relative(srcRoot, filename).split(path.sep);
    if (own.length < 2) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(srcRoot, path.resolve(path.dirname(filename), source.value)).split(path.sep);
      if (target[0] === '..' || target.length < 2 || target[0] === own[0]) return;
      if (target.length === 2 && API_INDEX.has(target[1])) return;
      context.report({
        node: source,
        message: `import the "${target[0]}" module through its index (../${target[0]}/index.js), which hands on its public surface`,
      });
    };
    const visitors = importVisitors(check);
    if (own.length === 2 && own[1] === 'index.ts') visitors.Program = reportIndexCode(context, "a module's index");
    return visitors;
  },
);

export default { rules: { 'feature-boundaries': featureBoundaries, 'api-module-boundaries': apiModuleBoundaries } };
