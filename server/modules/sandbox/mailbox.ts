import { object } from 'superstruct';
import { LIMITS, text } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { parseInput } from '../../lib/validate';
import { attachmentOf, attachmentsOf, latestMails } from '../../providers/mail/sandbox';
import { keepToTesters } from './access';
import { escapeHtml } from '../../lib/escape-html';
import { sandboxPage } from './page';

const attachmentUrl = (mailId: number, id: number) => `/sandbox/mailbox/${mailId}/attachments/${id}`;

const AttachmentPath = object({ mail: text('mail', LIMITS.numeric), id: text('attachment', LIMITS.numeric) });

/** A positive whole number from a path segment; null for anything else. */
const idOf = (text: string) => (/^[1-9]\d{0,15}$/.test(text) ? Number(text) : null);

/**
 * The sandbox mail provider's outbox as a page, so a person trying the product locally can read
 * the OTP and open a statement sent as an attachment. Mounted only when the sandbox mail provider
 * is on; with a SANDBOX_TOKEN, only for whoever has it.
 */
export const mailboxModule: ModulePlugin = async (app, deps) => {
  keepToTesters(app, deps.config);
  app.get('/sandbox/mailbox', async (_request, reply) => {
    const mails = await latestMails(deps.db);
    const files = await attachmentsOf(
      deps.db,
      mails.map((mail) => mail.id),
    );
    const items = mails
      .map((mail) => {
        const attached = files
          .filter((file) => file.mailId === mail.id)
          .map((file) => `<li><a class="attachment" href="${attachmentUrl(mail.id, file.id)}" download>${escapeHtml(file.filename)}</a></li>`)
          .join('');
        return `<article class="mail" data-to="${escapeHtml(mail.recipient)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.recipient)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toUTCString()}</time></p>
  <p class="body">${escapeHtml(mail.body)}</p>${attached ? `\n  <ul class="attachments">${attached}</ul>` : ''}
</article>`;
      })
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        sandboxPage(
          'Sandbox mailbox',
          `<p class="note">Sandbox mode: mails are not sent, they are kept here. Newest first.</p>\n${items || '<p>No mail yet.</p>'}`,
        ),
      );
  });

  app.get('/sandbox/mailbox/:mail/attachments/:id', async (request, reply) => {
    const params = parseInput(AttachmentPath, request.params);
    const mailId = idOf(params.mail);
    const id = idOf(params.id);
    const file = mailId !== null && id !== null ? await attachmentOf(deps.db, mailId, id) : undefined;
    if (!file) return reply.code(404).type('text/html; charset=utf-8').send(sandboxPage('No such attachment', '<p>This mail has no such attachment.</p>'));
    return reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(file.content);
  });
};
