// Meaning probes: for terms a student must get right, what the definition must say and must not say. They
// pin the right sense (shrimp the crustacean, not the insult) and the right fact (strontium is an alkaline
// earth metal). Each failure class found in review has probes here; editors add one when they fix a trap.
export interface Fact {
  subject: string;
  term: string;
  /** Every pattern must match the entry's whole snippet (definition and extra lines). */
  says?: RegExp[];
  /** No pattern may match. */
  never?: RegExp[];
}

export const FACTS: Fact[] = [
  // Wrong sense picked from a dictionary.
  { subject: 'agriculture', term: 'shrimp', says: [/crustacean|prawn/i], never: [/disparag|small people/i] },
  { subject: 'agriculture', term: 'spade', says: [/dig/i], never: [/playing card/i] },
  { subject: 'medical-terms', term: 'nausea', says: [/vomit/i], never: [/disgust/i] },
  { subject: 'medical-terms', term: 'quarantine', says: [/exposed|may have been/i] },
  { subject: 'medical-terms', term: 'miscarriage', never: [/Also called:.*stillbirth/i] },
  {
    subject: 'electronics-and-communication-engineering',
    term: 'decoder',
    says: [/circuit/i],
    never: [/intellectual/i],
  },
  { subject: 'biotechnology', term: 'metabolism', says: [/chemical|reaction/i], never: [/larva/i] },
  { subject: 'chemistry', term: 'condensation', says: [/vapou?r|gas/i, /liquid/i], never: [/dream/i] },
  { subject: 'chemistry', term: 'mole', says: [/amount of substance|6\.022/i], never: [/skin|animal|spy/i] },
  { subject: 'chemistry', term: 'base', says: [/proton|hydroxide|OH/i] },
  { subject: 'computer-science', term: 'bug', says: [/error|fault|defect/i], never: [/insect/i] },
  { subject: 'computer-science', term: 'virus', says: [/program|code|software/i] },
  { subject: 'computer-science', term: 'callback', never: [/recall/i] },
  { subject: 'computer-science', term: 'Unicode', never: [/16-bit character set/i] },
  { subject: 'computer-science', term: 'resolution', never: [/per square inch/i] },
  { subject: 'agriculture', term: 'crop rotation', says: [/different crops|sequence|season/i] },
  { subject: 'nutrition', term: 'protein', says: [/amino acid/i] },
  {
    subject: 'political-science',
    term: 'party',
    says: [/political|power|election/i],
    never: [/celebration|social gathering/i],
  },
  { subject: 'psychology', term: 'conditioning', says: [/learn/i] },
  // Factually wrong in an earlier list.
  { subject: 'chemistry', term: 'zirconium', never: [/neutron absorber/i] },
  {
    subject: 'chemistry',
    term: 'strontium',
    says: [/alkaline earth|group 2/i],
    never: [/alkali metal group/i],
  },
  { subject: 'chemistry', term: 'sodium', says: [/alkali metal|group 1/i] },
  { subject: 'chemistry', term: 'alkyne', says: [/triple bond/i] },
  { subject: 'chemistry', term: 'entropy', says: [/disorder|randomness/i] },
  { subject: 'chemistry', term: 'fermentation', never: [/agitation|unrest/i] },
  { subject: 'chemistry', term: 'mercury', never: [/transition metal/i] },
  { subject: 'computer-science', term: 'tree', never: [/directed acyclic graph/i] },
  { subject: 'medicine-names', term: 'griseofulvin', says: [/antifungal/i], never: [/penicillin/i] },
  {
    subject: 'medicine-names',
    term: 'spironolactone',
    says: [/potassium-sparing|aldosterone/i],
    never: [/corticosteroid/i],
  },
  {
    subject: 'medicine-names',
    term: 'clozapine',
    says: [/antipsychotic/i, /white (?:blood )?cell|agranulocytosis|neutropenia/i],
    never: [/few side effects/i],
  },
  { subject: 'medicine-names', term: 'celecoxib', never: [/without harming/i] },
  {
    subject: 'medicine-names',
    term: 'phenazopyridine',
    says: [/pain|burning|analgesic/i],
    never: [/used to treat urinary tract infections/i],
  },
  {
    subject: 'medicine-names',
    term: 'paracetamol',
    says: [/analgesic|pain/i, /fever|antipyretic/i, /liver/i],
  },
  { subject: 'medicine-names', term: 'rifampicin', says: [/tuberculosis/i, /orange|red/i] },
  { subject: 'medicine-names', term: 'metformin', says: [/diabetes/i] },
  { subject: 'medicine-names', term: 'amlodipine', says: [/calcium channel blocker/i] },
  { subject: 'medicine-names', term: 'morphine', says: [/opioid/i] },
  { subject: 'political-science', term: 'secularism', never: [/rejects religion/i] },
  { subject: 'political-science', term: 'prime minister', never: [/united kingdom/i] },
  { subject: 'biotechnology', term: 'mitosis', says: [/two/i, /identical/i] },
  { subject: 'biotechnology', term: 'meiosis', says: [/four|half|haploid/i] },
  { subject: 'biotechnology', term: 'strain', never: [/domesticated|breed/i] },
  { subject: 'biotechnology', term: 'sterilisation', says: [/micro-?organism/i] },
  { subject: 'biotechnology', term: 'hybridisation', says: [/complementary/i] },
  { subject: 'biotechnology', term: 'vector', says: [/DNA/] },
  { subject: 'medical-terms', term: 'Down syndrome', says: [/chromosome 21|trisomy/i] },
  { subject: 'electronics-and-communication-engineering', term: 'impedance', says: [/alternating|AC/i] },
  { subject: 'electronics-and-communication-engineering', term: 'GSM', says: [/mobile|cellular/i] },
  {
    subject: 'electronics-and-communication-engineering',
    term: 'breadboard',
    says: [/circuit/i],
    never: [/bread-kneading|dough/i],
  },
  {
    subject: 'electronics-and-communication-engineering',
    term: 'Nyquist frequency',
    says: [/half/i],
    never: [/twice the maximum/i],
  },
  { subject: 'nutrition', term: 'vitamin C', says: [/scurvy|ascorbic/i] },
  { subject: 'nutrition', term: 'stunting', says: [/height/i], never: [/flight|flying/i] },
  { subject: 'nutrition', term: 'food pyramid', never: [/predator/i] },
  { subject: 'political-science', term: 'sovereignty', never: [/govern another state/i] },
  { subject: 'political-science', term: 'NPT', says: [/five/i] },
  { subject: 'psychology', term: 'cognitive dissonance', says: [/belief|attitude/i] },
  { subject: 'psychology', term: 'coping', says: [/stress/i], never: [/brick/i] },
  { subject: 'psychology', term: 'ego', never: [/^The conscious mind/] },
  { subject: 'psychology', term: 'perception', says: [/interpret/i] },
  { subject: 'psychology', term: 'neuroticism', says: [/trait/i] },
];
