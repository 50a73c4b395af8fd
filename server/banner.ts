import { networkInterfaces } from 'node:os';
import type { Config } from './config';

/** This machine's IPv4 addresses other than loopback: how a phone on the same network reaches it. */
export const lanAddresses = (interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces()): string[] =>
  Object.values(interfaces)
    .flat()
    .flatMap((address) => (address && address.family === 'IPv4' && !address.internal ? [address.address] : []));

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

const hostUrl = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * What `npm start` prints once it listens: the address to open (PUBLIC_URL, else where this
 * machine answers), other machines' way in, and the sandbox providers' pages.
 */
export function startupBanner(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  sandboxes: readonly string[],
  lan: readonly string[],
): string {
  const everywhere = ALL_INTERFACES.has(config.host);
  const open = config.publicUrl ?? hostUrl(everywhere ? 'localhost' : config.host, config.port);
  const lines = [`Fleetvest is ready. Open ${open}`];
  if (!config.publicUrl && everywhere) {
    for (const address of lan) lines.push(`  from another device on this network: ${hostUrl(address, config.port)}`);
  }
  if (sandboxes.includes('mail')) lines.push(`  sandbox mailbox (sign-up and reset codes): ${open}/sandbox/mailbox`);
  if (sandboxes.includes('payments')) lines.push(`  sandbox checkout (Deposit opens it): ${open}/sandbox/checkout/<payment reference>`);
  return lines.join('\n');
}
