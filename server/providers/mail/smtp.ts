import nodemailer from 'nodemailer';
import type { MailProvider } from './types';

export function smtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.attachments ? { attachments: mail.attachments } : {}) });
    },
  };
}
