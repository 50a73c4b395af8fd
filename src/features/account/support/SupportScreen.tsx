import { useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useId } from 'react';
import type { SupportContacts } from '@contract/config';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { texts } from '../texts';

const page = css`
  max-width: 560px;
  margin: 0 auto;
  & h1 { margin: 0 0 8px; font-size: var(--text-xl); }
  & > p { margin: 0 0 12px; color: var(--muted); }
`;

const contacts = css`
  margin: 0;
  & div { display: grid; gap: 2px; padding: 12px 0; border-bottom: 1px solid var(--border); }
  & div:last-child { border-bottom: 0; }
  & dt { color: var(--muted); font-size: var(--text-sm); }
  & dd { margin: 0; }
  & a { display: inline-flex; align-items: center; min-height: var(--target); color: var(--brand-dark); font-weight: 600; overflow-wrap: anywhere; }
`;

/** E-mail, phone and a WhatsApp chat, each a link the device knows how to open. */
const ContactList = ({ support }: { support: SupportContacts }) => {
  const t = texts.support;
  return (
    <dl className={contacts}>
      <div>
        <dt>{t.email}</dt>
        <dd>
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </dd>
      </div>
      <div>
        <dt>{t.phone}</dt>
        <dd>
          <a href={`tel:${support.phone}`}>{support.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t.whatsapp}</dt>
        <dd>
          <a href={support.whatsapp_url} target="_blank" rel="noopener noreferrer">
            {t.whatsappAction}
          </a>
        </dd>
      </div>
    </dl>
  );
};

/** /account/customer-support (docs/product.md §Account): how to reach support, from GET config; null when it could not be had. */
export const SupportScreen = ({ support }: { support: SupportContacts | null }) => {
  const t = texts.support;
  const headingId = useId();
  const router = useRouter();
  return (
    <Card className={page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>
      <p>{t.intro}</p>
      {support ? <ContactList support={support} /> : <LoadError message={t.failed} retryLabel={t.retry} onRetry={() => router.invalidate()} />}
    </Card>
  );
};
