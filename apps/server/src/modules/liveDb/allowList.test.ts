import { describe, expect, it } from 'vitest';
import { allowList, checkedHost, type ResolveHost } from './allowList';

/** A resolver that answers the given addresses for every name, as a DNS server might. */
const answering =
  (...addresses: string[]): ResolveHost =>
  () =>
    Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (err: Error) => err.message,
  );

describe('the LIVE_DB_HOSTS allow list', () => {
  const list = allowList(['db.example.com', '10.20.0.0/16', '2001:db8::/32', '198.51.100.7']);

  it('connects a listed name to the address it resolved to, keeping the name for TLS', async () => {
    await expect(checkedHost(list, 'DB.example.com', answering('203.0.113.5'))).resolves.toEqual({
      address: '203.0.113.5',
      servername: 'db.example.com',
    });
  });

  it('takes addresses in listed ranges, private ones included, and no other address', async () => {
    await expect(checkedHost(list, '10.20.3.4')).resolves.toMatchObject({ address: '10.20.3.4' });
    await expect(checkedHost(list, '2001:db8::5')).resolves.toMatchObject({
      address: '2001:db8::5',
    });
    await expect(checkedHost(list, '198.51.100.7')).resolves.toMatchObject({
      address: '198.51.100.7',
    });
    for (const host of ['198.51.100.8', '10.21.0.1', '127.0.0.1', '::1', '169.254.169.254'])
      expect(await refusal(checkedHost(list, host)), host).toMatch(/address is not listed/);
  });

  it('refuses a listed name when any address it resolves to is loopback, metadata or private and unlisted', async () => {
    for (const bad of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '169.254.169.254',
      'fd00:ec2::254',
      '100.100.100.200',
      '192.168.1.10',
      '0.0.0.0',
      '64:ff9b::7f00:1',
    ])
      expect(
        await refusal(checkedHost(list, 'db.example.com', answering('203.0.113.5', bad))),
        bad,
      ).toMatch(new RegExp(`resolves to ${bad.replaceAll('.', '\\.')}`));
    // A private address inside a listed range is the operator's choice.
    await expect(
      checkedHost(list, 'db.example.com', answering('10.20.0.9')),
    ).resolves.toMatchObject({ address: '10.20.0.9' });
  });

  it('refuses a name that is not listed without resolving it', async () => {
    const resolve: ResolveHost = () => Promise.reject(new Error('resolved'));
    expect(await refusal(checkedHost(list, 'other.example.com', resolve))).toMatch(
      /host is not listed/,
    );
  });
});
