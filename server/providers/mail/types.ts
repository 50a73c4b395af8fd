/** A file sent with a mail (a statement). */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends mail to customers; the adapter is chosen by config (sandbox outbox or SMTP). */
export interface MailProvider {
  readonly name: 'sandbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}
