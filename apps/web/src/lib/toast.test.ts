import { describe, expect, it } from 'vitest';
import { attachToastSink, type ToastMessage, toast, toastMessage } from './toast';

describe('toasts (spec sections 8 and 9)', () => {
  it('uses the default summaries; errors stay, others hide after 5000 ms', () => {
    expect(toastMessage('info', 'a')).toMatchObject({ summary: 'Message', sticky: false, life: 5000 });
    expect(toastMessage('success', 'a')).toMatchObject({ summary: 'Success', sticky: false });
    expect(toastMessage('warn', 'a')).toMatchObject({ summary: 'Warning', sticky: false });
    expect(toastMessage('error', 'a')).toMatchObject({ summary: 'Error', sticky: true });
    expect(toastMessage('info', 'a', 'Saved')).toMatchObject({ summary: 'Saved' });
  });

  it('keeps messages until a toaster attaches, then delivers them in order', () => {
    toast.success('first');
    toast.error('second');
    const shown: ToastMessage[] = [];
    attachToastSink((m) => shown.push(m));
    toast.info('third');
    attachToastSink(null);
    expect(shown.map((m) => m.detail)).toEqual(['first', 'second', 'third']);
  });
});
