import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sandboxMail } from './sandbox';
import { smtpMail } from './smtp';
import type { MailProvider } from './types';

export type { Mail, MailProvider } from './types';

export function createMailProvider(config: Config, db: Db, log: FastifyBaseLogger): MailProvider {
  if (config.mailProvider === 'smtp' && config.smtpUrl) return smtpMail(config.smtpUrl, config.mailFrom);
  return sandboxMail(db, log);
}
