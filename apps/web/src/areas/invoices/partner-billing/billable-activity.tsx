// What a partner did between two days that can be invoiced, unbilled rows beside billed ones with their
// sums per currency, a button making a Draft invoice of the unbilled rows ticked (one by one, or all those
// shown at once from the header; rows of one currency, which the screen says when several are ticked),
// then its statement.
import { type PartnerBilling as Billing, type BillingRow, contract } from '@eco/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BusyButton } from '../../../lib/busy-button';
import { handledErrorMessage, isHandledByForm } from '../../../lib/form/form-api';
import { formatMoney } from '../../../lib/format';
import { onRefusal } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { billingChanged, invoicePartner } from './billing-queries';
import { keyOf, RowsTable } from './billing-rows-table';
import { BillingStatement } from './billing-statement';

/** Sums per currency of some rows, before VAT (the invoice adds it), as "€1,200.00 · $300.00 before VAT". */
function sums(rows: readonly BillingRow[]): string {
  const by = new Map<string, number>();
  for (const r of rows)
    if (r.currency && r.unitPrice !== null) by.set(r.currency, (by.get(r.currency) ?? 0) + r.unitPrice * r.quantity);
  if (by.size === 0) return '';
  return `${[...by].map(([currency, amount]) => formatMoney({ amount, currency })).join(' · ')} before VAT`;
}

/** The currencies of some rows, each with its rows' keys, in the order first met. */
function byCurrency(rows: readonly BillingRow[]): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const r of rows) if (r.currency) by.set(r.currency, [...(by.get(r.currency) ?? []), keyOf(r)]);
  return by;
}

/**
 * Rows of several currencies ticked (all of them, say, from the header): an invoice is in one currency, so
 * the screen says so before the server would refuse, and offers to keep one currency's rows.
 */
function OneCurrency({
  currencies,
  onKeep,
}: {
  currencies: Map<string, string[]>;
  onKeep: (keys: readonly string[]) => void;
}) {
  return (
    <p className="partner-billing__currencies" role="status">
      <span>The rows ticked are in {[...currencies.keys()].join(' and ')}: an invoice is in one currency.</span>
      {[...currencies].map(([currency, keys]) => (
        <button
          key={currency}
          type="button"
          className="p-button p-component p-button-sm p-button-outlined"
          onClick={() => onKeep(keys)}
        >
          Keep only the {currency} rows ({keys.length})
        </button>
      ))}
    </p>
  );
}

export function BillingBody({ billing }: { billing: Billing }) {
  const held = useHeldCapabilities();
  const navigate = useNavigate();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const unbilled = billing.rows.filter((r) => !r.invoice);
  const billed = billing.rows.filter((r) => r.invoice);
  const chosen = unbilled.filter((r) => ticked.has(keyOf(r)));
  const mayInvoice = held.has('canCreateInvoices');
  const currencies = byCurrency(chosen);
  const toggle = (key: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = (keys: readonly string[], on: boolean) =>
    setTicked((t) => {
      const next = new Set(t);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const createInvoice = async () => {
    setBusy(true);
    try {
      const invoice = await invoicePartner(billing.partner.id, {
        sources: chosen.map((r) => ({ kind: r.kind, id: r.id })),
      });
      toast.success(`Draft invoice ${invoice.id} made of ${chosen.length} row${chosen.length === 1 ? '' : 's'}.`);
      void navigate({ to: '/invoices/$id', params: { id: String(invoice.id) } });
    } catch (error) {
      if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'No invoice made');
      // Rows billed meanwhile: the page shows them billed now, and nothing stays ticked that cannot be.
      const stale = onRefusal(error, contract.invoices.partnerBilling.invoicePartner, {
        'invoices.already-billed': () => true,
        'invoices.billed-meanwhile': () => true,
        'invoices.mixed-currencies': () => false,
      });
      if (stale) {
        setTicked(new Set());
        void billingChanged(billing.partner.id);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="partner-billing__section" aria-labelledby="billing-unbilled">
        <div className="partner-billing__heading">
          <h2 id="billing-unbilled">Not billed yet</h2>
          <span className="cell-muted">{sums(unbilled)}</span>
          {mayInvoice && (
            <BusyButton
              label={chosen.length ? `Create draft invoice (${chosen.length})` : 'Create draft invoice'}
              icon="pi pi-file-plus"
              busy={busy}
              busyText="Creating..."
              disabledReason={
                !chosen.length
                  ? 'Tick the rows to invoice first.'
                  : currencies.size > 1
                    ? 'Keep the rows of one currency first.'
                    : undefined
              }
              onClick={() => void createInvoice()}
            />
          )}
        </div>
        {mayInvoice && currencies.size > 1 && (
          <OneCurrency currencies={currencies} onKeep={(keys) => setTicked(new Set(keys))} />
        )}
        <RowsTable
          rows={unbilled}
          ticked={mayInvoice ? ticked : null}
          onToggle={toggle}
          onToggleAll={toggleAll}
          empty="Nothing left to bill in these days."
        />
      </section>
      <section className="partner-billing__section" aria-labelledby="billing-billed">
        <div className="partner-billing__heading">
          <h2 id="billing-billed">Billed</h2>
          <span className="cell-muted">{sums(billed)}</span>
        </div>
        <RowsTable rows={billed} ticked={null} onToggle={toggle} empty="Nothing of these days is on an invoice." />
      </section>
      <BillingStatement statement={billing.statement} />
    </>
  );
}
