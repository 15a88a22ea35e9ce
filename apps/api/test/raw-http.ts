import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Drops interim answers such as `100 Continue`, which come before the real one. */
function withoutInterimResponses(raw: Buffer): Buffer {
  let rest = raw;
  while (/^HTTP\/1\.[01] 1\d\d /.test(rest.subarray(0, 13).toString('latin1'))) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) break;
    rest = rest.subarray(end + 4);
  }
  return rest;
}

export function parseRawResponse(whole: Buffer): RawResponse {
  const raw = withoutInterimResponses(whole);
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd === -1) throw new Error(`no complete HTTP response: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(headEnd + 4);
  const body = headers['transfer-encoding']?.includes('chunked') ? dechunk(rest) : rest;
  return { status, headers, body: body.toString('utf8') };
}

/**
 * Sends bytes as they are (request lines and headers fetch refuses to send) and reads
 * the answer until the server closes; the request should say `Connection: close`.
 */
export function sendRaw(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection after its answer when it did not read the whole request.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseRawResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export function portOf(baseUrl: string): number {
  return Number(new URL(baseUrl).port);
}
