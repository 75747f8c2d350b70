// The page loader: a spinner labelled 'Loading...' (spec section 9) while a screen's data arrives.
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="pi pi-spin pi-spinner page-loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
