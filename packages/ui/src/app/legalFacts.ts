// The business facts the legal pages state; one place, so the pages cannot disagree.
export const legalFacts = {
  serviceName: 'TermTap',
  website: 'termtap.in',
  contactEmail: 'support@termtap.in',
  businessType: 'Sole proprietorship',
  postalAddress: 'TermTap, AT Road, Jorhat, Assam 785001, India',
  courtsCity: 'Jorhat',
  termsLastUpdated: 'May 11, 2025',
  privacyLastUpdated: 'May 11, 2025',
  refundPolicyDate: 'May 10, 2025',
  minimumAge: 13,
  monthlyPriceRupees: 150,
  freeDescribes: 16,
} as const;
