// The medicine describe's study-only line is one sentence in three places: the content build (English and
// Hindi), the API client and the interface's catalogues. A student must read the same words in each.
import { STUDY_ONLY } from '@termtap/api-client';
import { expect, test } from 'vitest';
import { messages as english } from '../i18n/generated/en.ts';
import { messages as hindi } from '../i18n/generated/hi.ts';

// The content's module, loaded as it is (packages/ui's typecheck does not reach into content/src).
const [hindiContent] = Object.values(
  import.meta.glob<{ STUDY_ONLY_HINDI: string }>('../../../../content/src/hindi.ts', { eager: true }),
);

test('the Definition shows the content’s own study-only line, in English and in Hindi', () => {
  expect(english['terms.studyOnly']).toEqual([STUDY_ONLY]);
  expect(hindiContent?.STUDY_ONLY_HINDI).toMatch(/^केवल अध्ययन/);
  expect(hindi['terms.studyOnly']).toEqual([hindiContent?.STUDY_ONLY_HINDI]);
});
