// Email Content (EmailContentList, /email-content): the translation matrix. Each e-mail type is a row,
// each language a column, each cell missing, outdated (the English changed after the translation was
// saved) or current; per language, how many are missing and outdated. The spec's list call keeps its
// languageId filter (English by default): it chooses the language whose subject the rows show and whose
// state the State filter reads. A cell opens its editor; a missing one offers to start it from English.
import './email-content.css';
import {
  type EmailContentCell,
  type EmailContentRow,
  type EmailLanguageCount,
  type LanguageId,
  languages,
} from '@eco/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { formatDate } from '../../lib/dates';
import { isHandledByForm } from '../../lib/form/form-api';
import { plural } from '../../lib/format';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { toast } from '../../lib/toast';
import { useHeldCapabilities } from '../../shell/profile';
import { EmailStateTag, languageName, stateLabels } from './email-state';
import { copyEmailContent, emailContentListQueryOptions } from './queries';
import { emailContentSearch } from './search';

const route = getRouteApi('/email-content/');

const languageChoices = languages.map((l) => ({ value: l.id, label: l.name }));
const stateChoices = (['missing', 'outdated', 'current'] as const).map((s) => ({ value: s, label: stateLabels[s] }));

export function EmailContentList() {
  const search = route.useSearch();
  const list = useList({
    spec: emailContentSearch,
    search,
    query: emailContentListQueryOptions,
    area: 'email-contents',
    path: '/email-content',
  });
  // The same query as the list's (shared cache): its page also carries the counts per language.
  const page = useQuery({ ...emailContentListQueryOptions(search), placeholderData: keepPreviousData });
  const counts = (page.data as { languages?: EmailLanguageCount[] } | undefined)?.languages;
  const canUpdate = useHeldCapabilities().has('canUpdateEmailContents');

  return (
    <div className="list-screen">
      <PageHeader subtitle={list.failed ? 'The list could not be loaded.' : plural(list.total, 'e-mail type')} />
      <LanguageCounts counts={counts} onPick={(languageId, state) => list.setFilters({ languageId, state })} />
      <FilterBar list={list} label="Filter e-mail content">
        <SelectFilter name="languageId" label="Language" options={languageChoices} placeholder="English" />
        <TextFilter name="search" label="E-mail or subject" placeholder="Contains…" wide />
        <SelectFilter name="state" label="State in this language" options={stateChoices} />
      </FilterBar>
      <ListTable list={list} label="e-mail types" dataKey="key">
        <Column
          header="E-mail"
          body={(row: EmailContentRow) => {
            // The name opens the e-mail in the language shown; where that is missing, the English that
            // is sent instead. The language chips stay for the other languages.
            const openId = row.id ?? row.cells.find((c) => c.languageId === 'en')?.id ?? null;
            return (
              <span className="cell-stack">
                {openId === null ? (
                  <span className="email-type-name">{row.typeName}</span>
                ) : (
                  <Link
                    to="/email-content/$id/edit"
                    params={{ id: String(openId) }}
                    className="cell-link email-type-name"
                  >
                    {row.typeName}
                  </Link>
                )}
                <span className="cell-muted">{row.typeDescription}</span>
              </span>
            );
          }}
        />
        <Column
          header={`Subject (${languageName(search.languageId)})`}
          body={(row: EmailContentRow) =>
            row.subject !== null && row.id !== null ? (
              <Link to="/email-content/$id/edit" params={{ id: String(row.id) }} className="cell-link">
                {row.subject}
              </Link>
            ) : (
              <span className="cell-muted">Not written: the English is sent.</span>
            )
          }
        />
        {languages.map((l) => (
          <Column
            key={l.id}
            header={l.name}
            body={(row: EmailContentRow) => <MatrixCell row={row} languageId={l.id} canUpdate={canUpdate} />}
          />
        ))}
        <Column header="Updated" body={(row: EmailContentRow) => (row.updatedAt ? formatDate(row.updatedAt) : '—')} />
      </ListTable>
    </div>
  );
}

/** Per language: missing and outdated counts, each a shortcut to the rows it counts. */
function LanguageCounts({
  counts,
  onPick,
}: {
  counts: EmailLanguageCount[] | undefined;
  onPick: (languageId: LanguageId, state: 'missing' | 'outdated') => void;
}) {
  if (!counts) return null;
  return (
    <ul className="email-language-counts" aria-label="Translations per language">
      {counts.map((c) => (
        <li key={c.languageId} className="email-language-count">
          <span className="email-language-count__name">{c.name}</span>
          <button
            type="button"
            className="email-language-count__figure"
            disabled={c.missing === 0}
            onClick={() => onPick(c.languageId, 'missing')}
          >
            {plural(c.missing, 'missing', 'missing')}
          </button>
          <button
            type="button"
            className="email-language-count__figure"
            disabled={c.outdated === 0}
            onClick={() => onPick(c.languageId, 'outdated')}
          >
            {plural(c.outdated, 'outdated', 'outdated')}
          </button>
          <span className="cell-muted">{plural(c.current, 'current', 'current')}</span>
        </li>
      ))}
    </ul>
  );
}

function MatrixCell({
  row,
  languageId,
  canUpdate,
}: {
  row: EmailContentRow;
  languageId: LanguageId;
  canUpdate: boolean;
}) {
  const cell = row.cells.find((c) => c.languageId === languageId);
  if (!cell) return null;
  if (cell.id !== null) {
    return (
      <Link
        to="/email-content/$id/edit"
        params={{ id: String(cell.id) }}
        className="email-cell"
        aria-label={`${row.typeName} in ${languageName(languageId)}: ${stateLabels[cell.state]}`}
      >
        <EmailStateTag state={cell.state} />
      </Link>
    );
  }
  const english = row.cells.find((c) => c.languageId === 'en');
  return (
    <span className="email-cell">
      <EmailStateTag state="missing" />
      {canUpdate && english?.id != null && (
        <StartFromEnglish row={row} englishId={english.id} cell={cell} languageId={languageId} />
      )}
    </span>
  );
}

/** A missing translation begins as a copy of the English, opened for translating. */
function StartFromEnglish({
  row,
  englishId,
  languageId,
}: {
  row: EmailContentRow;
  englishId: number;
  cell: EmailContentCell;
  languageId: LanguageId;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const created = await copyEmailContent(englishId, { languageId, overwrite: false });
      toast.success(`${row.typeName} in ${languageName(languageId)} started from the English.`);
      void navigate({ to: '/email-content/$id/edit', params: { id: String(created.id) } });
    } catch (error) {
      if (isHandledByForm(error)) toast.error(error.problem?.detail ?? 'Not copied.', 'Not started');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="p-button p-button-text p-button-sm email-cell__start"
      disabled={busy}
      onClick={() => void start()}
      aria-label={`Start ${row.typeName} in ${languageName(languageId)} from English`}
    >
      {busy ? 'Starting...' : 'Start from English'}
    </button>
  );
}
