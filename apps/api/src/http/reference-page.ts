/**
 * The readable reference: the OpenAPI document rendered on the server, with no script and nothing fetched (no renderer
 * bundle to install, nothing sent elsewhere). /api/reference is the index: every operation folded in a <details>, what
 * it does, who may call it, its parameters and each answer with its reasons, without schemas (so the page stays
 * light). /api/reference/{module} is one module's operations in full, their schemas and examples as JSON, folded.
 */
type Json = Record<string, unknown>;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The document's prose: escaped, with `code` spans and paragraphs. */
const prose = (text: string): string =>
  text
    .split(/\n\n+/)
    .map((paragraph) => `<p>${escape(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const folded = (label: string, value: unknown): string =>
  `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(value, null, 2))}</pre></details>`;

const asJson = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const listOf = (value: unknown): Json[] => (Array.isArray(value) ? value.map(asJson) : []);

/** A schema's type in a word or two (`string`, `integer`, `array`), for the index. */
function typeOf(schema: unknown): string {
  const { type, anyOf } = asJson(schema);
  if (Array.isArray(type)) return type.join(' or ');
  if (typeof type === 'string') return type;
  return Array.isArray(anyOf) ? anyOf.map(typeOf).join(' or ') : 'any';
}

function parametersHtml(operation: Json, withSchemas: boolean): string {
  const parameters = listOf(operation.parameters);
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((parameter) => {
      const name = `<code>${escape(String(parameter.name))}</code>${parameter.required ? ' (required)' : ''}`;
      const description = typeof parameter.description === 'string' ? escape(parameter.description) : '';
      const schema = withSchemas ? folded('schema', parameter.schema) : escape(typeOf(parameter.schema));
      return `<tr><td>${name}</td><td>${escape(String(parameter.in))}</td><td>${description}</td><td>${schema}</td></tr>`;
    })
    .join('');
  const head = `<thead><tr><th>Parameter</th><th>In</th><th>About</th><th>${withSchemas ? 'Schema' : 'Type'}</th></tr></thead>`;
  const examples = parameters.filter((parameter) => parameter.examples);
  const shown =
    withSchemas && examples.length ? folded('parameter examples', Object.fromEntries(examples.map((p) => [p.name, p.examples]))) : '';
  return `<table>${head}<tbody>${rows}</tbody></table>${shown}`;
}

function contentHtml(content: unknown): string {
  return Object.entries(asJson(content))
    .map(([type, media]) => {
      const { schema, examples } = asJson(media);
      return folded(type, schema) + (examples ? folded(`${type} examples`, examples) : '');
    })
    .join('');
}

function bodyHtml(operation: Json): string {
  const body = asJson(operation.requestBody);
  if (!body.content) return '';
  return `<h4>Body${body.required ? ' (required)' : ''}</h4>${contentHtml(body.content)}`;
}

function responsesHtml(operation: Json, withSchemas: boolean): string {
  const items = Object.entries(asJson(operation.responses))
    .map(([status, response]) => {
      const { description, content } = asJson(response);
      return `<li><strong>${escape(status)}</strong> ${prose(String(description ?? ''))}${withSchemas ? contentHtml(content) : ''}</li>`;
    })
    .join('');
  // Under an operation's h3 on a module's page; under the module's h2 in the index.
  const heading = withSchemas ? 'h4' : 'h3';
  return `<${heading}>Answers</${heading}><ul>${items}</ul>`;
}

const operationId = (op: Operation): string => escape(String(op.operation.operationId ?? `${op.method}-${op.path}`));

/** One operation in full (a module's page): its words, parameters, body and answers with their schemas. */
function operationHtml(op: Operation): string {
  const { operation } = op;
  return (
    `<section id="${operationId(op)}"><h3>${op.method.toUpperCase()} <code>${escape(op.path)}</code></h3>` +
    `<p><strong>${escape(String(operation.summary ?? ''))}</strong></p>${prose(String(operation.description ?? ''))}` +
    `${parametersHtml(operation, true)}${bodyHtml(operation)}${responsesHtml(operation, true)}</section>`
  );
}

/** One operation folded (the index): its words, parameters and answers without schemas, and where they are. */
function operationBriefHtml(op: Operation, tagUrl: string): string {
  const { operation } = op;
  const id = operationId(op);
  const body = asJson(operation.requestBody);
  return (
    `<details id="${id}"><summary>${op.method.toUpperCase()} <code>${escape(op.path)}</code> ${escape(String(operation.summary ?? ''))}</summary>` +
    `${prose(String(operation.description ?? ''))}${parametersHtml(operation, false)}` +
    `${body.content ? `<p>Body${body.required ? ' (required)' : ''}: ${Object.keys(asJson(body.content)).map(escape).join(', ')}</p>` : ''}` +
    `${responsesHtml(operation, false)}<p><a href="${tagUrl}#${id}">Schemas and examples</a></p></details>`
  );
}

interface Operation {
  path: string;
  method: string;
  operation: Json;
}

function operationsByTag(document: Json): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>();
  for (const [path, operations] of Object.entries(asJson(document.paths))) {
    for (const [method, value] of Object.entries(asJson(operations))) {
      const operation = asJson(value);
      const tag = String((operation.tags as string[] | undefined)?.[0] ?? 'other');
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, operation }]);
    }
  }
  return byTag;
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:72rem;margin:0 auto;padding:1rem}' +
  'a{color:#0b4f8a}code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f4f4f4;padding:.5rem;overflow:auto}' +
  'section,details{border-top:1px solid #ccc;padding:.5rem 0}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}' +
  'summary{cursor:pointer;min-height:24px}nav ul{columns:3}';

/** A module's address segment: `admin orders` is admin-orders. */
export const tagSlug = (tag: string): string => tag.replace(/[^A-Za-z0-9]+/g, '-');

function pageHtml(title: string, header: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header>${header}</header>
${body}
</body>
</html>
`;
}

const titleOf = (document: Json): string => String(asJson(document.info).title ?? 'API');

/** The index: a contents list of the modules, then each module's operations, folded. */
export function referencePage(document: Json): string {
  const info = asJson(document.info);
  const byTag = operationsByTag(document);
  const anchor = (tag: string) => `tag-${tagSlug(tag)}`;
  const contents = [...byTag.keys()].map((tag) => `<li><a href="#${anchor(tag)}">${escape(tag)}</a></li>`).join('');
  const modules = [...byTag.entries()]
    .map(([tag, operations]) => {
      const tagUrl = `/api/reference/${tagSlug(tag)}`;
      return (
        `<section aria-labelledby="${anchor(tag)}"><h2 id="${anchor(tag)}">${escape(tag)}</h2>` +
        `<p><a href="${tagUrl}">The ${escape(tag)} calls with their schemas and examples</a></p>` +
        `${operations.map((op) => operationBriefHtml(op, tagUrl)).join('')}</section>`
      );
    })
    .join('');
  const header =
    `<h1>${escape(titleOf(document))} ${escape(String(info.version ?? ''))}</h1>${prose(String(info.description ?? ''))}` +
    '<p>The same as an OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>';
  return pageHtml(
    `${titleOf(document)} reference`,
    header,
    `<nav aria-label="Modules"><ul>${contents}</ul></nav>\n<main>${modules}</main>`,
  );
}

/** One module's operations in full, or null when the document has no module of that address. */
export function referenceTagPage(document: Json, slug: string): string | null {
  const entry = [...operationsByTag(document).entries()].find(([tag]) => tagSlug(tag) === slug);
  if (!entry) return null;
  const [tag, operations] = entry;
  const header = `<h1>${escape(titleOf(document))}: ${escape(tag)}</h1><p><a href="/api/reference#tag-${tagSlug(tag)}">Back to the reference</a></p>`;
  return pageHtml(`${tag}, ${titleOf(document)} reference`, header, `<main>${operations.map(operationHtml).join('')}</main>`);
}
