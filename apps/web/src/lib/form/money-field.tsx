// A price: an amount typed in major units (495.00) and kept in the API's integer minor units (49500),
// with its ISO 4217 currency; the currency decides the decimals (JPY none, USD two).
import '../prime-defaults';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useId } from 'react';
import { currencyDigits } from '../format';
import { describedByOf, FieldNotes } from './field-notes';
import type { Form } from './use-form';

export interface CurrencyChoice {
  code: string;
  name: string;
  minorUnits: number;
}

export function MoneyField({
  form,
  name,
  label,
  currencies,
  required,
  currencyLocked,
  help,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form with a money value at `name`.
  form: Form<any>;
  /** The money object's path: `${name}.amount` and `${name}.currency`. */
  name: string;
  label: string;
  currencies: CurrencyChoice[];
  required?: boolean;
  /** e.g. while markets of this currency offer the product. */
  currencyLocked?: boolean;
  help?: string;
}) {
  const id = useId();
  const currency = (form.get(`${name}.currency`) as string | undefined) ?? '';
  const amount = form.get(`${name}.amount`) as number | null | undefined;
  const digits = currencies.find((c) => c.code === currency)?.minorUnits ?? currencyDigits(currency || 'USD');
  const amountError = form.error(`${name}.amount`);
  const currencyError = form.error(`${name}.currency`);
  const error = amountError ?? currencyError;
  const describedBy = describedByOf(id, error, help);

  return (
    <fieldset className={`form-field money-fieldset${error ? ' form-field--invalid' : ''}`}>
      <legend className="form-field__label">
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="money-field">
        <InputNumber
          inputId={`${id}-amount`}
          aria-label={`${label} amount`}
          aria-invalid={!!amountError}
          aria-describedby={describedBy}
          className={amountError ? 'p-invalid' : undefined}
          value={amount === null || amount === undefined ? null : amount / 10 ** digits}
          mode="decimal"
          minFractionDigits={digits}
          maxFractionDigits={digits}
          onValueChange={(event) =>
            form.set(
              `${name}.amount`,
              event.value === null || event.value === undefined ? null : Math.round(event.value * 10 ** digits),
            )
          }
        />
        <Dropdown
          inputId={`${id}-currency`}
          aria-label={`${label} currency`}
          aria-invalid={!!currencyError}
          className={currencyError ? 'p-invalid money-field__currency' : 'money-field__currency'}
          value={currency || null}
          options={currencies.map((c) => ({ value: c.code, label: c.code, title: c.name }))}
          optionLabel="label"
          optionValue="value"
          placeholder="Currency"
          filter
          filterBy="label,title"
          disabled={currencyLocked}
          itemTemplate={(option: { label: string; title: string }) => (
            <span>
              <strong>{option.label}</strong> <span className="cell-muted">{option.title}</span>
            </span>
          )}
          onChange={(event) => form.set(`${name}.currency`, event.value)}
        />
      </div>
      <FieldNotes id={id} error={error} help={help} />
    </fieldset>
  );
}
