// Edit Class Marker Category (/questions/class-marker-categories/{id}/edit): its name and parent (saving
// queues the change for the platform), its archive state, and its usages: the questions filed under it
// and the tests they belong to. Read-only without canUpdateClassMarkerCategories.
import { type ClassMarkerCategory, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { BackLink } from '../../../lib/back-link';
import { BusyButton } from '../../../lib/busy-button';
import { formatDate } from '../../../lib/dates';
import { formApi } from '../../../lib/form/form-api';
import { PageHeader } from '../../../lib/page-header';
import { RecordLoader } from '../../../lib/record-loader';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import './categories.css';
import {
  categoryListQueryOptions,
  categoryQueryOptions,
  categoryUsagesQueryOptions,
  refreshCategories,
} from './queries';

const route = getRouteApi('/_questions/questions/class-marker-categories/$classMarkerCategoryId/edit');

function Usages({ id }: { id: number }) {
  const query = useQuery(categoryUsagesQueryOptions(id));
  const usages = query.data;
  if (!usages) return <p className="cell-muted">Reading where it is used...</p>;
  return (
    <section aria-labelledby="usages-title">
      <h2 id="usages-title">Usages</h2>
      <h3>Tests</h3>
      {usages.assessments.length === 0 ? (
        <p className="cell-muted">No test uses its questions.</p>
      ) : (
        <ul>
          {usages.assessments.map((a) => (
            <li key={a.id}>
              {a.code} — {a.name} ({a.questionCount} {a.questionCount === 1 ? 'question' : 'questions'})
            </li>
          ))}
        </ul>
      )}
      <h3>Questions ({usages.questions.length})</h3>
      {usages.questions.length === 0 ? (
        <p className="cell-muted">No question is filed under it.</p>
      ) : (
        <table className="simple-table">
          <caption className="sr-only">Questions filed under this category</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Type</th>
              <th scope="col">State</th>
              <th scope="col">Prompt</th>
            </tr>
          </thead>
          <tbody>
            {usages.questions.map((q) => (
              <tr key={q.id}>
                <td>
                  <Link to="/questions/$id/edit" params={{ id: String(q.id) }}>
                    {q.id}
                  </Link>
                </td>
                <td>{q.type}</td>
                <td>{q.isDeleted ? 'Deleted' : q.state}</td>
                <td>{q.prompt}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CategoryForm({ category, canChange }: { category: ClassMarkerCategory; canChange: boolean }) {
  const parents = useQuery(categoryListQueryOptions(category.languageId, true)).data?.parentCategories ?? [];
  const [name, setName] = useState(category.name);
  const [parentId, setParentId] = useState(category.parentCategoryId);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<'save' | 'archive' | null>(null);

  const failed = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 400) setErrors(error.fieldErrors);
    if (error.status === 409)
      toast.error('Someone else changed this category meanwhile: it shows as it is now.', 'Not saved');
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('save');
    setErrors({});
    try {
      await formApi(contract.questions.categories.updateCategory, {
        params: { id: category.id },
        body: { name, parentCategoryId: parentId, version: category.version },
      });
      toast.success('Saved; the change is queued for the platform.', 'Saved');
    } catch (error) {
      failed(error);
    } finally {
      await refreshCategories();
      setBusy(null);
    }
  };
  const toggleArchive = async () => {
    setBusy('archive');
    try {
      const c = contract.questions.categories;
      await api(category.isArchived ? c.unarchiveCategory : c.archiveCategory, {
        params: { id: category.id },
        body: { version: category.version },
      });
      toast.success(category.isArchived ? 'The category is available again.' : 'The category is archived.');
    } catch (error) {
      failed(error);
    } finally {
      await refreshCategories();
      setBusy(null);
    }
  };
  const fieldError = (field: string) =>
    errors[field]?.length ? (
      <small id={`category-${field}-error`} className="form-field__error" role="alert">
        {errors[field]?.join(' ')}
      </small>
    ) : null;

  return (
    <form className="category-form" onSubmit={(e) => void save(e)} aria-label="Category">
      <div className="form-field">
        <label htmlFor="category-name">Name</label>
        <input
          id="category-name"
          className="p-inputtext p-component"
          value={name}
          maxLength={255}
          readOnly={!canChange}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'category-name-error' : undefined}
        />
        {fieldError('name')}
      </div>
      <div className="form-field">
        <label htmlFor="category-parent">Parent category</label>
        <select
          id="category-parent"
          className="p-inputtext p-component"
          value={parentId}
          disabled={!canChange}
          onChange={(e) => setParentId(Number(e.target.value))}
          aria-invalid={errors.parentCategoryId ? true : undefined}
          aria-describedby={errors.parentCategoryId ? 'category-parentCategoryId-error' : undefined}
        >
          {(parents.length ? parents : [{ id: category.parentCategoryId, name: category.parentCategoryName }]).map(
            (p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ),
          )}
        </select>
        {fieldError('parentCategoryId')}
      </div>
      <p>
        <strong>Archive state:</strong>{' '}
        {category.isArchived ? `Archived on ${formatDate(category.archivedAt)}` : 'Available'}
        {' · '}
        <strong>Platform id:</strong> {category.providerId ?? 'not on the platform yet'}
        {category.syncState ? ` · Sync: ${category.syncState}` : ''}
      </p>
      {canChange && (
        <div className="import-actions">
          <BusyButton type="submit" label="Save" icon="pi pi-save" busy={busy === 'save'} disabled={busy !== null} />
          <BusyButton
            type="button"
            label={category.isArchived ? 'Unarchive' : 'Archive'}
            icon={category.isArchived ? 'pi pi-replay' : 'pi pi-inbox'}
            busy={busy === 'archive'}
            busyText={category.isArchived ? 'Unarchiving...' : 'Archiving...'}
            disabled={busy !== null}
            outlined
            onClick={() => void toggleArchive()}
          />
        </div>
      )}
    </form>
  );
}

export function ClassMarkerCategoryEdit() {
  const { classMarkerCategoryId } = route.useParams();
  const id = /^\d+$/.test(classMarkerCategoryId) ? Number(classMarkerCategoryId) : 0;
  const query = useQuery(categoryQueryOptions(id));
  const canChange = useHeldCapabilities().has('canUpdateClassMarkerCategories');
  const category = query.data;
  return (
    <div className="classmarker-category-edit">
      <PageHeader
        back={<BackLink to="/questions/class-marker-categories" label="Class Marker Categories" />}
        subtitle={category ? `${category.parentCategoryName} › ${category.name} (${category.languageId})` : undefined}
      />
      {!category ? (
        <RecordLoader query={query} what="ClassMarker category" />
      ) : (
        <>
          <CategoryForm key={`${category.id}-${category.version}`} category={category} canChange={canChange} />
          <Usages id={category.id} />
        </>
      )}
    </div>
  );
}
