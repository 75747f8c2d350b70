// New Product (/classes/products/new) and Edit Product (/classes/products/$id/edit): SKU, name, kind and
// what it sells (a course's seat, an online course, an assessment attempt), price and currency.
import { type ProductDetail, productInput, productUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { BackLink, backTo, CancelLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { SelectField, TextField } from '../../lib/form/fields';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { MoneyField } from '../../lib/form/money-field';
import { editableIf } from '../../lib/form/read-only';
import { SwitchField } from '../../lib/form/switch-field';
import { type Form, useForm } from '../../lib/form/use-form';
import { plural } from '../../lib/format';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { PageHeader } from '../../lib/page-header';
import { CoursePicker } from '../../lib/pickers/course-picker';
import { fromLookup } from '../../lib/pickers/list-state';
import { OnlineCoursePicker } from '../../lib/pickers/online-course-picker';
import { queryClient } from '../../lib/query-client';
import { useRecordId } from '../../lib/record-id';
import { RecordLoader } from '../../lib/record-loader';
import { useHeldCapabilities } from '../../shell/profile';
import { createProduct, productLookupQueryOptions, productQueryOptions, updateProduct } from './queries';

const LIST = '/classes/products';
const editRoute = getRouteApi('/_classes/classes/products/$id/edit');

const blank = {
  sku: '',
  name: '',
  kind: 'class-seat' as const,
  // No price until one is typed (0 is a price): a save without one says 'Enter a price'.
  price: { amount: null as unknown as number, currency: 'USD' },
  courseId: null,
  onlineCourseId: null,
  assessmentCode: null,
  isActive: true,
};

const valuesOf = (p: ProductDetail) => ({
  sku: p.sku,
  name: p.name,
  kind: p.kind,
  price: { amount: p.price.amount, currency: p.price.currency },
  courseId: p.courseId,
  onlineCourseId: p.onlineCourseId,
  assessmentCode: p.assessmentCode,
  isActive: p.isActive,
  version: p.version,
});

/** Only the link the kind uses is sent: a seat names a course, and so on. */
function linksForKind<
  T extends { kind: string; courseId?: number | null; onlineCourseId?: number | null; assessmentCode?: string | null },
>(body: T): T {
  return {
    ...body,
    courseId: body.kind === 'class-seat' ? (body.courseId ?? null) : null,
    onlineCourseId: body.kind === 'online-course' ? (body.onlineCourseId ?? null) : null,
    assessmentCode: body.kind === 'assessment-attempt' ? (body.assessmentCode ?? null) : null,
  };
}

export function ProductCreate() {
  const navigate = useNavigate();
  const form = useForm({
    schema: productInput,
    initial: blank,
    onSubmit: (body) => createProduct(linksForKind(body)),
    successMessage: (p) => `Product ${p.sku} created.`,
    onSaved: () => void navigate(backTo(LIST)),
  });
  return (
    <>
      <PageHeader back={<BackLink to={LIST} label="Products" />} />
      <ProductFields form={form} saveLabel="Create product" />
      <FormGuards form={form} what="this product" />
    </>
  );
}

export function ProductEdit() {
  const id = useRecordId(editRoute.useParams().id);
  const product = useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!product.data) return <RecordLoader query={product} what="product" />;
  return <ProductEditForm key={product.data.id} product={product.data} />;
}

function ProductEditForm({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const held = useHeldCapabilities();
  const canEdit = held.has('canUpdateProducts');
  const form = editableIf(
    canEdit,
    useForm({
      schema: productUpdate,
      initial: valuesOf(product),
      onSubmit: (body) => updateProduct(product.id, linksForKind(body)),
      successMessage: (p) => `Product ${p.sku} saved.`,
      onSaved: () => void navigate(backTo(LIST)),
    }),
  );
  const lookup = useQuery(productLookupQueryOptions).data;
  return (
    <>
      <PageHeader
        title={canEdit ? undefined : 'Product'}
        back={<BackLink to={LIST} label="Products" />}
        subtitle={
          <>
            <span className="cell-code">{product.sku}</span> {product.name}
          </>
        }
      />
      <div className="record-layout">
        <ProductFields form={form} saveLabel="Save product" marketCount={product.markets.length} />
        <aside className="side-panel" aria-labelledby="product-markets-title">
          <h2 id="product-markets-title">Offered in</h2>
          {product.markets.length > 0 ? (
            <ul className="side-panel__list">
              {product.markets.map((m) => (
                <li key={m.countryCode}>
                  <span>{m.countryName}</span>
                  <span className="cell-code">{m.countryCode}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="side-panel__empty">No market offers it yet. Markets choose their products.</p>
          )}
          <p className="meta-line">
            Created {formatDateTime(product.createdAt)}
            <br />
            Last changed {formatDateTime(product.updatedAt)}
          </p>
        </aside>
      </div>
      {canReadHistory('product', held) && (
        <HistoryPanel
          entity="product"
          id={product.id}
          labels={{
            sku: 'SKU',
            priceAmount: 'Price',
            courseId: 'Course',
            onlineCourseId: 'Online course',
            assessmentCode: 'Assessment',
            isActive: 'Active',
          }}
          format={(field, value) => {
            if (field === 'priceAmount' && typeof value === 'number') return (value / 100).toFixed(2);
            if (field === 'kind') return lookup?.kinds.find((k) => k.id === value)?.name;
            if (field === 'courseId') return lookup?.courses.find((c) => c.id === value)?.code;
            if (field === 'onlineCourseId') return lookup?.onlineCourses.find((c) => c.id === value)?.code;
            return undefined;
          }}
        />
      )}
      <FormGuards
        form={form}
        what={`product ${product.sku}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...productQueryOptions(product.id), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}

function ProductFields({
  form,
  saveLabel,
  marketCount = 0,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: create or update values.
  form: Form<any>;
  saveLabel: string;
  marketCount?: number;
}) {
  const lookup = useQuery(productLookupQueryOptions);
  const data = lookup.data;
  const kind = form.get('kind');
  return (
    <RecordForm form={form} label="Product">
      <FormSection title="Product" description="The SKU is printed on orders and passcodes; it is stored in capitals.">
        <TextField form={form} name="sku" label="SKU" required upper placeholder="e.g. PSM-SEAT-USD" />
        <TextField form={form} name="name" label="Name" required placeholder="e.g. Professional Scrum Master seat" />
        <SelectField
          form={form}
          name="kind"
          label="Kind"
          required
          loading={lookup.isPending}
          options={(data?.kinds ?? []).map((k) => ({ value: k.id, label: k.name }))}
        />
        {kind === 'class-seat' && (
          <CoursePicker form={form} name="courseId" label="Course" required {...fromLookup(lookup, (l) => l.courses)} />
        )}
        {kind === 'online-course' && (
          <OnlineCoursePicker
            form={form}
            name="onlineCourseId"
            label="Online course"
            required
            {...fromLookup(lookup, (l) => l.onlineCourses)}
          />
        )}
        {kind === 'assessment-attempt' && (
          <TextField form={form} name="assessmentCode" label="Assessment" required placeholder="e.g. PSM I" />
        )}
      </FormSection>
      <FormSection
        title="Price"
        description="What one unit costs in its currency. Markets offer products in their own currency."
      >
        <MoneyField
          form={form}
          name="price"
          label="Price"
          required
          currencies={data?.currencies ?? []}
          help={
            marketCount > 0
              ? `Offered in ${plural(marketCount, 'market')}: they must use the same currency.`
              : undefined
          }
        />
      </FormSection>
      <FormSection title="Availability" description="Inactive products cannot be ordered or put on new codes.">
        <SwitchField form={form} name="isActive" label="Active" />
      </FormSection>
      <FormActions form={form} saveLabel={saveLabel} cancel={<CancelLink to={LIST} />} />
    </RecordForm>
  );
}
