import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { MailProvider } from './types';

/**
 * Keeps mails in the outbox table so a person trying the product locally can read them on
 * /sandbox/mailbox, their attachments beside them. The log line names the recipient and subject
 * only: never the body (OTPs).
 */
export function sandboxMail(db: Db, log: Pick<FastifyBaseLogger, 'info'>): MailProvider {
  return {
    name: 'sandbox',
    async send(mail) {
      await db.transaction(async (tx) => {
        const [kept] = await tx.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text }).returning({ id: mailOutbox.id });
        const files = mail.attachments ?? [];
        if (files.length > 0) await tx.insert(mailAttachments).values(files.map((file) => ({ mailId: kept!.id, ...file })));
      });
      log.info({ to: mail.to, subject: mail.subject }, 'sandbox mail stored in the outbox');
    },
  };
}

export const latestMails = (db: Db, limit = 50) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);

/** The names and sizes of the mails' attachments, without their bytes. */
export const attachmentsOf = (db: Db, mailIds: number[]) =>
  mailIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: mailAttachments.id, mailId: mailAttachments.mailId, filename: mailAttachments.filename })
        .from(mailAttachments)
        .where(inArray(mailAttachments.mailId, mailIds))
        .orderBy(mailAttachments.id);

/** One attachment of one mail, bytes and all; undefined when there is none. */
export const attachmentOf = async (db: Db, mailId: number, id: number) =>
  (
    await db
      .select()
      .from(mailAttachments)
      .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.id, id)))
  )[0];
