// The demo partners' billing identities, by partner name: what their invoices name about them as buyer;
// the catalogue's seed gives them to the partners it makes (public.ts).
// EU partners carry VAT numbers with valid check digits (made up, not real companies'); partners outside
// the European VAT systems carry their own country's tax registration as the other tax id. The Japanese
// and Chinese partners' legal names are in their own scripts, and a Polish partner (name with
// diacritics) joins, so documents are seen printing them. Cape Agile has none entered yet.
import type { PartnerBillingIdentity } from '@eco/contract';

type Identity = Partial<PartnerBillingIdentity>;

export const billingIdentities: Record<string, Identity> = {
  'Liberty Scrum Partners LLC': {
    addressLine1: '1200 Liberty Avenue, Suite 400',
    city: 'Pittsburgh',
    postalCode: '15222',
    region: 'PA',
    taxId: 'EIN 84-2719306',
  },
  'Maple Agile Inc.': {
    addressLine1: '100 King Street West, Suite 5700',
    city: 'Toronto',
    postalCode: 'M5X 1C7',
    region: 'ON',
    taxId: 'BN 812345678 RT0001',
  },
  'Scrum Works Ltd': {
    legalName: 'Scrum Works (UK) Limited',
    addressLine1: '14 Brewer Street',
    addressLine2: 'Second floor',
    city: 'London',
    postalCode: 'W1F 0SG',
    vatId: 'GB284617435',
  },
  'Agile Academy GmbH': {
    legalName: 'Agile Academy Beratung und Training GmbH',
    addressLine1: 'Friedrichstraße 123',
    city: 'Berlin',
    postalCode: '10117',
    vatId: 'DE814720354',
  },
  'Paris Agilité SAS': {
    addressLine1: '18 rue de la Paix',
    city: 'Paris',
    postalCode: '75002',
    region: 'Île-de-France',
    vatId: 'FR92842615973',
  },
  'Lean Sprint BV': {
    legalName: 'Lean Sprint B.V.',
    addressLine1: 'Keizersgracht 221',
    city: 'Amsterdam',
    postalCode: '1016 DV',
    vatId: 'NL852371469B01',
  },
  'Iberia Ágil S.L.': {
    addressLine1: 'Calle de Alcalá 45, 3º izquierda',
    city: 'Madrid',
    postalCode: '28014',
    region: 'Madrid',
    vatId: 'ESB86417250',
  },
  'Agile Roma S.r.l.': {
    addressLine1: 'Via del Corso 120',
    city: 'Roma',
    postalCode: '00186',
    region: 'RM',
    vatId: 'IT01284738885',
  },
  'Nordic Flow AB': {
    addressLine1: 'Drottninggatan 55',
    city: 'Stockholm',
    postalCode: '111 21',
    vatId: 'SE559123456101',
  },
  'Southern Cross Agile Pty Ltd': {
    addressLine1: 'Level 12, 88 George Street',
    city: 'Sydney',
    postalCode: '2000',
    region: 'NSW',
    taxId: 'ABN 51 824 753 556',
  },
  'Kaizen Learning KK': {
    legalName: '株式会社カイゼンラーニング',
    addressLine1: '神南1丁目2番3号',
    addressLine2: 'カイゼンビル5階',
    city: '渋谷区',
    postalCode: '150-0041',
    region: '東京都',
    taxId: 'T7011001029649',
  },
  'Great Wall Agile Consulting': {
    legalName: '长城敏捷咨询（上海）有限公司',
    addressLine1: '浦东新区世纪大道100号',
    addressLine2: '15楼',
    city: '上海市',
    postalCode: '200120',
    taxId: '91310115MA1H8QKR3N',
  },
  'Bharat Agile Pvt Ltd': {
    legalName: 'Bharat Agile Private Limited',
    addressLine1: '4th Floor, Maker Chambers IV, Nariman Point',
    city: 'Mumbai',
    postalCode: '400021',
    region: 'Maharashtra',
    taxId: 'GSTIN 27AABCB1234F1Z5',
  },
  'Lion City Scrum Pte Ltd': {
    addressLine1: '1 Raffles Place, #20-01',
    city: 'Singapore',
    postalCode: '048616',
    taxId: 'UEN 201912345K',
  },
  'Pampas Ágil S.A.': {
    addressLine1: 'Avenida Corrientes 1234, piso 8',
    city: 'Buenos Aires',
    postalCode: 'C1043AAZ',
    region: 'CABA',
    taxId: 'CUIT 30-71234567-1',
  },
};

/** A partner in Poland, added by the partners' seeder with its billing identity. */
export const polishPartner = {
  name: 'Zwinność Polska Sp. z o.o.',
  countryCode: 'PL',
  contactName: 'Małgorzata Wiśniewska',
  billingEmail: 'faktury@zwinnosc.example',
  currency: 'EUR',
  isActive: true,
  legalName: 'Zwinność Polska spółka z ograniczoną odpowiedzialnością',
  addressLine1: 'ul. Świętokrzyska 30 lok. 63',
  city: 'Warszawa',
  postalCode: '00-116',
  region: 'mazowieckie',
  vatId: 'PL5213847266',
};
