// Mounts the toaster on the first message (or when the browser is idle) and turns the API's page-wide
// events into toasts: server errors, and the security change that needs a restart.
import { lazy, Suspense, useEffect, useState } from 'react';
import { listen, SECURITY_CHANGED, SERVER_ERROR } from '../../lib/events';
import { onToastWaiting, SECURITY_CHANGED_GROUP, toast, toastMessage } from '../../lib/toast';

const Toaster = lazy(() => import('./toaster'));

export const SECURITY_CHANGED_TEXT =
  "We've made changes that require a restart. Note that any unsaved changes will be lost!";

export function ToastHost() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const offWaiting = onToastWaiting(() => setMounted(true));
    const offServer = listen(SERVER_ERROR, ({ detail, summary }) => toast.error(detail, summary));
    const offSecurity = listen(SECURITY_CHANGED, () =>
      toast.show({ ...toastMessage('error', SECURITY_CHANGED_TEXT), group: SECURITY_CHANGED_GROUP }),
    );
    const idle = setTimeout(() => setMounted(true), 2500);
    return () => {
      offWaiting();
      offServer();
      offSecurity();
      clearTimeout(idle);
    };
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
