// EditMarket (/classes/markets/$countryCode/edit): a country's currency, partner, products and notes.
import { createFileRoute } from '@tanstack/react-router';
import { MarketEdit } from '../../../../areas/markets/market-form';
import { marketLookupQueryOptions, marketQueryOptions } from '../../../../areas/markets/queries';

export const Route = createFileRoute('/_classes/classes/markets/$countryCode/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(marketLookupQueryOptions);
    if (/^[A-Za-z]{2}$/.test(params.countryCode)) {
      void context.queryClient.prefetchQuery(marketQueryOptions(params.countryCode));
    }
  },
  component: MarketEdit,
});
