// Course categories, maintained from the Courses screen: names and display order, with how many courses
// each holds; a category in use cannot be deleted (the server refuses it too).

import { type CourseCategory, courseCategoryInput, courseCategoryUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionsHeader } from '../../lib/actions-header';
import { ApiError } from '../../lib/api-error';
import { BusyButton } from '../../lib/busy-button';
import { reportDelete } from '../../lib/delete-result';
import { TextField } from '../../lib/form/fields';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { NumberField } from '../../lib/form/number-field';
import { useForm } from '../../lib/form/use-form';
import { plural } from '../../lib/format';
import { Modal } from '../../lib/modal';
import { toast } from '../../lib/toast';
import { confirmDelete } from '../../shell/confirm-delete';
import { useHeldCapabilities } from '../../shell/profile';
import { catalogueChanged, categoriesQueryOptions, createCategory, deleteCategory, updateCategory } from './queries';

export function CategoriesDialog({ open, onHide }: { open: boolean; onHide: () => void }) {
  const query = useQuery({ ...categoriesQueryOptions, enabled: open });
  const held = useHeldCapabilities();
  const [editing, setEditing] = useState<number | null>(null);
  const categories = query.data ?? [];
  const nextOrder = categories.reduce((max, c) => Math.max(max, c.sortOrder), 0) + 10;

  return (
    <Modal open={open} title="Course categories" width="lg" hideOk onHide={onHide}>
      <p className="dialog-lead">Categories group courses in lists and on the public site, in this order.</p>
      <table className="simple-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="cell-number">
              Order
            </th>
            <th scope="col" className="cell-number">
              Courses
            </th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {query.isPending && (
            <tr>
              <td colSpan={4}>Loading...</td>
            </tr>
          )}
          {categories.map((category) =>
            editing === category.id ? (
              <CategoryEditor key={category.id} category={category} onDone={() => setEditing(null)} />
            ) : (
              <tr key={category.id}>
                <td>{category.name}</td>
                <td className="cell-number">{category.sortOrder}</td>
                <td className="cell-number">{category.courseCount}</td>
                <td className="cell-actions">
                  {held.has('canUpdateCourses') && (
                    <>
                      <button
                        type="button"
                        className="p-button p-button-text p-button-sm"
                        aria-label={`Edit category ${category.name}`}
                        onClick={() => setEditing(category.id)}
                      >
                        <span className="p-button-icon pi pi-pencil" aria-hidden="true" />
                      </button>
                      <BusyButton
                        label={`Delete category ${category.name}`}
                        icon="pi pi-trash"
                        iconOnly
                        text
                        severity="danger"
                        className="p-button-sm"
                        disabledReason={
                          category.courseCount > 0
                            ? `In use: ${plural(category.courseCount, 'course')} filed under it`
                            : undefined
                        }
                        onClick={() => void removeCategory(category)}
                      />
                    </>
                  )}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {/* Once the categories are known: a new one goes after the last (not a duplicate 10). */}
      {held.has('canCreateCourses') && query.data && <AddCategory nextOrder={nextOrder} />}
    </Modal>
  );
}

async function removeCategory(category: CourseCategory) {
  await confirmDelete({
    what: `the category ${category.name}`,
    onConfirm: async () => {
      try {
        const result = await deleteCategory(category.id, category.version);
        if (reportDelete(result, `Error deleting category ${category.name}.`)) {
          toast.success(`Category ${category.name} deleted.`);
        }
      } catch (error) {
        if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not deleted');
      }
    },
  });
}

function CategoryEditor({ category, onDone }: { category: CourseCategory; onDone: () => void }) {
  const form = useForm({
    schema: courseCategoryUpdate,
    initial: { name: category.name, sortOrder: category.sortOrder, version: category.version },
    onSubmit: async (body) => {
      try {
        return await updateCategory(category.id, body);
      } catch (error) {
        // Changed meanwhile (the form says so): show the category as it is now.
        if (error instanceof ApiError && error.status === 409) {
          void catalogueChanged();
          onDone();
        }
        throw error;
      }
    },
    successMessage: (saved) => `Category ${saved.name} saved.`,
    onSaved: onDone,
  });
  return (
    <tr className="simple-table__editing">
      <td>
        <TextField form={form} name="name" label="Name" hideLabel autoFocus />
      </td>
      <td className="cell-number">
        <NumberField form={form} name="sortOrder" label="Order" hideLabel min={0} max={10_000} />
      </td>
      <td className="cell-number">{category.courseCount}</td>
      <td className="cell-actions">
        <BusyButton busy={form.saving} label="Save" className="p-button-sm" onClick={() => void form.submit()} />
        <button type="button" className="p-button p-button-text p-button-sm" onClick={onDone}>
          Cancel
        </button>
      </td>
    </tr>
  );
}

function AddCategory({ nextOrder }: { nextOrder: number }) {
  const form = useForm({
    schema: courseCategoryInput,
    initial: { name: '', sortOrder: nextOrder },
    onSubmit: (body) => createCategory(body),
    successMessage: (saved) => `Category ${saved.name} added.`,
    onSaved: () => form.reset({ name: '', sortOrder: nextOrder + 10 }),
  });
  return (
    <form className="inline-form" aria-label="Add a category" noValidate onSubmit={(event) => void form.submit(event)}>
      <TextField form={form} name="name" label="New category" placeholder="e.g. Agile Leadership" />
      <NumberField form={form} name="sortOrder" label="Order" min={0} max={10_000} />
      <BusyButton type="submit" busy={form.saving} label="Add category" icon="pi pi-plus" />
    </form>
  );
}
