// Class Marker Categories (/questions/class-marker-categories): one language's parent categories and
// categories (archived ones on request), how many questions each files and whether it reached the
// platform; archive and unarchive, edit, an Import per language, and the sync queue panel. Changes need
// canUpdateClassMarkerCategories; a question author reads the screen only.
import { type ClassMarkerCategory, contract, languages } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { BusyButton } from '../../../lib/busy-button';
import { formatDate } from '../../../lib/dates';
import { PageHeader } from '../../../lib/page-header';
import { StatusTag } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { SyncPanel } from '../sync/sync-panel';
import './categories.css';
import { categoryListQueryOptions, refreshCategories } from './queries';

function ArchiveButton({ category }: { category: ClassMarkerCategory }) {
  const [busy, setBusy] = useState(false);
  const archive = !category.isArchived;
  const run = async () => {
    setBusy(true);
    try {
      const endpoint = archive
        ? contract.questions.categories.archiveCategory
        : contract.questions.categories.unarchiveCategory;
      await api(endpoint, { params: { id: category.id }, body: { version: category.version } }, { global: false });
      toast.success(
        `${category.name} is ${archive ? 'archived' : 'available again'}.`,
        archive ? 'Archived' : 'Unarchived',
      );
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 409
          ? 'Someone else changed this category meanwhile: the list shows it as it is now.'
          : 'The category could not be changed.';
      toast.error(message, 'Not changed');
    } finally {
      await refreshCategories();
      setBusy(false);
    }
  };
  return (
    <BusyButton
      label={archive ? 'Archive' : 'Unarchive'}
      icon={archive ? 'pi pi-inbox' : 'pi pi-replay'}
      busy={busy}
      busyText={archive ? 'Archiving...' : 'Unarchiving...'}
      outlined
      onClick={() => void run()}
    />
  );
}

function CategoryRow({ category, canChange }: { category: ClassMarkerCategory; canChange: boolean }) {
  return (
    <tr className={category.isArchived ? 'category-row--archived' : undefined}>
      <td>{category.parentCategoryName}</td>
      <td>
        <Link
          to="/questions/class-marker-categories/$classMarkerCategoryId/edit"
          params={{ classMarkerCategoryId: String(category.id) }}
        >
          {category.name}
        </Link>
        {category.isArchived && (
          <>
            {' '}
            <StatusTag tone="neutral">Archived {formatDate(category.archivedAt)}</StatusTag>
          </>
        )}
      </td>
      <td className="cell-number">{category.questionCount}</td>
      <td>{category.providerId ?? <span className="cell-muted">Not on the platform yet</span>}</td>
      <td>{category.syncState ?? ''}</td>
      <td>{canChange && <ArchiveButton category={category} />}</td>
    </tr>
  );
}

export function ClassMarkerCategories() {
  const [languageId, setLanguageId] = useState('en');
  const [includeArchived, setIncludeArchived] = useState(false);
  const query = useQuery(categoryListQueryOptions(languageId, includeArchived));
  const held = useHeldCapabilities();
  const canChange = held.has('canUpdateClassMarkerCategories');
  const list = query.data;
  const language = languages.find((l) => l.id === languageId)?.name ?? languageId;
  return (
    <div className="classmarker-categories">
      <PageHeader
        subtitle="The test platform's categories questions are filed under. Archiving hides a category in Eco only: the platform has no archive."
        actions={
          canChange && (
            <Link
              className="p-button p-component"
              to="/questions/class-marker-categories/import/$languageId"
              params={{ languageId }}
            >
              <span className="pi pi-upload" aria-hidden="true" /> Import {language} categories
            </Link>
          )
        }
      />
      <div className="categories-filters">
        <div className="form-field">
          <label htmlFor="category-language">Language</label>
          <select
            id="category-language"
            className="p-inputtext p-component"
            value={languageId}
            onChange={(e) => setLanguageId(e.target.value)}
          >
            {languages.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field categories-filters__archived">
          <input
            id="category-archived"
            type="checkbox"
            checked={includeArchived}
            onChange={(e) => setIncludeArchived(e.target.checked)}
          />
          <label htmlFor="category-archived">Show archived categories</label>
        </div>
      </div>
      {!list ? (
        <p className="cell-muted">
          {query.isError ? 'The categories could not be read.' : 'Reading the categories...'}
        </p>
      ) : (
        <>
          <p className="cell-muted">
            {list.parentCategories.length} parent {list.parentCategories.length === 1 ? 'category' : 'categories'},{' '}
            {list.results.length} {list.results.length === 1 ? 'category' : 'categories'}
            {includeArchived ? '' : ' (archived ones hidden)'}.
          </p>
          <table className="simple-table categories-table">
            <caption className="sr-only">{language} ClassMarker categories by parent category</caption>
            <thead>
              <tr>
                <th scope="col">Parent category</th>
                <th scope="col">Category</th>
                <th scope="col">Questions</th>
                <th scope="col">Platform id</th>
                <th scope="col">Sync</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.results.length === 0 && (
                <tr>
                  <td colSpan={6} className="cell-muted">
                    No {language} category{canChange ? ': import the platform’s export to add them.' : '.'}
                  </td>
                </tr>
              )}
              {list.results.map((category) => (
                <CategoryRow key={category.id} category={category} canChange={canChange} />
              ))}
            </tbody>
          </table>
        </>
      )}
      <SyncPanel />
    </div>
  );
}
