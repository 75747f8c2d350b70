// A unit price typed in major units of the invoice's currency (495.50, or -98.50 for a discount) and
// kept in minor units. Plain text while typing, so a leading minus or a decimal point half-typed stays
// as typed; the amount follows each key; on leaving the box it is shown with the currency's decimals.
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';

const PRICE = /^-?\d*(?:[.,]\d*)?$/;

const textOf = (minor: number | null, digits: number) => (minor === null ? '' : (minor / 10 ** digits).toFixed(digits));

export function PriceInput({
  value,
  digits,
  onChange,
  ...aria
}: {
  value: number | null;
  digits: number;
  onChange: (minor: number | null) => void;
  'aria-label': string;
  'aria-invalid': boolean;
  className?: string;
}) {
  const [text, setText] = useState(() => textOf(value, digits));
  // A value set from outside (a reload, another currency's decimals) shows as such.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the stored value or decimals change.
  useEffect(() => {
    const typed = Number.parseFloat(text.replace(',', '.'));
    const same = value === null ? text === '' || text === '-' : Math.round(typed * 10 ** digits) === value;
    if (!same) setText(textOf(value, digits));
  }, [value, digits]);
  return (
    <InputText
      {...aria}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (!PRICE.test(next)) return;
        setText(next);
        const number = Number.parseFloat(next.replace(',', '.'));
        onChange(Number.isFinite(number) ? Math.round(number * 10 ** digits) : null);
      }}
      onBlur={() => setText(textOf(value, digits))}
    />
  );
}
