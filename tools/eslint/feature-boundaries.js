import path from 'node:path';

/**
 * Storefront feature boundaries: a module in app/features/<name>/ may import its own feature's files, app/lib,
 * app/ui, app/i18n and packages, and another feature only through that feature's public index
 * (`~/features/<other>` for code any bundle may load, `~/features/<other>/index.server` for server-only code).
 * Routes, layouts and the root compose features; features never import them.
 */
const APP = `${path.sep}apps${path.sep}storefront${path.sep}app${path.sep}`;
const SHARED = new Set(['lib', 'ui', 'i18n']);
const PUBLIC_ENTRIES = new Set(['', 'index', 'index.ts', 'index.server', 'index.server.ts']);

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

const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { unmigrated: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    docs: { description: 'Features import only lib/, ui/, i18n/ and other features through their public index' },
  },
  create(context) {
    const unmigrated = new Set(context.options[0]?.unmigrated ?? []);
    const filename = context.filename;
    const at = filename.indexOf(APP);
    if (at === -1) return {};
    const appRoot = filename.slice(0, at + APP.length - 1);
    const [top, ownFeature] = path.relative(appRoot, filename).split(path.sep);
    if (top !== 'features' || unmigrated.has(ownFeature)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const segments = appSegments(source.value, filename, appRoot);
      const problem = segments && problemOf(ownFeature, segments);
      if (problem) context.report({ node: source, message: problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
