// The frame of a 'generate codes' screen: the form, then what it generated with a way to generate
// more, which starts a fresh form (and with it fresh Idempotency-Keys).
import { Fragment, type ReactNode, useState } from 'react';
import { PageHeader } from '../page-header';

export function GeneratePage<G>(props: {
  back: ReactNode;
  form: (onGenerated: (generation: G) => void) => ReactNode;
  result: (generation: G, onMore: () => void) => ReactNode;
}) {
  const [generation, setGeneration] = useState<G | null>(null);
  const [round, setRound] = useState(0);
  const more = () => {
    setGeneration(null);
    setRound((r) => r + 1);
  };
  return (
    <>
      <PageHeader back={props.back} />
      {generation ? props.result(generation, more) : <Fragment key={round}>{props.form(setGeneration)}</Fragment>}
    </>
  );
}
