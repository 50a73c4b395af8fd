import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddresses, startupBanner } from './banner';

describe('startupBanner', () => {
  it('names the address to open, the way in from other devices, and the sandbox pages', () => {
    expect(startupBanner({ publicUrl: undefined, host: '0.0.0.0', port: 8080 }, ['mail', 'payments'], ['192.168.1.20'])).toBe(
      [
        'Fleetvest is ready. Open http://localhost:8080',
        '  from another device on this network: http://192.168.1.20:8080',
        '  sandbox mailbox (sign-up and reset codes): http://localhost:8080/sandbox/mailbox',
        '  sandbox checkout (Deposit opens it): http://localhost:8080/sandbox/checkout/<payment reference>',
      ].join('\n'),
    );
  });

  it('uses the one address it listens on, or PUBLIC_URL, and leaves out providers that are real', () => {
    expect(startupBanner({ publicUrl: undefined, host: '127.0.0.1', port: 8181 }, ['mail'], ['192.168.1.20'])).toBe(
      'Fleetvest is ready. Open http://127.0.0.1:8181\n  sandbox mailbox (sign-up and reset codes): http://127.0.0.1:8181/sandbox/mailbox',
    );
    expect(startupBanner({ publicUrl: undefined, host: '::1', port: 8080 }, [], [])).toBe('Fleetvest is ready. Open http://[::1]:8080');
    expect(startupBanner({ publicUrl: 'https://app.fleetvest.ng', host: '0.0.0.0', port: 8080 }, [], ['10.0.0.5'])).toBe(
      'Fleetvest is ready. Open https://app.fleetvest.ng',
    );
  });

  it('lists only outside IPv4 addresses of this machine', () => {
    const common = { netmask: '', mac: '00:00:00:00:00:00', cidr: null };
    const v4 = (address: string, internal: boolean): NetworkInterfaceInfo => ({ ...common, address, family: 'IPv4', internal });
    const v6 = (address: string, internal: boolean): NetworkInterfaceInfo => ({ ...common, address, family: 'IPv6', internal, scopeid: 0 });
    const interfaces = {
      lo: [v4('127.0.0.1', true), v6('::1', true)],
      wlan0: [v4('192.168.1.20', false), v6('fe80::1', false)],
      eth0: [v4('10.0.0.5', false)],
    };
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.0.0.5']);
  });
});
