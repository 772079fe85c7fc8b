// The medicine describe's study-only line is one sentence in three places: the content build (English and
// Hindi), the API client and the interface's catalogues. A student must read the same words in each.
import { STUDY_ONLY } from '@termtap/api-client';
import { expect, test } from 'vitest';
import { STUDY_ONLY_HINDI } from '../../../../content/src/hindi.ts';
import { messages as english } from '../i18n/generated/en.ts';
import { messages as hindi } from '../i18n/generated/hi.ts';

test('the Definition shows the content’s own study-only line, in English and in Hindi', () => {
  expect(english['terms.studyOnly']).toEqual([STUDY_ONLY]);
  expect(hindi['terms.studyOnly']).toEqual([STUDY_ONLY_HINDI]);
});
