// Demo invoices: the line types finance picks from, and three dozen invoices to the demo partners in
// EUR, USD, GBP and JPY (which has no minor unit) in every state: drafts still unnumbered, open ones
// (some overdue, some not yet sent) and paid ones. Numbered invoices run gapless per year in issue-date
// order, and the counter ends where they do, as if each had been opened in turn. Each line has the VAT the
// demo seller's settings choose for its customer: 21 % in the Netherlands, reverse charge to a business
// elsewhere in the EU, outside the scope of EU VAT beyond it.

import { documentNumber } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { documentNumbers, invoiceLines, invoiceLineTypes, invoices } from '../../../db/schema/index.js';
import { prng } from '../../../kits/seeding/prng.js';
import { demoSeller, partnerVatDefault } from '../tax/partner-vat.js';
import { seedDemoBilling } from './demo-billing.js';

export const demoLineTypes = [
  'Class seats',
  'Assessment passcodes',
  'Self-paced enrollments',
  'Travel',
  'Discount',
] as const;
type LineType = (typeof demoLineTypes)[number];

const currencies = ['EUR', 'USD', 'GBP', 'JPY'] as const;
type Currency = (typeof currencies)[number];

/** Unit prices in minor units per currency (JPY in whole yen). */
const prices: Record<Exclude<LineType, 'Discount'>, Record<Currency, number>> = {
  'Class seats': { EUR: 49_500, USD: 55_000, GBP: 42_500, JPY: 72_000 },
  'Assessment passcodes': { EUR: 15_000, USD: 17_500, GBP: 13_000, JPY: 22_000 },
  'Self-paced enrollments': { EUR: 9_900, USD: 11_900, GBP: 8_900, JPY: 14_000 },
  Travel: { EUR: 86_000, USD: 94_000, GBP: 72_500, JPY: 128_000 },
};

const descriptions: Record<LineType, string[]> = {
  'Class seats': ['Professional Scrum Master, public class', 'Scrum Product Owner, private class', 'Kanban seats'],
  'Assessment passcodes': ['PSM I assessment passcodes', 'PSPO I assessment passcodes'],
  'Self-paced enrollments': ['Scrum foundations, self-paced', 'Agile leadership, self-paced'],
  Travel: ["Trainer's travel and lodging"],
  Discount: ['Volume discount', 'Partner programme discount'],
};

const INVOICE_COUNT = 36;

interface Plan {
  partnerId: number;
  billingEmail: string | null;
  currency: Currency;
  state: 'Draft' | 'Open' | 'Paid';
  issueDate: string;
  dueDate: string;
  paidOn: string | null;
  sent: boolean;
  poNumber: string | null;
}

const dayOf = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

function plans(partners: { id: number; billingEmail: string | null }[], today: Date): Plan[] {
  const rnd = prng(15);
  return Array.from({ length: INVOICE_COUNT }, (_, i) => {
    const partner = partners[i % partners.length] as { id: number; billingEmail: string | null };
    // Oldest first: the early ones are paid, the middle open (some overdue), the newest drafts.
    const age = (INVOICE_COUNT - i) * 7 + rnd.int(0, 4);
    const state = i < 14 ? 'Paid' : i < 28 ? 'Open' : 'Draft';
    const issueDate = dayOf(today, -age);
    return {
      partnerId: partner.id,
      billingEmail: partner.billingEmail,
      currency: currencies[i % currencies.length] as Currency,
      state,
      issueDate,
      dueDate: dayOf(today, -age + 30),
      // Paid 10 to 35 days after issue, and never later than yesterday.
      paidOn: state === 'Paid' ? dayOf(today, Math.min(-1, -age + rnd.int(10, 35))) : null,
      // Two open invoices were never sent, so they may still go back to Draft.
      sent: state === 'Paid' || (state === 'Open' && i % 7 !== 0),
      poNumber: rnd.next() < 0.7 ? `PO-${rnd.int(100_000, 999_999)}` : null,
    };
  });
}

function linesOf(rnd: ReturnType<typeof prng>, currency: Currency, types: Map<string, number>) {
  const count = rnd.int(1, 4);
  const picked = [...demoLineTypes.slice(0, 4)].sort(() => rnd.next() - 0.5).slice(0, count) as Exclude<
    LineType,
    'Discount'
  >[];
  const lines = picked.map((type) => ({
    lineTypeId: types.get(type) ?? null,
    description: rnd.pick(descriptions[type]),
    quantity: type === 'Travel' ? 1 : rnd.int(2, 24),
    unitPrice: prices[type][currency],
  }));
  if (rnd.next() < 0.3) {
    const subtotal = lines.reduce((n, l) => n + l.quantity * l.unitPrice, 0);
    lines.push({
      lineTypeId: types.get('Discount') ?? null,
      description: rnd.pick(descriptions.Discount),
      quantity: 1,
      unitPrice: -Math.round(subtotal / 10),
    });
  }
  return lines;
}

export async function seedDemoInvoices(tx: Db) {
  const types = await tx
    .insert(invoiceLineTypes)
    .values(demoLineTypes.map((name, position) => ({ name, position })))
    .returning({ id: invoiceLineTypes.id, name: invoiceLineTypes.name });
  const typeIds = new Map(types.map((t) => [t.name, t.id]));
  const partners = await queryRows<{ id: number; billingEmail: string | null }>(
    tx,
    sql`select id, billing_email as "billingEmail" from partner where is_active order by name limit 8`,
  );
  if (partners.length === 0) return;
  const today = new Date();
  const planned = plans(partners, today);
  const rnd = prng(1515);
  const lastOfYear = new Map<number, number>();
  for (const plan of planned) {
    const numbered = plan.state !== 'Draft';
    const year = Number(plan.issueDate.slice(0, 4));
    const seq = numbered ? (lastOfYear.get(year) ?? 0) + 1 : null;
    if (seq) lastOfYear.set(year, seq);
    const [row] = await tx
      .insert(invoices)
      .values({
        partnerId: plan.partnerId,
        poNumber: plan.poNumber,
        currency: plan.currency,
        state: plan.state,
        issueDate: plan.state === 'Draft' && rnd.next() < 0.5 ? null : plan.issueDate,
        dueDate: plan.state === 'Draft' ? null : plan.dueDate,
        paidOn: plan.paidOn,
        ...(seq ? { series: 'INV' as const, year, seq, number: documentNumber('INV', year, seq) } : {}),
        ...(plan.sent && plan.billingEmail
          ? { everSent: true, sentTo: plan.billingEmail, sentAt: new Date(`${plan.issueDate}T10:00:00Z`) }
          : {}),
      })
      .returning({ id: invoices.id });
    if (!row) continue;
    const lines = linesOf(rnd, plan.currency, typeIds);
    const vat = await partnerVatDefault(tx, demoSeller, plan.partnerId);
    await tx.insert(invoiceLines).values(
      lines.map((l, position) => ({
        ...l,
        invoiceId: row.id,
        position,
        vatCategory: vat.category,
        vatRate: vat.rate,
      })),
    );
  }
  const counters = [...lastOfYear].map(([year, last]) => ({ series: 'INV' as const, year, last }));
  if (counters.length) await tx.insert(documentNumbers).values(counters);
}

/** The invoices' demo rows: invoices in every state, then partner billing of the classes held for partners. */
export async function seedInvoicesDemo(tx: Db) {
  // Invoices to the catalogue's partners, in every state, with the line types finance picks from.
  await seedDemoInvoices(tx);
  // Partner billing after the classes and invoices: classes held for partners, one billed and credited.
  await seedDemoBilling(tx);
}
