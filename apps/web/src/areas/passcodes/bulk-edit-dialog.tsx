// Bulk edit of the selected passcodes: tick the fields to change and give their new value; only those
// are set on every code (empty clears a field). The server refuses per code what breaks a rule (a revoked
// code made active, the SKU of a redeemed code) and changes the rest.
import { type contract, passcodeBulkSet, type RequestOf } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { issuesToErrors } from '../../lib/form/paths';
import { formatCount } from '../../lib/format';
import { lookupChoices } from '../../lib/lookup';
import { Modal } from '../../lib/modal';
import { productChoices } from '../../lib/pickers/choices';
import { Switch } from '../../lib/switch';
import { passcodeLookupQueryOptions } from './queries';

export type BulkSet = RequestOf<typeof contract.passcodes.bulkEdit>['body']['set'];
type Field = 'isActive' | 'sku' | 'partnerId' | 'classId' | 'orderNumber' | 'orderEmail' | 'studentEmail' | 'admId';

const empty: Record<Field, unknown> = {
  isActive: true,
  sku: null,
  partnerId: null,
  classId: '',
  orderNumber: '',
  orderEmail: '',
  studentEmail: '',
  admId: '',
};

export function BulkEditDialog({
  open,
  count,
  onConfirm,
  onHide,
}: {
  open: boolean;
  count: number;
  onConfirm: (set: BulkSet) => unknown;
  onHide: () => void;
}) {
  const lookup = useQuery(passcodeLookupQueryOptions);
  const [changing, setChanging] = useState<Set<Field>>(new Set());
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (open) {
      setChanging(new Set());
      setValues(empty);
      setErrors({});
    }
  }, [open]);

  const set = (field: Field, value: unknown) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChanging((c) => new Set(c).add(field));
  };
  const toggle = (field: Field, on: boolean) =>
    setChanging((c) => {
      const next = new Set(c);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });

  const build = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const field of changing) {
      const v = values[field];
      if (field === 'classId') out[field] = v === '' || v === null ? null : Number(v);
      else if (field === 'admId') out[field] = v === '' ? null : v;
      else out[field] = v;
    }
    return out;
  };

  const row = (field: Field, label: string, control: (id: string) => ReactNode) => (
    <BulkField
      field={field}
      label={label}
      on={changing.has(field)}
      onToggle={(on) => toggle(field, on)}
      error={errors[field]?.[0]}
      control={control}
    />
  );

  return (
    <Modal
      open={open}
      title={count === 1 ? 'Edit 1 passcode' : `Edit ${formatCount(count)} passcodes`}
      okLabel="Apply changes"
      okDisabled={changing.size === 0}
      onOk={() => {
        const checked = passcodeBulkSet.safeParse(build());
        if (!checked.success) {
          setErrors(issuesToErrors(checked.error.issues));
          return false;
        }
        return onConfirm(checked.data);
      }}
      onHide={onHide}
    >
      <p className="dialog-lead">Tick what to change. Empty clears the field on every selected code.</p>
      {errors._ && (
        <p className="form-field__error" role="alert">
          {errors._[0]}
        </p>
      )}
      <div className="bulk-edit">
        {row('isActive', 'Active', (id) => (
          <Switch id={id} checked={values.isActive === true} onChange={(checked) => set('isActive', checked)} />
        ))}
        {row('sku', 'SKU', (id) => (
          <Dropdown
            inputId={id}
            appendTo="self"
            value={values.sku}
            options={productChoices(lookup.data?.skus)}
            optionLabel="label"
            optionValue="value"
            filter
            placeholder="Choose"
            onChange={(event) => set('sku', event.value)}
          />
        ))}
        {row('partnerId', 'Partner', (id) => (
          <Dropdown
            inputId={id}
            appendTo="self"
            value={values.partnerId}
            options={lookupChoices(lookup.data?.partners)}
            optionLabel="label"
            optionValue="value"
            filter
            showClear
            placeholder="None"
            onChange={(event) => set('partnerId', event.value ?? null)}
          />
        ))}
        {row('classId', 'Class', (id) => (
          <InputText
            id={id}
            inputMode="numeric"
            value={String(values.classId ?? '')}
            onChange={(event) => set('classId', event.target.value.replace(/\D/g, ''))}
          />
        ))}
        {row('orderNumber', 'Order number', (id) => (
          <InputText id={id} value={String(values.orderNumber)} onChange={(e) => set('orderNumber', e.target.value)} />
        ))}
        {row('orderEmail', 'Order e-mail', (id) => (
          <InputText
            id={id}
            type="email"
            value={String(values.orderEmail)}
            onChange={(e) => set('orderEmail', e.target.value)}
          />
        ))}
        {row('studentEmail', 'Student e-mail', (id) => (
          <InputText
            id={id}
            type="email"
            value={String(values.studentEmail)}
            onChange={(e) => set('studentEmail', e.target.value)}
          />
        ))}
        {row('admId', 'Owner (admId)', (id) => (
          <InputText id={id} value={String(values.admId)} onChange={(e) => set('admId', e.target.value.trim())} />
        ))}
      </div>
    </Modal>
  );
}

function BulkField({
  field,
  label,
  on,
  onToggle,
  error,
  control,
}: {
  field: Field;
  label: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  error: string | undefined;
  control: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`bulk-edit__row${on ? ' bulk-edit__row--on' : ''}`} data-field={field}>
      <input
        type="checkbox"
        id={`${id}-change`}
        checked={on}
        onChange={(event) => onToggle(event.target.checked)}
        aria-label={`Change ${label.toLowerCase()}`}
      />
      <label htmlFor={id} className="bulk-edit__label">
        {label}
      </label>
      <div className="bulk-edit__control">
        {control(id)}
        {error && <small className="form-field__error">{error}</small>}
      </div>
    </div>
  );
}
