// The header of a short table's (simple-table) last column, the row's buttons: blank on screen, named
// for screen readers.
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="sr-only">Actions</span>
    </th>
  );
}
