import { accountRefusals, contract, invoiceRefusals, refusalMessage, userRefusals } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, parseProblem } from './api-error';
import { declaredRefusalText, onRefusal, type RefusalHandlers, refusalOf, refusalText } from './refusal';

const refused = (status: number, code: string | undefined, params?: object, detail = 'The server says no.') => {
  const body = JSON.stringify({ type: 'about:blank', title: 'Conflict', status, detail, code, params });
  return new ApiError(status, '', parseProblem(body), body);
};

describe('onRefusal', () => {
  const endpoint = contract.invoices.partnerBilling.invoicePartner;
  const handlers: RefusalHandlers<typeof endpoint, string> = {
    'invoices.already-billed': (p) => `reload: ${p.rows.map((r) => r.invoice).join(', ')}`,
    'invoices.billed-meanwhile': () => 'reload',
    'invoices.mixed-currencies': (p) => `split: ${p.currencies.join('/')}`,
  };

  it("runs the handler of the endpoint's refusal with its params", () => {
    const error = refused(409, 'invoices.already-billed', {
      rows: [{ description: 'Seat', invoice: 'INV-2026-00004' }],
    });
    expect(onRefusal(error, endpoint, handlers)).toBe('reload: INV-2026-00004');
    expect(
      onRefusal(refused(400, 'invoices.mixed-currencies', { currencies: ['EUR', 'USD'] }), endpoint, handlers),
    ).toBe('split: EUR/USD');
  });

  it('gives null for an error without a code, the stale version, or a code the endpoint does not declare', () => {
    expect(onRefusal(refused(409, undefined), endpoint, handlers)).toBeNull();
    expect(onRefusal(refused(409, 'record.changed'), endpoint, handlers)).toBeNull();
    expect(onRefusal(refused(409, 'invoices.not-draft', { state: 'Open' }), endpoint, handlers)).toBeNull();
    expect(onRefusal(new Error('network'), endpoint, handlers)).toBeNull();
  });

  it('is exhaustive: a handler missing, or one for a code the endpoint does not declare, fails the type check', () => {
    // @ts-expect-error invoices.mixed-currencies has no handler
    const missing: RefusalHandlers<typeof endpoint, string> = {
      'invoices.already-billed': () => 'reload',
      'invoices.billed-meanwhile': () => 'reload',
    };
    const extra: RefusalHandlers<typeof endpoint, string> = {
      ...handlers,
      // @ts-expect-error the endpoint does not answer invoices.not-draft
      'invoices.not-draft': () => 'never',
    };
    expect([missing, extra]).toHaveLength(2);
  });
});

describe('refusalOf', () => {
  it('reads the kind and params of one area, narrowing the params by the kind', () => {
    const refusal = refusalOf(refused(409, 'invoices.numbered', { number: 'INV-2026-00001' }), invoiceRefusals);
    if (refusal?.kind !== 'numbered') throw new Error('not numbered');
    expect(refusal.params.number).toBe('INV-2026-00001');
    expect(refusalOf(refused(409, 'licenses.in-use', {}), invoiceRefusals)).toBeNull();
    expect(refusalOf(refused(409, 'invoices.unknown-kind'), invoiceRefusals)).toBeNull();
  });

  it("switches over an area's kinds with a never check", () => {
    const offer = (error: ApiError): string => {
      const refusal = refusalOf(error, invoiceRefusals);
      if (!refusal) return 'detail';
      switch (refusal.kind) {
        case 'not-draft':
        case 'numbered':
        case 'sent-stays':
        case 'credited-stays':
          return 'credit note';
        case 'already-billed':
        case 'billed-meanwhile':
          return 'reload';
        case 'delete-not-draft':
        case 'draft-not-sent':
        case 'no-billing-email':
        case 'no-lines':
        case 'paid-before-issue':
        case 'no-transition':
        case 'draft-no-credit-note':
        case 'draft-no-e-invoice':
        case 'e-invoice-incomplete':
        case 'e-invoice-currency':
        case 'e-invoice-no-seller-vat-id':
        case 'fully-credited':
        case 'credit-not-positive':
        case 'mixed-currencies':
          return 'sentence';
        default: {
          const unhandled: never = refusal;
          return unhandled;
        }
      }
    };
    expect(offer(refused(409, 'invoices.numbered', { number: 'INV-2026-00001' }))).toBe('credit note');
    expect(offer(refused(409, 'invoices.billed-meanwhile'))).toBe('reload');
    expect(offer(refused(409, undefined))).toBe('detail');
  });
});

describe('refusalText', () => {
  it("writes the contract's sentence from the params, else falls back to the server's detail", () => {
    const numbered = refused(409, 'invoices.numbered', { number: 'INV-2026-00001' }, 'ignored');
    expect(refusalText(numbered, invoiceRefusals)).toBe(
      refusalMessage(invoiceRefusals, 'numbered', { number: 'INV-2026-00001' }),
    );
    expect(refusalText(refused(409, undefined), invoiceRefusals)).toBe('The server says no.');
    const bare = new ApiError(409, 'Conflict', null, '');
    expect(refusalText(bare, invoiceRefusals)).toBe('Not done.');
  });
});

describe('declaredRefusalText', () => {
  const block = contract.accounts.actions.block;

  it("writes the sentence of a refusal the endpoint declares, its own area's or one passed through", () => {
    const own = refused(409, 'accounts.own-account', { action: 'block' }, 'ignored');
    expect(declaredRefusalText(own, block)).toBe(refusalMessage(accountRefusals, 'own-account', { action: 'block' }));
    const params = { administrator: null, capabilities: ['canViewUsers' as const] };
    const last = refused(409, 'users.last-holder', params, 'ignored');
    expect(declaredRefusalText(last, block)).toBe(refusalMessage(userRefusals, 'last-holder', params));
  });

  it("falls back to the server's detail for params of another shape", () => {
    expect(declaredRefusalText(refused(409, 'users.last-holder', { other: true }), block)).toBe('The server says no.');
  });

  it('gives null for no code, the stale version, a code the endpoint does not declare, or no ApiError', () => {
    expect(declaredRefusalText(refused(409, undefined), block)).toBeNull();
    expect(declaredRefusalText(refused(409, 'record.changed'), block)).toBeNull();
    expect(declaredRefusalText(refused(409, 'accounts.not-blocked'), block)).toBeNull();
    expect(declaredRefusalText(new Error('network'), block)).toBeNull();
  });
});
