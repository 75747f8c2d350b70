// Adds or edits one online (self-paced) course: code, name, language, days of access an enrollment
// gives, the instructor-led course it teaches online, and whether it is offered. Deactivate rather than
// delete: enrollments and enrollment codes refer to it.
import { type OnlineCourseDetail, onlineCourseInput, onlineCourseUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '../../lib/form/fields';
import { FormDialog, type FormDialogProps } from '../../lib/form/form-dialog';
import { NumberField } from '../../lib/form/number-field';
import { SwitchField } from '../../lib/form/switch-field';
import { useForm } from '../../lib/form/use-form';
import { CoursePicker } from '../../lib/pickers/course-picker';
import { fromLookup } from '../../lib/pickers/list-state';
import {
  allCoursesQueryOptions,
  courseLookupQueryOptions,
  createOnlineCourse,
  onlineCourseQueryOptions,
  updateOnlineCourse,
} from './queries';

/** An online course to edit (by id), or a new one, optionally for a course. */
export type OnlineCourseTarget = { id: number } | { id: null; courseId: number | null };

export function OnlineCourseDialog({ target, onHide }: { target: OnlineCourseTarget | null; onHide: () => void }) {
  const existing = useQuery({ ...onlineCourseQueryOptions(target?.id ?? 0), enabled: !!target?.id });
  if (!target) return null;
  if (target.id === null) return <CreateOnline courseId={target.courseId} onHide={onHide} />;
  if (!existing.data) return null;
  return <EditOnline key={existing.data.id} online={existing.data} onHide={onHide} />;
}

function CreateOnline({ courseId, onHide }: { courseId: number | null; onHide: () => void }) {
  const form = useForm({
    schema: onlineCourseInput,
    initial: { code: '', name: '', languageId: 'en', accessDays: 365, courseId, isActive: true },
    onSubmit: createOnlineCourse,
    successMessage: (saved) => `Online course ${saved.code} added.`,
    onSaved: onHide,
  });
  return <OnlineForm form={form} title="New online course" okLabel="Add online course" onHide={onHide} />;
}

const valuesOf = (online: OnlineCourseDetail) => ({
  code: online.code,
  name: online.name,
  languageId: online.languageId,
  accessDays: online.accessDays,
  courseId: online.courseId,
  isActive: online.isActive,
  version: online.version,
});

function EditOnline({ online, onHide }: { online: OnlineCourseDetail; onHide: () => void }) {
  const existing = useQuery(onlineCourseQueryOptions(online.id));
  const form = useForm({
    schema: onlineCourseUpdate,
    initial: valuesOf(online),
    onSubmit: (body) => updateOnlineCourse(online.id, body),
    successMessage: (saved) => `Online course ${saved.code} saved.`,
    onSaved: onHide,
  });
  return (
    <OnlineForm
      form={form}
      title={`Edit online course ${online.code}`}
      okLabel="Save"
      onHide={onHide}
      onReload={async () => {
        const fresh = await existing.refetch();
        if (fresh.data) form.reset(valuesOf(fresh.data));
      }}
    />
  );
}

/** The fields of an online course (create or update values) in a form dialog. */
function OnlineForm({ form, title, okLabel, onHide, onReload }: Omit<FormDialogProps, 'children'>) {
  const lookup = useQuery(courseLookupQueryOptions);
  const courses = useQuery(allCoursesQueryOptions);
  return (
    <FormDialog form={form} title={title} okLabel={okLabel} onHide={onHide} onReload={onReload}>
      <TextField form={form} name="code" label="Code" required upper placeholder="e.g. PSM-OL" />
      <TextField form={form} name="name" label="Name" required />
      <SelectField
        form={form}
        name="languageId"
        label="Language"
        required
        inDialog
        options={(lookup.data?.languages ?? []).map((l) => ({ value: l.id, label: l.name }))}
      />
      <NumberField form={form} name="accessDays" label="Access" required min={1} max={3650} unit={['day']} />
      <CoursePicker
        form={form}
        name="courseId"
        label="Teaches the course"
        className="form-field--full"
        clearable
        inDialog
        placeholder="None"
        help="The instructor-led course it teaches online, if any."
        {...fromLookup(courses, (all) => all)}
      />
      <SwitchField form={form} name="isActive" label="Offered (active)" />
    </FormDialog>
  );
}
