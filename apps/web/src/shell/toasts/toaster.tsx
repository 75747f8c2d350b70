// The PrimeReact toasts (loaded on first use). One stack for every message, so they never overlap on a
// narrow screen; the security-changed group's message offers 'Restart Application' (spec section 8).
import { type ToastMessage as PrimeToastMessage, Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { attachToastSink, SECURITY_CHANGED_GROUP, type ToastMessage } from '../../lib/toast';

function securityContent(message: ToastMessage): PrimeToastMessage['content'] {
  return (
    <div className="security-toast">
      <span className="pi pi-exclamation-circle security-toast__icon" aria-hidden="true" />
      <div>
        <strong className="p-toast-summary">{message.summary}</strong>
        <div className="p-toast-detail">{message.detail}</div>
        <a className="security-toast__restart" href="/">
          Restart Application
        </a>
      </div>
    </div>
  );
}

export default function Toaster() {
  const toast = useRef<Toast>(null);

  useEffect(() => {
    attachToastSink((message) => {
      const content = message.group === SECURITY_CHANGED_GROUP ? { content: securityContent(message) } : {};
      toast.current?.show({ ...message, closable: true, ...content });
    });
    return () => attachToastSink(null);
  }, []);

  return <Toast ref={toast} position="top-right" />;
}
