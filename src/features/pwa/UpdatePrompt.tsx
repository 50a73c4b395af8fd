import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { noticeClass } from './noticeClass';
import { updateTexts } from './texts';
import type { Updater } from './updates';

type Props = Pick<Updater, 'ready' | 'apply'> & { formInProgress: () => boolean };

/**
 * 'A new version is available' with Reload. A reload would clear a form being filled in, so then
 * the prompt asks first (docs/rules.md, "The installed app").
 */
export const UpdatePrompt = ({ ready, apply, formInProgress }: Props) => {
  useSignals();
  const [asking, setAsking] = useState(false);
  if (!ready.value) return null;
  return (
    <section className={noticeClass} role="status" aria-label={updateTexts.available}>
      <p>{asking ? updateTexts.formInProgress : updateTexts.available}</p>
      {asking ? (
        <div>
          <Button onClick={apply}>{updateTexts.reloadAnyway}</Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {updateTexts.keepEditing}
          </Button>
        </div>
      ) : (
        <div>
          <Button onClick={() => (formInProgress() ? setAsking(true) : apply())}>{updateTexts.reload}</Button>
        </div>
      )}
    </section>
  );
};
