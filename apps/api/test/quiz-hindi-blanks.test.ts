// @vitest-environment node
// Proves a Hindi quiz prompt hides the answer as a teacher would: the term's Hindi name blanked where it stands
// alone or with a plural or oblique ending, a longer word that starts with it left alone, English names blanked.
import { expect, test } from 'vitest';
import { blankOutHindi } from '../src/review/quiz.ts';

test('the Hindi name is blanked alone and with its endings, not inside a longer word', () => {
  expect(blankOutHindi('अम्ल नीले लिटमस को लाल करता है; सभी अम्लों में H⁺ होता है।', 'अम्ल', ['acid'])).toBe(
    '_____ नीले लिटमस को लाल करता है; सभी _____ में H⁺ होता है।',
  );
  expect(blankOutHindi('दो या अधिक परमाणुओं से बना कण।', 'परमाणु', ['atom'])).toBe('दो या अधिक _____ से बना कण।');
  // क्षार (alkali) inside क्षारक (base): a different word, kept.
  expect(blankOutHindi('वह क्षारक जो जल में घुलता है; क्षार साबुन जैसा लगता है।', 'क्षार', ['alkali'])).toBe(
    'वह क्षारक जो जल में घुलता है; _____ साबुन जैसा लगता है।',
  );
});

test('an English name in the Hindi definition is blanked as in English', () => {
  expect(blankOutHindi('एक अणु (molecule) जिसमें…', 'अणु', ['molecule'])).toBe('एक _____ (_____) जिसमें…');
});
