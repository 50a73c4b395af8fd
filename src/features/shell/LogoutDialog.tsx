import { css } from 'goober';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { logOut } from './logout';
import { texts } from './texts';

const actions = css`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 20px;
`;

export const LogoutDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = texts.logout;
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    if (!leaving) onClose();
  };

  return (
    <Modal open={open} title={t.title} onClose={close}>
      <p>{t.question}</p>
      <div className={actions}>
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
