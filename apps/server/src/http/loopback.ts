import net from 'node:net';

/**
 * Whether a socket's peer address is this machine (127.0.0.0/8, ::1, or either written as an
 * IPv4-mapped IPv6 address). Only the socket counts: a header can be written by anyone.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * Whether listening on this HOST keeps the server to this machine: a loopback address or
 * `localhost`. Anything else (0.0.0.0, ::, a network address or name) accepts other machines.
 */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}
