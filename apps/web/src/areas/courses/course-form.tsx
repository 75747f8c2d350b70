// New Course (/classes/courses/new) and Edit Course (/classes/courses/$id/edit): the course's catalogue
// entry, checked with the contract's schema; the edit screen also lists the online courses that teach it.
import { type CourseDetail, courseInput, courseUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink, backTo, CancelLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { SelectField, TextAreaField, TextField } from '../../lib/form/fields';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { NumberField } from '../../lib/form/number-field';
import { editableIf } from '../../lib/form/read-only';
import { SwitchField } from '../../lib/form/switch-field';
import { type Form, useForm } from '../../lib/form/use-form';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { PageHeader } from '../../lib/page-header';
import { queryClient } from '../../lib/query-client';
import { useRecordId } from '../../lib/record-id';
import { RecordLoader } from '../../lib/record-loader';
import { StatusTag } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { CategoriesDialog } from './categories-dialog';
import { OnlineCourseDialog, type OnlineCourseTarget } from './online-course-dialog';
import { courseLookupQueryOptions, courseQueryOptions, createCourse, updateCourse } from './queries';

const LIST = '/classes/courses';
const editRoute = getRouteApi('/_classes/classes/courses/$id/edit');

const blank = {
  code: '',
  name: '',
  description: '',
  categoryId: null,
  courseType: 'instructor-led' as const,
  isBeta: false,
  isActive: true,
  defaultLanguageId: 'en' as const,
  durationDays: 2,
  assessmentCode: null,
  requiredLicenseId: null,
};

const valuesOf = (course: CourseDetail) => ({
  code: course.code,
  name: course.name,
  description: course.description,
  categoryId: course.categoryId,
  courseType: course.courseType,
  isBeta: course.isBeta,
  isActive: course.isActive,
  defaultLanguageId: course.defaultLanguageId,
  durationDays: course.durationDays,
  assessmentCode: course.assessmentCode,
  requiredLicenseId: course.requiredLicenseId,
  version: course.version,
});

export function CourseCreate() {
  const navigate = useNavigate();
  const form = useForm({
    schema: courseInput,
    initial: blank,
    onSubmit: createCourse,
    successMessage: (course) => `Course ${course.code} created.`,
    onSaved: () => void navigate(backTo(LIST)),
  });
  return (
    <>
      <PageHeader back={<BackLink to={LIST} label="Courses" />} />
      <CourseFields form={form} saveLabel="Create course" />
      <FormGuards form={form} what="this course" />
    </>
  );
}

export function CourseEdit() {
  const id = useRecordId(editRoute.useParams().id);
  const course = useQuery({ ...courseQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!course.data) return <RecordLoader query={course} what="course" />;
  return <CourseEditForm key={course.data.id} course={course.data} />;
}

function CourseEditForm({ course }: { course: CourseDetail }) {
  const navigate = useNavigate();
  const [online, setOnline] = useState<OnlineCourseTarget | null>(null);
  const live = useQuery(courseQueryOptions(course.id)).data ?? course;
  const held = useHeldCapabilities();
  const form = editableIf(
    held.has('canUpdateCourses'),
    useForm({
      schema: courseUpdate,
      initial: valuesOf(course),
      onSubmit: (body) => updateCourse(course.id, body),
      successMessage: (saved) => `Course ${saved.code} saved.`,
      onSaved: () => void navigate(backTo(LIST)),
    }),
  );
  const lookup = useQuery(courseLookupQueryOptions).data;

  return (
    <>
      <PageHeader
        back={<BackLink to={LIST} label="Courses" />}
        subtitle={
          <>
            <span className="cell-code">{course.code}</span> {course.name}
          </>
        }
      />
      <div className="record-layout">
        <CourseFields form={form} saveLabel="Save course" />
        <aside className="side-panel" aria-labelledby="online-courses-title">
          <h2 id="online-courses-title">Online courses</h2>
          {live.onlineCourses.length > 0 ? (
            <ul className="side-panel__list">
              {live.onlineCourses.map((o) => (
                <li key={o.id}>
                  <span className="cell-stack">
                    <span className="cell-code">{o.code}</span>
                    <span className="cell-muted">
                      {o.name} · {o.languageId.toUpperCase()}
                    </span>
                  </span>
                  <span className="tag-row">
                    {!o.isActive && <StatusTag tone="neutral">Inactive</StatusTag>}
                    {held.has('canUpdateCourses') && (
                      <button
                        type="button"
                        className="p-button p-button-text p-button-sm"
                        aria-label={`Edit online course ${o.code}`}
                        onClick={() => setOnline({ id: o.id })}
                      >
                        <span className="p-button-icon pi pi-pencil" aria-hidden="true" />
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="side-panel__empty">No online course teaches it yet.</p>
          )}
          {held.has('canCreateCourses') && (
            <button
              type="button"
              className="p-button p-button-outlined p-button-sm"
              onClick={() => setOnline({ id: null, courseId: course.id })}
            >
              <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
              <span className="p-button-label">Add online course</span>
            </button>
          )}
          <p className="meta-line">
            Created {formatDateTime(live.createdAt)}
            <br />
            Last changed {formatDateTime(live.updatedAt)}
          </p>
        </aside>
      </div>
      {canReadHistory('course', held) && (
        <HistoryPanel
          entity="course"
          id={course.id}
          labels={courseLabels}
          format={(field, value) => {
            if (field === 'categoryId') return lookup?.categories.find((c) => c.id === value)?.name;
            if (field === 'requiredLicenseId') return lookup?.licenses.find((l) => l.id === value)?.name;
            if (field === 'courseType') return lookup?.courseTypes.find((t) => t.id === value)?.name;
            if (field === 'defaultLanguageId') return lookup?.languages.find((l) => l.id === value)?.name;
            if (field === 'durationDays') return `${value} day${value === 1 ? '' : 's'}`;
            return undefined;
          }}
        />
      )}
      <OnlineCourseDialog
        target={online}
        onHide={() => {
          setOnline(null);
          void queryClient.invalidateQueries({ queryKey: courseQueryOptions(course.id).queryKey });
        }}
      />
      <FormGuards
        form={form}
        what={`course ${course.code}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...courseQueryOptions(course.id), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}

/** The form's labels, for the fields its history names. */
const courseLabels = {
  categoryId: 'Category',
  courseType: 'Course type',
  defaultLanguageId: 'Default language',
  durationDays: 'Duration',
  assessmentCode: 'Prepares for assessment',
  requiredLicenseId: 'Required license',
  isActive: 'Active',
  isBeta: 'Beta',
};

// biome-ignore lint/suspicious/noExplicitAny: create or update values.
function CourseFields({ form, saveLabel }: { form: Form<any>; saveLabel: string }) {
  const lookup = useQuery(courseLookupQueryOptions);
  const [categories, setCategories] = useState(false);
  const data = lookup.data;
  return (
    <>
      <RecordForm form={form} label="Course">
        <FormSection title="Course" description="How the course appears in the catalogue and on class listings.">
          <TextField
            form={form}
            name="code"
            label="Code"
            required
            upper
            placeholder="e.g. PSM"
            help="Letters and digits, e.g. PSPO-A."
          />
          <TextField form={form} name="name" label="Name" required placeholder="e.g. Professional Scrum Master" />
          <SelectField
            form={form}
            name="categoryId"
            label="Category"
            clearable
            placeholder="None"
            loading={lookup.isPending}
            options={(data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
            help={
              <button type="button" className="link-button" onClick={() => setCategories(true)}>
                Manage categories
              </button>
            }
          />
          <SelectField
            form={form}
            name="courseType"
            label="Course type"
            required
            options={(data?.courseTypes ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
          <SelectField
            form={form}
            name="defaultLanguageId"
            label="Default language"
            required
            options={(data?.languages ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
          <NumberField form={form} name="durationDays" label="Duration" required min={1} max={30} unit={['day']} />
          <TextAreaField form={form} name="description" label="Description" className="form-field--full" rows={4} />
        </FormSection>
        <FormSection
          title="Certification and licensing"
          description="The assessment the course prepares for, and the license a trainer must hold to teach it."
        >
          <TextField form={form} name="assessmentCode" label="Prepares for assessment" placeholder="e.g. PSM I" />
          <SelectField
            form={form}
            name="requiredLicenseId"
            label="Required license"
            clearable
            placeholder="None"
            options={(data?.licenses ?? []).map((l) => ({ value: l.id, label: l.name, inactive: !l.isActive }))}
          />
        </FormSection>
        <FormSection title="Availability" description="Inactive courses stay on old classes but cannot be scheduled.">
          <SwitchField form={form} name="isActive" label="Active" />
          <SwitchField
            form={form}
            name="isBeta"
            label="Beta"
            help="Shown as beta; classes need 'include beta courses'."
          />
        </FormSection>
        <FormActions form={form} saveLabel={saveLabel} cancel={<CancelLink to={LIST} />} />
      </RecordForm>
      {/* Outside the form: the dialog has forms of its own. */}
      <CategoriesDialog open={categories} onHide={() => setCategories(false)} />
    </>
  );
}
