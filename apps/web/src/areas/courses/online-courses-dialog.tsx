// The online (self-paced) courses, maintained from the Courses screen: find by code or name, add, edit.

import type { OnlineCourseRow } from '@eco/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { ActionsHeader } from '../../lib/actions-header';
import { DialogPager } from '../../lib/dialog-pager';
import { EmptyRow } from '../../lib/empty-row';
import { plural } from '../../lib/format';
import { Modal } from '../../lib/modal';
import { StatusTag } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { OnlineCourseDialog, type OnlineCourseTarget } from './online-course-dialog';
import { onlineCoursesQueryOptions } from './queries';

const PAGE_SIZE = 25;

export function OnlineCoursesDialog({ open, onHide }: { open: boolean; onHide: () => void }) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ search: undefined as string | undefined, page: 1, pageSize: PAGE_SIZE });
  const list = useQuery({ ...onlineCoursesQueryOptions(query), enabled: open, placeholderData: keepPreviousData });
  const held = useHeldCapabilities();
  const [target, setTarget] = useState<OnlineCourseTarget | null>(null);
  const rows = list.data?.results ?? [];
  const total = list.data?.totalRowCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Modal open={open} title="Online courses" width="lg" hideOk onHide={onHide}>
      <form
        className="dialog-toolbar"
        aria-label="Find online courses"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ search: text.trim() || undefined, page: 1, pageSize: PAGE_SIZE });
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Code or name
        </label>
        <InputText
          id={searchId}
          className="p-inputtext-sm"
          placeholder="Code or name contains…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="p-button p-button-outlined p-button-sm">
          Search
        </button>
        <span className="dialog-toolbar__count">{plural(total, 'online course')}</span>
        {held.has('canCreateCourses') && (
          <button
            type="button"
            className="p-button p-button-sm"
            onClick={() => setTarget({ id: null, courseId: null })}
          >
            <span className="p-button-icon p-button-icon-left pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">New online course</span>
          </button>
        )}
      </form>
      <table className="simple-table" aria-busy={list.isFetching}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">Language</th>
            <th scope="col" className="cell-number">
              Access
            </th>
            <th scope="col">Teaches</th>
            <th scope="col">Status</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <EmptyRow columns={7}>{list.isPending ? 'Loading...' : 'No online courses match.'}</EmptyRow>
          )}
          {rows.map((row: OnlineCourseRow) => (
            <tr key={row.id} className={row.isActive ? undefined : 'row--muted'}>
              <td className="cell-code">{row.code}</td>
              <td>{row.name}</td>
              <td>{row.languageId.toUpperCase()}</td>
              <td className="cell-number">{row.accessDays} days</td>
              <td>{row.courseCode ?? '—'}</td>
              <td>
                <StatusTag tone={row.isActive ? 'success' : 'neutral'}>
                  {row.isActive ? 'Active' : 'Inactive'}
                </StatusTag>
              </td>
              <td className="cell-actions">
                {held.has('canUpdateCourses') && (
                  <button
                    type="button"
                    className="p-button p-button-text p-button-sm"
                    aria-label={`Edit online course ${row.code}`}
                    onClick={() => setTarget({ id: row.id })}
                  >
                    <span className="p-button-icon pi pi-pencil" aria-hidden="true" />
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <DialogPager small page={query.page} pages={pages} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
      <OnlineCourseDialog target={target} onHide={() => setTarget(null)} />
    </Modal>
  );
}
