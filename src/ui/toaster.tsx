import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { ERROR_MS, MAX_TOASTS } from './toastLimits';
import { TOAST_TOP_VARIABLE } from './toastPlacement';

/** The newest MAX_TOASTS stay; older ones are dismissed. The store lists the newest first. */
const AtMostThree = () => {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const extra of toasts.filter((shown) => shown.visible).slice(MAX_TOASTS)) toast.dismiss(extra.id);
  }, [toasts]);
  return null;
};

// Its own root, so the app tree need not wait for this chunk: top-right by default,
// 16 px from the top as the library has it, or where a layout asks (startToastsAt).
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(
  <>
    <Toaster position="top-right" containerStyle={{ top: `var(${TOAST_TOP_VARIABLE}, 16px)` }} toastOptions={{ duration: ERROR_MS }}>
      {(shown) => (
        // A dismissed toast fades out for a moment; assistive technology drops it at once.
        <div aria-hidden={shown.visible ? undefined : true}>
          <ToastBar toast={shown} position={shown.position ?? 'top-right'} />
        </div>
      )}
    </Toaster>
    <AtMostThree />
  </>,
);

export { toast };
