import { fileURLToPath } from 'node:url';

export const consumerName = 'TermTapWeb';
export const providerName = 'TermTapAPI';

/** The committed pacts: what any TermTap backend is verified against. */
export const pactsDir = fileURLToPath(new URL('../pacts/', import.meta.url));
export const pactFileName = `${consumerName}-${providerName}.json`;
export const pactFile = `${pactsDir}${pactFileName}`;
