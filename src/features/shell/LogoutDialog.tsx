import { useState } from 'react';
import { Button } from '@/ui/Button';
import { dialogActionsClass, Modal } from '@/ui/Modal';
import { logOut } from './logout';
import { texts } from './texts';

export const LogoutDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = texts.logout;
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    if (!leaving) onClose();
  };

  return (
    <Modal open={open} title={t.title} onClose={close}>
      <p>{t.question}</p>
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={close} disabled={leaving}>
          {t.cancel}
        </Button>
        <Button
          variant="danger"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logOut();
          }}
        >
          {t.confirm}
        </Button>
      </div>
    </Modal>
  );
};
