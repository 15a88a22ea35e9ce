import net from 'node:net';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For), so rate
 * limits count the real client: `false` (none), a hop count, or proxy addresses.
 */
export type TrustProxySetting = false | number | string[];

/** The proxy-addr names Fastify understands besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const FORMAT_HELP =
  'Set TRUST_PROXY to the number of proxies in front of the API (TRUST_PROXY=1 for one load balancer) ' +
  'or to their addresses/CIDRs (TRUST_PROXY=10.0.0.0/8,127.0.0.1); leave it unset when clients connect directly.';

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || net.isIP(entry) !== 0) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || extra !== undefined || !/^\d{1,3}$/.test(prefix ?? '')) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY. `true` (trust whatever any client claims) is refused: it let anyone pick the address the limits count. */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(`TRUST_PROXY=true is no longer accepted: it trusted the X-Forwarded-For header of every client. ${FORMAT_HELP}`);
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length) throw new Error(`TRUST_PROXY has entries that are not addresses or CIDRs: ${invalid.join(', ')}. ${FORMAT_HELP}`);
  return entries;
}

const privateNetworks = new net.BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv6');

function isPrivateNetworkAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = net.isIP(plain);
  return family !== 0 && privateNetworks.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The setting as Fastify's `trustProxy`. Fastify ignores a bare number (a hop
 * count alone would let a client that reaches the API directly forge its
 * address), so a hop count becomes a function that trusts at most that many
 * hops, and only hops from private networks, where load balancers sit.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (address, hop) => hop < setting && isPrivateNetworkAddress(address);
  return setting;
}
