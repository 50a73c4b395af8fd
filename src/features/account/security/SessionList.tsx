import { useId, useState } from 'react';
import type { SessionInfo } from '@contract/account';
import { errorMessages } from '@/api/errors';
import { formatLagosDateTime } from '@/lib/dates';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { notifyErrors, notifySuccess } from '@/ui/toast';
import { revokeSession } from '../api';
import { deviceList as list } from '../styles';
import { texts } from '../texts';

const FORM = 'sessions';

type Props = {
  /** null when the list could not be loaded. */
  sessions: readonly SessionInfo[] | null;
  /** Loads the list again (after a sign-out, or to retry). */
  reload: () => Promise<void>;
  headingClass: string;
};

/** The customer's signed-in devices (docs/rules.md, Profile and security), each with Sign out. */
export const SessionList = ({ sessions, reload, headingClass }: Props) => {
  const t = texts.sessions;
  const headingId = useId();
  const [busy, setBusy] = useState<number | 'others' | null>(null);

  const revoke = async (target: number | 'others') => {
    setBusy(target);
    try {
      notifySuccess((await revokeSession(target === 'others' ? { others: true } : { id: target })).message);
      await reload();
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.unexpected), { form: FORM });
    }
    setBusy(null);
  };

  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {t.heading}
      </h2>
      {sessions === null ? (
        <LoadError message={t.failed} retryLabel={t.retry} onRetry={reload} />
      ) : (
        <>
          <ul className={list}>
            {sessions.map((s) => (
              <li key={s.id}>
                <div>
                  <strong>
                    {s.device}
                    {s.current && <Badge tone="green">{t.thisDevice}</Badge>}
                  </strong>
                  <p>{t.signedIn(formatLagosDateTime(s.created_at))}</p>
                  <p>{t.lastUsed(formatLagosDateTime(s.last_used_at))}</p>
                </div>
                {!s.current && (
                  <Button
                    variant="secondary"
                    aria-label={t.signOutDevice(s.device)}
                    loading={busy === s.id}
                    disabled={busy !== null}
                    onClick={() => revoke(s.id)}
                  >
                    {t.signOut}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <Button variant="danger" block loading={busy === 'others'} disabled={busy !== null} onClick={() => revoke('others')}>
              {t.signOutOthers}
            </Button>
          )}
        </>
      )}
    </section>
  );
};
