// An on/off form field: a switch with its label beside it, then its error and help line.
import '../../styles/toolkit.css';
import { useId } from 'react';
import { Switch } from '../switch';
import { describedByOf, FieldNotes } from './field-notes';
import type { FieldBase } from './fields';

/** An on/off switch with its label beside it. */
export function SwitchField({ form, name, label, help }: Omit<FieldBase, 'required'>) {
  const id = useId();
  const error = form.error(name);
  return (
    <div className="form-field form-field--switch">
      <div className="form-field__switch-row">
        <Switch
          id={id}
          checked={form.get(name) === true}
          onChange={(checked) => form.set(name, checked)}
          aria-describedby={describedByOf(id, error, help)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldNotes id={id} error={error} help={help} />
    </div>
  );
}
