/**
 * Where the server may connect for a live database (issue 38, item 1c): the hosts and ranges of
 * LIVE_DB_HOSTS, never an address of the machine, its network or a cloud's metadata service
 * unless the operator listed that address or range itself (docs/live-databases.md).
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { AppError } from '../../http/errors';

/** The parsed LIVE_DB_HOSTS: host names, and the addresses and ranges listed as such. */
export interface AllowList {
  names: ReadonlySet<string>;
  ranges: net.BlockList;
}

/** An address a name resolved to, and its family. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has, as the connection would. */
export type ResolveHost = (name: string) => Promise<ResolvedAddress[]>;

/** The system resolver (the one the drivers would use), every address of the name. */
export const resolveWithDns: ResolveHost = (name) => lookup(name, { all: true, verbatim: true });

/**
 * Addresses reached only when a listed address or range names them: unspecified, this
 * network, loopback, private and carrier-grade NAT ranges (100.100.100.200 is Alibaba's
 * metadata), link-local (169.254.169.254 is the usual metadata address), IETF, benchmark,
 * multicast and reserved ranges; IPv6 unspecified, loopback, unique-local (fd00:ec2::254 is
 * AWS's metadata), link-local, multicast, and the prefixes that carry an IPv4 address inside
 * (NAT64, 6to4, Teredo). IPv4-mapped IPv6 addresses are matched as their IPv4 address.
 */
const SPECIAL_RANGES: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['2001::', 32, 'ipv6'],
];

const SPECIAL = new net.BlockList();
for (const [address, prefix, type] of SPECIAL_RANGES) SPECIAL.addSubnet(address, prefix, type);

const familyOf = (address: string): 'ipv4' | 'ipv6' => (net.isIPv4(address) ? 'ipv4' : 'ipv6');

/** Reads LIVE_DB_HOSTS entries (checked by loadConfig) into an allow list. */
export function allowList(entries: readonly string[]): AllowList {
  const names = new Set<string>();
  const ranges = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (net.isIP(address) === 0) names.add(entry.toLowerCase());
    else if (prefix === undefined) ranges.addAddress(address, familyOf(address));
    else ranges.addSubnet(address, Number(prefix), familyOf(address));
  }
  return { names, ranges };
}

/** The 422 of a host the server may not connect to, saying what the operator would change. */
const refused = (message: string) =>
  new AppError(
    422,
    'unprocessable',
    `${message} The operator decides where the server may connect (LIVE_DB_HOSTS, docs/live-databases.md).`,
  );

/** Whether a connection may go to this address: listed, or public and reached by a listed name. */
function addressAllowed(list: AllowList, address: string): boolean {
  const type = familyOf(address);
  return list.ranges.check(address, type) || !SPECIAL.check(address, type);
}

/**
 * Checks that a host is listed, without resolving it (a connection is saved only to a listed
 * host): an address literal must lie in a listed address or range, a name must be listed.
 */
export function requireListedHost(list: AllowList, host: string): void {
  const listed =
    net.isIP(host) !== 0
      ? list.ranges.check(host, familyOf(host))
      : list.names.has(host.toLowerCase().replace(/\.$/, ''));
  if (!listed)
    throw refused(
      `The server may not connect to ${host}: the ${net.isIP(host) ? 'address' : 'host'} is not listed.`,
    );
}

/**
 * Resolves a connection's host ONCE and checks every address it has; answers the address to
 * connect to, so that DNS cannot answer the driver differently (rebinding), and the name for
 * TLS. An address literal must be listed itself; a name must be listed, and each of its
 * addresses public or listed. Throws a 422 saying why otherwise.
 */
export async function checkedHost(
  list: AllowList,
  host: string,
  resolve: ResolveHost = resolveWithDns,
): Promise<{ address: string; servername: string | undefined }> {
  requireListedHost(list, host);
  if (net.isIP(host) !== 0) return { address: host, servername: undefined };
  const name = host.toLowerCase().replace(/\.$/, '');
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(name);
  } catch {
    throw new AppError(422, 'unprocessable', `The host ${host} could not be resolved.`);
  }
  const first = addresses[0];
  if (!first) throw new AppError(422, 'unprocessable', `The host ${host} has no address.`);
  const bad = addresses.find((a) => !addressAllowed(list, a.address));
  if (bad)
    throw refused(
      `The server may not connect to ${host}: it resolves to ${bad.address}, an address of the ` +
        'server’s own machine or network, which is reached only when listed itself.',
    );
  return { address: first.address, servername: name };
}
