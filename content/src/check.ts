// Everything the tests hold the content to, in one call: the rules, distinct texts and the meaning probes.
import { FACTS } from './facts.ts';
import { isFoldocInstalled, loadFoldoc } from './foldoc.ts';
import { checkHindi } from './hindi.ts';
import { composeSnippet, readSubject, type SubjectSource } from './records.ts';
import { checkDistinct, checkSubject, type Problem } from './rules.ts';
import { SUBJECTS } from './subjects.ts';
import { foldKey } from './text.ts';
import { loadWordNet } from './wordnet.ts';

export function checkFacts(sources: SubjectSource[]): Problem[] {
  const problems: Problem[] = [];
  for (const fact of FACTS) {
    const source = sources.find((candidate) => candidate.subject === fact.subject);
    if (!source) continue;
    const record = source.terms.find((candidate) => foldKey(candidate.term) === foldKey(fact.term));
    const problem = (message: string) =>
      problems.push({ subject: fact.subject, term: fact.term, rule: 'fact', message });
    if (!record) {
      problem('a term with a meaning probe is missing');
      continue;
    }
    const snippet = composeSnippet(fact.subject, record);
    for (const pattern of fact.says ?? []) if (!pattern.test(snippet)) problem(`should say ${pattern}`);
    for (const pattern of fact.never ?? []) if (pattern.test(snippet)) problem(`must not say ${pattern}`);
  }
  return problems;
}

export function checkAll(slugs: string[] = SUBJECTS.map((subject) => subject.slug)): {
  problems: Problem[];
  sources: SubjectSource[];
  foldocChecked: boolean;
} {
  const foldocChecked = isFoldocInstalled();
  const context = { wordnet: loadWordNet(), ...(foldocChecked ? { foldoc: loadFoldoc() } : {}) };
  const all = SUBJECTS.map((subject) => readSubject(subject.slug));
  const sources = all.filter((source) => slugs.includes(source.subject));
  const problems = [
    ...sources.flatMap((source) => checkSubject(source.subject, source, context)),
    ...checkDistinct(all).filter((problem) => slugs.includes(problem.subject)),
    ...checkFacts(sources),
    ...checkHindi(sources),
  ];
  return { problems, sources, foldocChecked };
}
