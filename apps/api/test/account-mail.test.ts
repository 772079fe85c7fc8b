// Proves the receipt and reminder texts on their own: the business details match the site's footer facts,
// dates are Indian English in India's time zone (also across midnight UTC), and HTML is escaped.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { indianDate, receiptMail, reminderMail, rupees } from '../src/mail/account-mails.ts';
import { businessFacts } from '../src/mail/business.ts';

test('the business details on receipts are the ones the legal pages and footer state', () => {
  const legalFacts = readFileSync(
    fileURLToPath(new URL('../../../packages/ui/src/app/legalFacts.ts', import.meta.url)),
    'utf8',
  );
  for (const [key, value] of Object.entries(businessFacts)) {
    expect(legalFacts, key).toContain(`${key}: '${value}'`);
  }
});

test('dates are Indian English in Asia/Kolkata: 20:00 UTC on 22 Nov is already 23 Nov in India', () => {
  expect(indianDate(new Date('2026-11-22T20:00:00Z'))).toBe('23 Nov 2026');
  expect(indianDate(new Date('2026-12-23T05:00:00Z'))).toBe('23 Dec 2026');
  expect(rupees(15000)).toBe('₹150');
  expect(rupees(15050)).toBe('₹150.50');
});

test('the receipt states the period bought in both parts; the HTML part escapes what it shows', () => {
  const mail = receiptMail({
    to: 'student@example.com',
    orderId: 'tt_<b>x',
    amountPaise: 15000,
    paidAt: new Date('2026-11-23T04:30:00Z'),
    periodStart: new Date('2026-11-23T04:30:00Z'),
    periodEnd: new Date('2026-12-23T04:30:00Z'),
    publicUrl: 'https://termtap.in',
  });
  expect(mail.text).toContain('Period: 23 Nov 2026 – 23 Dec 2026');
  expect(mail.text).toContain('Amount paid: ₹150 (INR)');
  expect(mail.text).toContain('Date: 23 Nov 2026');
  expect(mail.html).toContain('23 Nov 2026 – 23 Dec 2026');
  expect(mail.html).toContain('tt_&lt;b&gt;x');
  expect(mail.html).not.toContain('tt_<b>x');
});

test('the reminder says when the month ends, that nothing renews, and where to renew', () => {
  const mail = reminderMail({
    to: 'student@example.com',
    paidUntil: new Date('2026-12-23T04:30:00Z'),
    publicUrl: 'https://termtap.in',
  });
  expect(mail.subject).toBe('Your TermTap month ends on 23 Dec 2026');
  expect(mail.text.split('\n')[0]).toBe(
    'Your month of unlimited describes ends on 23 Dec 2026. Nothing renews by itself. Renew here: https://termtap.in/account',
  );
});
