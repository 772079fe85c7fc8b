/**
 * The business details the site's footer and legal pages state (packages/ui/src/app/legalFacts.ts; the
 * API does not import the UI, so test/account-mail.test.ts checks the two agree). Receipts carry them.
 */
export const businessFacts = {
  serviceName: 'TermTap',
  website: 'termtap.in',
  contactEmail: 'support@termtap.in',
  businessType: 'Sole proprietorship',
  postalAddress: 'TermTap, AT Road, Jorhat, Assam 785001, India',
} as const;
