import { businessFacts } from './business.ts';
import type { MailMessage } from './mailer.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "23 Nov 2026": Indian English, India's time zone (as the web app shows dates). */
export function indianDate(date: Date): string {
  return dateFormat.format(date);
}

/** "₹150" for 15000 paise; paise are shown only when there are any. */
export function rupees(amountPaise: number): string {
  const whole = amountPaise % 100 === 0;
  return `₹${(amountPaise / 100).toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface ReceiptFacts {
  to: string;
  orderId: string;
  amountPaise: number;
  /** When the payment was confirmed (the grant). */
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** The site's public origin, for the account page link. */
  publicUrl: string;
}

/** The receipt for one paid order: plain text and HTML with the same facts. */
export function receiptMail(facts: ReceiptFacts): MailMessage {
  const period = `${indianDate(facts.periodStart)} – ${indianDate(facts.periodEnd)}`;
  const amount = rupees(facts.amountPaise);
  const accountUrl = `${facts.publicUrl}/account`;
  const rows: [string, string][] = [
    ['Order ID', facts.orderId],
    ['Amount paid', `${amount} (INR)`],
    ['Date', indianDate(facts.paidAt)],
    ['Plan', 'One month of unlimited describes'],
    ['Period', period],
  ];
  const business = [
    `${businessFacts.serviceName} (${businessFacts.website}), ${businessFacts.businessType}`,
    businessFacts.postalAddress,
    `Contact: ${businessFacts.contactEmail}`,
  ];
  const text = [
    `Thank you for your payment to ${businessFacts.serviceName}.`,
    '',
    'Receipt',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Nothing renews by itself: when the month ends you go back to the free plan unless you renew.',
    `Your payment history: ${accountUrl}`,
    '',
    ...business,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en-IN"><head><meta charset="utf-8"><title>Receipt</title></head>',
    '<body style="font-family: system-ui, sans-serif; color: #1a1a1a; line-height: 1.5">',
    `<p>Thank you for your payment to ${escapeHtml(businessFacts.serviceName)}.</p>`,
    '<h1 style="font-size: 1.25rem">Receipt</h1>',
    '<table style="border-collapse: collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align: left; padding: 4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<p>Nothing renews by itself: when the month ends you go back to the free plan unless you renew.</p>',
    `<p><a href="${escapeHtml(accountUrl)}">Your payment history</a></p>`,
    `<p style="font-size: 0.875rem; color: #555">${business.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { to: facts.to, subject: `Your TermTap receipt for order ${facts.orderId}`, text, html };
}

/** The one reminder before a month ends. */
export function reminderMail(facts: { to: string; paidUntil: Date; publicUrl: string }): MailMessage {
  const ends = indianDate(facts.paidUntil);
  const text = [
    `Your month of unlimited describes ends on ${ends}. Nothing renews by itself. Renew here: ${facts.publicUrl}/account`,
    '',
    `${businessFacts.serviceName} · ${businessFacts.contactEmail}`,
    '',
  ].join('\n');
  return { to: facts.to, subject: `Your TermTap month ends on ${ends}`, text };
}
