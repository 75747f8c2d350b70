// Headers of a message as sent (an e-mail's, a webhook request's): a disclosure with one name and value
// a row, each header as it went out, values unwrapped by nothing.
export function HeaderDetails({
  summary,
  headers,
  open,
}: {
  summary: string;
  headers: Record<string, string>;
  open?: boolean;
}) {
  return (
    <details className="outbox-message__headers" open={open}>
      <summary>{summary}</summary>
      <dl className="detail-list detail-list--compact">
        {Object.entries(headers).map(([name, value]) => (
          <div key={name} className="detail-list__pair">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
