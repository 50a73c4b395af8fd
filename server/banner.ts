import { networkInterfaces } from 'node:os';
import type { Config } from './config';
import { hostUrl, listensEverywhere, ownOrigin } from './http/origin';

/** This machine's IPv4 addresses other than loopback: how a phone on the same network reaches it. */
export const lanAddresses = (interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces()): string[] =>
  Object.values(interfaces)
    .flat()
    .flatMap((address) => (address && address.family === 'IPv4' && !address.internal ? [address.address] : []));

/**
 * What `npm start` prints once it listens: the address to open (PUBLIC_URL, else where this
 * machine answers), other machines' way in, and the sandbox providers' pages.
 */
export function startupBanner(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, sandboxes: readonly string[], lan: readonly string[]): string {
  const open = ownOrigin(config);
  const lines = [`Fleetvest is ready. Open ${open}`];
  if (!config.publicUrl && listensEverywhere(config.host)) {
    for (const address of lan) lines.push(`  from another device on this network: ${hostUrl(address, config.port)}`);
  }
  if (sandboxes.includes('mail')) lines.push(`  sandbox mailbox (sign-up and reset codes): ${open}/sandbox/mailbox`);
  if (sandboxes.includes('payments')) lines.push(`  sandbox checkout (Deposit opens it): ${open}/sandbox/checkout/<payment reference>`);
  return lines.join('\n');
}
