/**
 * The readable reference at /api/reference: the OpenAPI document rendered on the server as one HTML page, with no
 * script and nothing fetched (no renderer bundle to install, nothing sent elsewhere). Each operation says who may call
 * it, what it takes, what it answers and each refusal with its reasons; schemas are shown as JSON, folded.
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

function parametersHtml(operation: Json): string {
  const parameters = listOf(operation.parameters);
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((parameter) => {
      const name = `<code>${escape(String(parameter.name))}</code>${parameter.required ? ' (required)' : ''}`;
      const description = typeof parameter.description === 'string' ? escape(parameter.description) : '';
      return `<tr><td>${name}</td><td>${escape(String(parameter.in))}</td><td>${description}</td><td>${folded('schema', parameter.schema)}</td></tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>About</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function contentHtml(content: unknown): string {
  return Object.entries(asJson(content))
    .map(([type, media]) => folded(type, asJson(media).schema))
    .join('');
}

function bodyHtml(operation: Json): string {
  const body = asJson(operation.requestBody);
  if (!body.content) return '';
  return `<h4>Body${body.required ? ' (required)' : ''}</h4>${contentHtml(body.content)}`;
}

function responsesHtml(operation: Json): string {
  const items = Object.entries(asJson(operation.responses))
    .map(([status, response]) => {
      const { description, content } = asJson(response);
      return `<li><strong>${escape(status)}</strong> ${prose(String(description ?? ''))}${contentHtml(content)}</li>`;
    })
    .join('');
  return `<h4>Answers</h4><ul>${items}</ul>`;
}

function operationHtml(path: string, method: string, operation: Json): string {
  const id = escape(String(operation.operationId ?? `${method}-${path}`));
  return (
    `<section id="${id}"><h3>${method.toUpperCase()} <code>${escape(path)}</code></h3>` +
    `<p><strong>${escape(String(operation.summary ?? ''))}</strong></p>${prose(String(operation.description ?? ''))}` +
    `${parametersHtml(operation)}${bodyHtml(operation)}${responsesHtml(operation)}</section>`
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
  'section{border-top:1px solid #ccc;padding:.5rem 0}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}' +
  'summary{cursor:pointer;min-height:24px}nav ul{columns:3}';

/** The whole page: a contents list of the modules, then each module's operations. */
export function referencePage(document: Json): string {
  const info = asJson(document.info);
  const byTag = operationsByTag(document);
  const anchor = (tag: string) => `tag-${tag.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const contents = [...byTag.keys()].map((tag) => `<li><a href="#${anchor(tag)}">${escape(tag)}</a></li>`).join('');
  const modules = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<h2 id="${anchor(tag)}">${escape(tag)}</h2>${operations.map((op) => operationHtml(op.path, op.method, op.operation)).join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(String(info.title ?? 'API'))} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escape(String(info.title ?? 'API'))} ${escape(String(info.version ?? ''))}</h1>${prose(String(info.description ?? ''))}
<p>The same as an OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p></header>
<nav aria-label="Modules"><ul>${contents}</ul></nav>
<main>${modules}</main>
</body>
</html>
`;
}
