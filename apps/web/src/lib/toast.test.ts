import { afterEach, describe, expect, it, vi } from 'vitest';
import { close, dismiss, serverAnswered, toast, toastMessage, toasts } from './toast';

const shown = () => toasts.get().map((t) => `${t.severity}:${t.detail}`);

describe('toasts (spec sections 8 and 9)', () => {
  afterEach(() => {
    toasts.set([]);
    vi.useRealTimers();
  });

  it('uses the default summaries; errors stay, others hide after 5000 ms', () => {
    expect(toastMessage('info', 'a')).toMatchObject({ summary: 'Message', sticky: false, life: 5000 });
    expect(toastMessage('success', 'a')).toMatchObject({ summary: 'Success', sticky: false });
    expect(toastMessage('warn', 'a')).toMatchObject({ summary: 'Warning', sticky: false });
    expect(toastMessage('error', 'a')).toMatchObject({ summary: 'Error', sticky: true });
    expect(toastMessage('info', 'a', 'Saved')).toMatchObject({ summary: 'Saved' });

    vi.useFakeTimers();
    toast.success('saved');
    toast.error('broken');
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['error:broken']);
  });

  it('shows the same message once, and replaces a message of the same key', () => {
    toast.error('Boom');
    toast.error('Boom');
    toast.error('Not reachable', 'Not saved', { key: 'form' });
    toast.error('Server failed', 'Not saved', { key: 'form' });
    expect(shown()).toEqual(['error:Boom', 'error:Server failed']);
  });

  it('removes a message by its close button or by its key', () => {
    toast.error('first', undefined, { key: 'form' });
    toast.error('second');
    dismiss('form');
    expect(shown()).toEqual(['error:second']);
    close(toasts.get()[0]?.id ?? 0);
    expect(shown()).toEqual([]);
  });

  it('takes the messages saying the server could not be reached away once it answers again', () => {
    toast.error('Could not reach the server.', 'Not saved', { key: 'form', network: true });
    toast.error('Refused by the server');
    serverAnswered();
    expect(shown()).toEqual(['error:Refused by the server']);
  });
});
