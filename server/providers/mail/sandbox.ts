import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailProvider } from './types';

/**
 * Keeps mails in the outbox table so a person trying the product locally can read them on
 * /sandbox/mailbox. The log line names the recipient and subject only: never the body (OTPs).
 */
export function sandboxMail(db: Db, log: Pick<FastifyBaseLogger, 'info'>): MailProvider {
  return {
    name: 'sandbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      log.info({ to: mail.to, subject: mail.subject }, 'sandbox mail stored in the outbox');
    },
  };
}

export const latestMails = (db: Db, limit = 50) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
