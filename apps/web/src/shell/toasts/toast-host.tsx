// Turns the API's page-wide events into toasts (server errors, and the security change that needs a
// restart) and shows them. Nothing here is loaded lazily: see toaster.tsx.
import { listen, SECURITY_CHANGED, SERVER_ERROR } from '../../lib/events';
import { SECURITY_CHANGED_GROUP, toast, toastMessage } from '../../lib/toast';
import { Toaster } from './toaster';

export const SECURITY_CHANGED_TEXT =
  "We've made changes that require a restart. Note that any unsaved changes will be lost!";

let listening = false;

/**
 * From the start (main.tsx calls it before the first screen loads): a screen's loader can fail before
 * the shell is on screen, and its message must not be lost.
 */
export function listenForToastEvents(): void {
  if (listening) return;
  listening = true;
  listen(SERVER_ERROR, ({ detail, summary, key }) => toast.error(detail, summary, key ? { key } : undefined));
  listen(SECURITY_CHANGED, () =>
    toast.show({
      ...toastMessage('error', SECURITY_CHANGED_TEXT, undefined, SECURITY_CHANGED_GROUP),
      group: SECURITY_CHANGED_GROUP,
    }),
  );
}

export function ToastHost() {
  listenForToastEvents();
  return <Toaster />;
}
