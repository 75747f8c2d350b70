// An on/off switch: a native checkbox with role="switch", drawn as a switch. (PrimeReact's InputSwitch
// nests its switch input in an element with role="checkbox", which screen readers read twice.)
import type { InputHTMLAttributes } from 'react';

export function Switch({
  checked,
  onChange,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      {...rest}
      type="checkbox"
      role="switch"
      aria-checked={checked}
      className={`switch${className ? ` ${className}` : ''}`}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
