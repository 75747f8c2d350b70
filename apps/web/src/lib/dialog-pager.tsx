// Page buttons under a short table in a dialog or a section (not a list screen, which pages through its
// own toolkit): shown only when there is more than one page; the labels say which way time runs.
export function DialogPager({
  page,
  pages,
  onPage,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  small,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** The smaller buttons of a dialog. */
  small?: boolean;
}) {
  if (pages <= 1) return null;
  const className = `p-button p-button-text${small ? ' p-button-sm' : ''}`;
  return (
    <div className="dialog-pager">
      <button type="button" className={className} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className={className} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </button>
    </div>
  );
}
