// The lines of an invoice being edited: line type, description, quantity, unit price and VAT (category and
// rate) per line, the line's amount and the invoice's net, VAT per rate and total recomputed as each key is
// typed, lines added, moved up or down (buttons, so the keyboard can) and removed. Prices are typed in major
// units of the invoice's currency. A new line starts with the customer's default VAT, which the server
// chose from the seller and the customer; staff may change it.
import { type InvoiceLineType, type VatCategory, vatCategories, vatCategoryLabels } from '@eco/contract';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import type { Form } from '../../../lib/form/use-form';
import { currencyDigits } from '../../../lib/format';
import { linesVat, money, vatGroupLabel } from '../money';
import { PriceInput } from './price-input';

/** A customer's default VAT for a new line. */
export interface VatDefault {
  category: VatCategory;
  rate: number;
}

export interface LineValues {
  id?: number;
  lineTypeId: number | null;
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  /** Left out until a customer is chosen: the server then gives the line the customer's default. */
  vatCategory?: VatCategory;
  vatRate?: number | null;
}

export const emptyLine = (vat?: VatDefault): LineValues => ({
  lineTypeId: null,
  description: '',
  quantity: 1,
  unitPrice: null,
  ...(vat ? { vatCategory: vat.category, vatRate: vat.rate } : {}),
});

const categoryChoices = vatCategories.map((c) => ({ value: c, label: `${c} · ${vatCategoryLabels[c]}` }));

/** What the closed category field shows in its narrow column; the list it opens names each in full. */
const shortCategory: Record<VatCategory, string> = {
  S: 'Standard',
  Z: 'Zero',
  E: 'Exempt',
  AE: 'Reverse',
  K: 'Intra-EU',
  G: 'Export',
  O: 'Outside',
};

export function InvoiceLinesEditor({
  form,
  lineTypes,
  currency,
  vatDefault,
  standardRate,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: create or update values, both with `lines`.
  form: Form<any>;
  lineTypes: InvoiceLineType[];
  currency: string;
  /** The chosen customer's default VAT; undefined before one is chosen. */
  vatDefault: VatDefault | undefined;
  /** The seller's standard rate: what a line set to the standard category starts at. */
  standardRate: number | undefined;
}) {
  const lines = (form.get('lines') as LineValues[] | undefined) ?? [];
  const digits = currency ? currencyDigits(currency) : 2;
  const setLines = (next: LineValues[]) => form.set('lines', next);
  const patch = (i: number, change: Partial<LineValues>) =>
    setLines(lines.map((l, n) => (n === i ? { ...l, ...change } : l)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...lines];
    const [line] = next.splice(i, 1);
    if (line) next.splice(i + by, 0, line);
    setLines(next);
  };
  const used = new Set(lines.map((l) => l.lineTypeId));
  const typeChoices = lineTypes
    .filter((t) => t.isActive || used.has(t.id))
    .map((t) => ({ value: t.id, label: t.isActive ? t.name : `${t.name} (inactive)` }));
  const shown = (amount: number) => (currency ? money(amount, currency) : (amount / 100).toFixed(2));
  const error = (i: number, field: string) => form.error(`lines.${i}.${field}`);
  const totals = linesVat(lines, vatDefault);
  /** The standard category starts at the rate the line had, the customer's, or the seller's; others at 0 %. */
  const pickCategory = (i: number, line: LineValues, category: VatCategory) => {
    const rate =
      category !== 'S'
        ? 0
        : line.vatCategory === 'S' && line.vatRate
          ? line.vatRate
          : vatDefault?.category === 'S'
            ? vatDefault.rate
            : (standardRate ?? null);
    patch(i, { vatCategory: category, vatRate: rate });
  };

  return (
    <div className="form-field form-field--full">
      <div className="invoice-lines__scroll">
        <table className="invoice-lines">
          <caption className="sr-only">Invoice lines</caption>
          <thead>
            <tr>
              <th scope="col">Line type</th>
              <th scope="col">Description</th>
              <th scope="col" className="cell-number">
                Quantity
              </th>
              <th scope="col" className="cell-number">
                Unit price{currency ? ` (${currency})` : ''}
              </th>
              <th scope="col">VAT category</th>
              <th scope="col" className="cell-number">
                VAT rate (%)
              </th>
              <th scope="col" className="cell-number">
                Amount
              </th>
              <th scope="col">
                <span className="sr-only">Line actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={8} className="cell-muted">
                  No lines yet. An invoice needs at least one line to be opened.
                </td>
              </tr>
            )}
            {lines.map((line, i) => {
              const n = i + 1;
              const amount = (line.quantity ?? 0) * (line.unitPrice ?? 0);
              return (
                <tr key={line.id ?? `new-${i}`}>
                  <td className="invoice-lines__type">
                    <Dropdown
                      aria-label={`Line ${n} type`}
                      value={line.lineTypeId}
                      options={typeChoices}
                      optionLabel="label"
                      optionValue="value"
                      placeholder="Choose"
                      showClear={line.lineTypeId !== null}
                      aria-invalid={!!error(i, 'lineTypeId')}
                      className={error(i, 'lineTypeId') ? 'p-invalid' : undefined}
                      onChange={(event) => {
                        const type = lineTypes.find((t) => t.id === event.value);
                        patch(i, {
                          lineTypeId: event.value ?? null,
                          // A blank description takes the type's name, which the person may change.
                          ...(type && !line.description ? { description: type.name } : {}),
                        });
                      }}
                    />
                    <LineError text={error(i, 'lineTypeId')} />
                  </td>
                  <td className="invoice-lines__desc">
                    <InputText
                      aria-label={`Line ${n} description`}
                      value={line.description}
                      maxLength={500}
                      aria-invalid={!!error(i, 'description')}
                      onChange={(event) => patch(i, { description: event.target.value })}
                    />
                    <LineError text={error(i, 'description')} />
                  </td>
                  <td className="invoice-lines__qty">
                    <InputNumber
                      aria-label={`Line ${n} quantity`}
                      value={line.quantity}
                      useGrouping={false}
                      min={0}
                      aria-invalid={!!error(i, 'quantity')}
                      className={error(i, 'quantity') ? 'p-invalid' : undefined}
                      // onChange follows each key (the total as it is typed); onValueChange the spin and blur.
                      onChange={(event) => patch(i, { quantity: event.value ?? null })}
                      onValueChange={(event) => patch(i, { quantity: event.value ?? null })}
                    />
                    <LineError text={error(i, 'quantity')} />
                  </td>
                  <td className="invoice-lines__price">
                    <PriceInput
                      aria-label={`Line ${n} unit price`}
                      value={line.unitPrice}
                      digits={digits}
                      aria-invalid={!!error(i, 'unitPrice')}
                      className={error(i, 'unitPrice') ? 'p-invalid' : undefined}
                      onChange={(unitPrice) => patch(i, { unitPrice })}
                    />
                    <LineError text={error(i, 'unitPrice')} />
                  </td>
                  <td className="invoice-lines__vat">
                    <Dropdown
                      aria-label={`Line ${n} VAT category`}
                      value={line.vatCategory ?? vatDefault?.category ?? null}
                      options={categoryChoices}
                      optionLabel="label"
                      optionValue="value"
                      placeholder="Customer default"
                      valueTemplate={(choice: { value: VatCategory } | null, props) =>
                        choice ? (
                          <span title={`${choice.value} · ${vatCategoryLabels[choice.value]}`}>
                            {shortCategory[choice.value]}
                          </span>
                        ) : (
                          props.placeholder
                        )
                      }
                      aria-invalid={!!error(i, 'vatCategory')}
                      className={error(i, 'vatCategory') ? 'p-invalid' : undefined}
                      onChange={(event) => pickCategory(i, line, event.value as VatCategory)}
                    />
                    <LineError text={error(i, 'vatCategory')} />
                  </td>
                  <td className="invoice-lines__rate">
                    <InputNumber
                      aria-label={`Line ${n} VAT rate`}
                      value={line.vatCategory ? (line.vatRate ?? null) : (vatDefault?.rate ?? null)}
                      // Only the standard category has a rate of its own; the others are at 0 %.
                      disabled={(line.vatCategory ?? vatDefault?.category) !== 'S'}
                      mode="decimal"
                      minFractionDigits={0}
                      maxFractionDigits={2}
                      min={0}
                      max={100}
                      suffix=" %"
                      aria-invalid={!!error(i, 'vatRate')}
                      className={error(i, 'vatRate') ? 'p-invalid' : undefined}
                      onChange={(event) =>
                        patch(i, {
                          vatCategory: line.vatCategory ?? vatDefault?.category,
                          vatRate: event.value ?? null,
                        })
                      }
                      onValueChange={(event) =>
                        patch(i, {
                          vatCategory: line.vatCategory ?? vatDefault?.category,
                          vatRate: event.value ?? null,
                        })
                      }
                    />
                    <LineError text={error(i, 'vatRate')} />
                  </td>
                  <td className="cell-number" data-testid={`line-${n}-amount`}>
                    {shown(amount)}
                  </td>
                  <td className="invoice-lines__actions">
                    <button
                      type="button"
                      className="p-button p-button-text p-button-sm p-button-icon-only"
                      aria-label={`Move line ${n} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <span className="pi pi-arrow-up" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="p-button p-button-text p-button-sm p-button-icon-only"
                      aria-label={`Move line ${n} down`}
                      disabled={i === lines.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <span className="pi pi-arrow-down" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="p-button p-button-text p-button-sm p-button-danger p-button-icon-only"
                      aria-label={`Remove line ${n}`}
                      onClick={() => setLines(lines.filter((_, k) => k !== i))}
                    >
                      <span className="pi pi-trash" aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot aria-live="polite">
            <tr className="invoice-lines__subtotal">
              <td colSpan={6} className="cell-number">
                Net
              </td>
              <td className="cell-number" data-testid="invoice-net">
                {shown(totals.net)}
              </td>
              <td />
            </tr>
            {totals.taxBreakdown.map((group) => (
              <tr key={`${group.category}-${group.rate}`} className="invoice-lines__subtotal">
                <td colSpan={6} className="cell-number">
                  {vatGroupLabel(group)} on {shown(group.taxable)}
                </td>
                <td className="cell-number" data-testid={`invoice-vat-${group.category}-${group.rate}`}>
                  {shown(group.tax)}
                </td>
                <td />
              </tr>
            ))}
            <tr>
              <td colSpan={6} className="cell-number">
                Total
              </td>
              <td className="cell-number" data-testid="invoice-total">
                {shown(totals.gross)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <button
        type="button"
        className="p-button p-component p-button-outlined p-button-sm invoice-lines__add"
        onClick={() => setLines([...lines, emptyLine(vatDefault)])}
      >
        <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
        <span className="p-button-label">Add line</span>
      </button>
      {form.error('lines') && (
        <p className="form-field__error" role="alert">
          {form.error('lines')}
        </p>
      )}
    </div>
  );
}

function LineError({ text }: { text: string | undefined }) {
  return text ? <span className="form-field__error">{text}</span> : null;
}
