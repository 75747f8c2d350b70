// The Classes list's reports of the current search (filled by the reports work).
export function ClassReportsMenu(_props: { filters: Record<string, unknown> }) {
  return null;
}
