// Partners as a CSV file: every row matching the list's filters, in the list's order, with its billing
// identity (the address's country is the Country column).
import type { PartnerBillingIdentity, PartnerRow, partnerListQuery } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listPages } from '../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { listPartnersWithBilling } from './service.js';

const columns: CsvColumn<PartnerRow & PartnerBillingIdentity>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Country code', value: (r) => r.countryCode },
  { header: 'Country', value: (r) => r.countryName },
  { header: 'Contact', value: (r) => r.contactName },
  { header: 'Billing e-mail', value: (r) => r.billingEmail },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Active', value: (r) => r.isActive },
  { header: 'Markets', value: (r) => r.marketCount },
  { header: 'Legal name', value: (r) => r.legalName },
  { header: 'Address line 1', value: (r) => r.addressLine1 },
  { header: 'Address line 2', value: (r) => r.addressLine2 },
  { header: 'City', value: (r) => r.city },
  { header: 'Postal code', value: (r) => r.postalCode },
  { header: 'Region', value: (r) => r.region },
  { header: 'VAT number', value: (r) => r.vatId },
  { header: 'Other tax id', value: (r) => r.taxId },
];

type ExportQuery = Omit<z.infer<typeof partnerListQuery>, 'page' | 'pageSize'>;

export function exportPartners(db: Db, query: ExportQuery) {
  return csvDownload(
    'partners.csv',
    columns,
    listPages((paging) => listPartnersWithBilling(db, { ...query, ...paging })),
  );
}
