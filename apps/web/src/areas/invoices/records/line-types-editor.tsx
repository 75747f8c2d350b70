// Edit Line Types (/invoices/line-types): the kinds of invoice line in the order the pickers show them.
// Add, rename, move up or down (buttons, usable from the keyboard), deactivate; all saved together. A
// type in use is never removed, only deactivated: lines keep it, new lines cannot pick it.
import { type InvoiceLineType, invoiceLineTypesInput } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { FormGuards } from '../../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../../lib/form/form-layout';
import { useForm } from '../../../lib/form/use-form';
import { PageHeader } from '../../../lib/page-header';
import { queryClient } from '../../../lib/query-client';
import { RecordLoader } from '../../../lib/record-loader';
import '../invoices.css';
import { lineTypesQueryOptions, saveLineTypes } from '../queries';

interface Row {
  id?: number;
  version?: number;
  name: string;
  isActive: boolean;
}

const valuesOf = (types: InvoiceLineType[]) => ({
  lineTypes: types.map((t): Row => ({ id: t.id, version: t.version, name: t.name, isActive: t.isActive })),
});

export function LineTypesEditor() {
  const query = useQuery(lineTypesQueryOptions);
  if (!query.data) return <RecordLoader query={query} what="line types" />;
  return <LineTypesForm types={query.data.lineTypes} />;
}

function LineTypesForm({ types }: { types: InvoiceLineType[] }) {
  const form = useForm({
    schema: invoiceLineTypesInput,
    initial: valuesOf(types),
    onSubmit: saveLineTypes,
    successMessage: () => 'Line types saved.',
    onSaved: (saved) => form.reset(valuesOf(saved.lineTypes)),
  });
  const rows = (form.get('lineTypes') as Row[]) ?? [];
  const used = new Map(types.map((t) => [t.id, t.lineCount]));
  const setRows = (next: Row[]) => form.set('lineTypes', next);
  const patch = (i: number, change: Partial<Row>) => setRows(rows.map((r, n) => (n === i ? { ...r, ...change } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(i, 1);
    if (row) next.splice(i + by, 0, row);
    setRows(next);
  };

  return (
    <div className="line-types">
      <PageHeader subtitle="The kinds of line an invoice may have, in the order they are offered." />
      <RecordForm form={form} label="Line types">
        <FormSection title="Line types" description="Deactivated types stay on the lines that use them.">
          <div className="invoice-lines__scroll form-field--full">
            <table className="invoice-lines">
              <caption className="sr-only">Line types in display order</caption>
              <thead>
                <tr>
                  <th scope="col" className="line-types__name">
                    Name
                  </th>
                  <th scope="col">Active</th>
                  <th scope="col" className="cell-number">
                    Lines
                  </th>
                  <th scope="col">
                    <span className="sr-only">Order</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => {
                  const label = row.name || `new line type ${i + 1}`;
                  const error = form.error(`lineTypes.${i}.name`);
                  return (
                    <tr key={row.id ?? `new-${i}`} className={row.isActive ? undefined : 'line-types__row--inactive'}>
                      <td>
                        <InputText
                          aria-label={`Name of line type ${i + 1}`}
                          value={row.name}
                          maxLength={80}
                          aria-invalid={!!error}
                          className={error ? 'p-invalid' : undefined}
                          onChange={(event) => patch(i, { name: event.target.value })}
                        />
                        {error && <span className="form-field__error">{error}</span>}
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${label} is active`}
                          checked={row.isActive}
                          onChange={(event) => patch(i, { isActive: event.target.checked })}
                        />
                      </td>
                      <td className="cell-number">{row.id ? (used.get(row.id) ?? 0) : '—'}</td>
                      <td className="invoice-lines__actions">
                        <button
                          type="button"
                          className="p-button p-button-text p-button-sm p-button-icon-only"
                          aria-label={`Move ${label} up`}
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                        >
                          <span className="pi pi-arrow-up" aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="p-button p-button-text p-button-sm p-button-icon-only"
                          aria-label={`Move ${label} down`}
                          disabled={i === rows.length - 1}
                          onClick={() => move(i, 1)}
                        >
                          <span className="pi pi-arrow-down" aria-hidden="true" />
                        </button>
                        {row.id === undefined && (
                          <button
                            type="button"
                            className="p-button p-button-text p-button-sm p-button-danger p-button-icon-only"
                            aria-label={`Remove ${label}`}
                            onClick={() => setRows(rows.filter((_, n) => n !== i))}
                          >
                            <span className="pi pi-times" aria-hidden="true" />
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="form-field--full">
            <button
              type="button"
              className="p-button p-component p-button-outlined p-button-sm"
              onClick={() => setRows([...rows, { name: '', isActive: true }])}
            >
              <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
              <span className="p-button-label">Add line type</span>
            </button>
          </div>
        </FormSection>
        <FormActions form={form} saveLabel="Save line types" />
      </RecordForm>
      <FormGuards
        form={form}
        what="the line types"
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...lineTypesQueryOptions, staleTime: 0 });
          form.reset(valuesOf(fresh.lineTypes));
        }}
      />
    </div>
  );
}
