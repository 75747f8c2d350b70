// Questions (/questions): the bank found by assessment, language, category, type, state and a text search
// in the prompt, feedback and answers (any language; the matches marked), 20 a page, every filter in the
// address. Tick questions to assign them to an assessment, see their statistics or review the staged
// ones.
import type { QuestionRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { totalOf } from '../../../lib/format';
import { LinkButton } from '../../../lib/link-button';
import { FilterBar, useFilterField } from '../../../lib/list/filter-bar';
import { SelectFilter, TextFilter } from '../../../lib/list/filter-fields';
import { ListTable } from '../../../lib/list/list-table';
import { useList } from '../../../lib/list/use-list';
import { PageHeader } from '../../../lib/page-header';
import { useHeldCapabilities } from '../../../shell/profile';
import { Highlighted, HighlightList } from './highlight';
import { NewQuestionMenu } from './new-question-menu';
import { questionListQueryOptions, questionLookupQueryOptions } from './queries';
import { QuestionBulkActions } from './question-bulk-actions';
import {
  queryFacetValues,
  questionSearch,
  questionStateValues,
  questionTypeLabels,
  questionTypeValues,
  stagedIntentValues,
} from './search';
import { SetFilter } from './set-filter';
import { QuestionStateTag } from './state-tag';
import './questions.css';

const route = getRouteApi('/_questions/questions/');

/** Yes/No for isDeleted, which is false (not "any") by default: deleted questions are asked for. */
function DeletedFilter() {
  const field = useFilterField('isDeleted');
  return (
    <div className="filter-field">
      <label htmlFor={field.id}>Deleted</label>
      <select
        id={field.id}
        className="p-inputtext p-component p-inputtext-sm question-native-select"
        value={field.value === true ? 'true' : 'false'}
        onChange={(event) => field.set(event.target.value === 'true')}
      >
        <option value="false">Not deleted</option>
        <option value="true">Deleted</option>
      </select>
    </div>
  );
}

function PromptCell({ row, canEdit }: { row: QuestionRow; canEdit: boolean }) {
  const prompt = row.highlights.find((h) => h.facet === 'Prompt');
  return (
    <div className="cell-stack">
      <Link
        to="/questions/$id/edit"
        params={{ id: String(row.id) }}
        className="cell-link question-prompt"
        aria-label={`${canEdit ? 'Edit' : 'View'} question ${row.id}: ${row.promptExcerpt}`}
      >
        {prompt ? <Highlighted segments={prompt.segments} /> : row.promptExcerpt || <em>No prompt yet</em>}
      </Link>
      <HighlightList highlights={row.highlights} />
    </div>
  );
}

export function QuestionsList() {
  const search = route.useSearch();
  const list = useList({
    spec: questionSearch,
    search,
    query: questionListQueryOptions,
    area: 'questions',
    path: '/questions',
  });
  const lookup = useQuery(questionLookupQueryOptions);
  const held = useHeldCapabilities();
  const canEdit = held.has('canUpdateQuestions');

  const language = search.languageId;
  const categories = (lookup.data?.classMarkerCategories ?? []).filter((c) => c.languageId === language);
  const parents = (lookup.data?.classMarkerParentCategories ?? []).filter((p) => p.languageId === language);
  const parentName = search.classMarkerParentCategoryName?.toLowerCase();
  const categoryChoices = [
    ...new Set(
      categories.filter((c) => !parentName || c.parentCategory.name.toLowerCase() === parentName).map((c) => c.name),
    ),
  ].map((name) => ({ value: name, label: name }));

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'question')}
        actions={
          held.has('canCreateQuestions') && (
            <>
              <LinkButton to="/questions/import" label="Import" icon="pi pi-upload" outlined />
              <NewQuestionMenu />
            </>
          )
        }
      />
      <FilterBar list={list} label="Filter questions">
        <TextFilter name="query" label="Search" wide placeholder="Words in any language" />
        <SetFilter name="queryFacets" label="Search in" values={queryFacetValues} />
        <SelectFilter
          name="languageId"
          label="Language"
          clearable={false}
          options={(lookup.data?.languages ?? []).map((l) => ({ value: l.id, label: l.name }))}
        />
        <SelectFilter
          name="assessmentId"
          label="Test"
          wide
          options={(lookup.data?.assessments ?? []).map((a) => ({
            value: a.id,
            label: `${a.code} — ${a.name}`,
            inactive: !a.isActive,
          }))}
        />
        <SelectFilter
          name="classMarkerParentCategoryName"
          label="Parent category"
          wide
          options={parents.map((p) => ({ value: p.name, label: p.name }))}
        />
        <SelectFilter name="classMarkerCategoryName" label="Category" wide options={categoryChoices} />
        <SetFilter name="questionTypes" label="Types" values={questionTypeValues} labels={questionTypeLabels} />
        <SelectFilter
          name="questionState"
          label="State"
          clearable={false}
          options={questionStateValues.map((s) => ({ value: s, label: s }))}
        />
        {search.questionState === 'Staged' && (
          <SetFilter name="stagedIntents" label="Staged to" values={stagedIntentValues} />
        )}
        <TextFilter name="questionId" label="Question ID" />
        <DeletedFilter />
      </FilterBar>
      <QuestionBulkActions list={list} canAssign={canEdit} assessments={lookup.data?.assessments ?? []} />
      <ListTable
        list={list}
        label="questions"
        selectLabel={(row: QuestionRow) => `Select question ${row.id}`}
        cellDeps={[canEdit]}
        emptyMessage={list.hasFilters ? 'No question matches these filters.' : 'No questions yet.'}
      >
        <Column
          header="ID"
          body={(row: QuestionRow) => <span className="cell-code">{row.id}</span>}
          className="question-col-id"
        />
        <Column header="Question" body={(row: QuestionRow) => <PromptCell row={row} canEdit={canEdit} />} />
        <Column header="Type" body={(row: QuestionRow) => questionTypeLabels[row.type]} />
        <Column
          header="Category"
          body={(row: QuestionRow) =>
            row.categoryName ? (
              <div className="cell-stack">
                <span>{row.categoryName}</span>
                {row.parentCategoryName && <span className="cell-muted">{row.parentCategoryName}</span>}
              </div>
            ) : (
              <span className="cell-muted">None</span>
            )
          }
        />
        <Column
          header="State"
          body={(row: QuestionRow) => (
            <div className="cell-stack">
              <QuestionStateTag row={row} />
              <span className="cell-muted">
                {row.revisionNumber ? `Revision ${row.revisionNumber}` : 'Never published'}
                {row.hasDraft && row.state === 'Current' ? ' · draft open' : ''}
              </span>
            </div>
          )}
        />
        <Column
          header="Points"
          className="cell-number"
          body={(row: QuestionRow) =>
            row.type === 'essay' ? (
              row.points
            ) : (
              <span title={`${row.answerCount} answers`}>
                {row.points}
                <span className="cell-muted"> · {row.answerCount} answers</span>
              </span>
            )
          }
        />
        <Column
          header="Tests"
          body={(row: QuestionRow) =>
            row.assessmentCodes.length ? (
              <span className="cell-wrap">{row.assessmentCodes.join(', ')}</span>
            ) : (
              <span className="cell-muted">None</span>
            )
          }
        />
        <Column
          header="Updated"
          body={(row: QuestionRow) => <span title={formatDateTime(row.updatedAt)}>{formatDate(row.updatedAt)}</span>}
        />
      </ListTable>
    </div>
  );
}
