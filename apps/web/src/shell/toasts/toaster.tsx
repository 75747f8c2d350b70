// The toasts on screen, in plain markup with the theme's toast classes: part of the first load (a
// message about a lost connection must not need the network), at the bottom right where no page action
// sits (above a form's sticky actions bar), and inside the topmost open modal when there is one, since
// a modal <dialog> is drawn above everything else and makes the rest of the page inert.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '../../lib/store';
import { withBreaks } from '../../lib/text-breaks';
import { close, SECURITY_CHANGED_GROUP, type ShownToast, toasts } from '../../lib/toast';

const icons: Record<ShownToast['severity'], string> = {
  info: 'pi-info-circle',
  success: 'pi-check',
  warn: 'pi-exclamation-triangle',
  error: 'pi-times-circle',
};

function Toast({ message }: { message: ShownToast }) {
  return (
    <div
      className={`p-toast-message p-toast-message-${message.severity}`}
      role={message.severity === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
    >
      <div className="p-toast-message-content">
        <span className={`p-toast-message-icon pi ${icons[message.severity]}`} aria-hidden="true" />
        <div className="p-toast-message-text">
          <span className="p-toast-summary">{message.summary}</span>
          {message.detail && <div className="p-toast-detail">{withBreaks(message.detail)}</div>}
          {message.group === SECURITY_CHANGED_GROUP && (
            <a className="security-toast__restart" href="/">
              Restart Application
            </a>
          )}
        </div>
        <button
          type="button"
          className="p-toast-icon-close p-link"
          aria-label={`Close: ${message.summary}`}
          onClick={() => close(message.id)}
        >
          <span className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** The topmost open modal dialog (the drawer, a modal), or null: toasts are shown inside it. */
function useTopModal(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => {
      const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d.matches(':modal'));
      setTop(open.at(-1) ?? null);
    };
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    find();
    return () => observer.disconnect();
  }, []);
  return top;
}

export function Toaster() {
  const messages = useStore(toasts);
  const modal = useTopModal();
  if (messages.length === 0) return null;
  return createPortal(
    <section className="p-toast p-component toasts" aria-label="Notifications">
      {messages.map((message) => (
        <Toast key={message.id} message={message} />
      ))}
    </section>,
    modal ?? document.body,
  );
}
