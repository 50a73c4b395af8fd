import type { ModulePlugin } from '../../deps';
import { latestMails } from '../../providers/mail/sandbox';
import { keepToTesters } from './access';
import { escapeHtml, sandboxPage } from './page';

/**
 * The sandbox mail provider's outbox as a page, so a person trying the product locally can read
 * the OTP. Mounted only when the sandbox mail provider is on; with a SANDBOX_TOKEN, only for whoever has it.
 */
export const mailboxModule: ModulePlugin = async (app, deps) => {
  keepToTesters(app, deps.config);
  app.get('/sandbox/mailbox', async (_request, reply) => {
    const mails = await latestMails(deps.db);
    const items = mails
      .map(
        (mail) => `<article class="mail" data-to="${escapeHtml(mail.recipient)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.recipient)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toUTCString()}</time></p>
  <p class="body">${escapeHtml(mail.body)}</p>
</article>`,
      )
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
};
