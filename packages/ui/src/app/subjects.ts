// The ten subjects: route (docs/spec.md §2), API slug (docs/design.md decision 7), heading name
// (decision 16), nav label.
import type { Subject } from '@termtap/api-client';
import type { SubjectPath } from './paths.ts';

export interface SubjectInfo {
  path: SubjectPath;
  /** The API page slug for GET /pages/{subject} and POST /pages/describe. */
  slug: Subject;
  /** Shown as '<name> Terms'. */
  name: string;
  navLabel: string;
}

export const subjects: readonly SubjectInfo[] = [
  { path: '/chemistry', slug: 'chemistry', name: 'Chemistry', navLabel: 'Chemistry' },
  {
    path: '/computer-science',
    slug: 'computer-science',
    name: 'Computer Science',
    navLabel: 'Computer Science',
  },
  { path: '/medical-terms', slug: 'medical-terms', name: 'Medical', navLabel: 'Medical Terms' },
  { path: '/biotechnology', slug: 'biotechnology', name: 'Biotechnology', navLabel: 'Biotechnology' },
  { path: '/nutrition', slug: 'nutrition', name: 'Nutrition', navLabel: 'Nutrition' },
  {
    path: '/electronics-and-communication-engineering',
    slug: 'electronics-and-communication-engineering',
    name: 'Electronics and Communication Engineering',
    navLabel: 'Electronics & Communication',
  },
  { path: '/medicine-names', slug: 'medicine-names', name: 'Medicine', navLabel: 'Medicine Names' },
  { path: '/agriculture-terms', slug: 'agriculture', name: 'Agriculture', navLabel: 'Agriculture Terms' },
  {
    path: '/political-science',
    slug: 'political-science',
    name: 'Political Science',
    navLabel: 'Political Science',
  },
  { path: '/psychology', slug: 'psychology', name: 'Psychology', navLabel: 'Psychology' },
];

export function subjectHeading(subject: SubjectInfo): string {
  return `${subject.name} Terms`;
}

export function findSubjectByPath(pathname: string): SubjectInfo | undefined {
  return subjects.find((subject) => subject.path === pathname);
}

export function findSubjectBySlug(slug: Subject): SubjectInfo {
  const subject = subjects.find((candidate) => candidate.slug === slug);
  if (!subject) throw new Error(`Unknown subject slug: ${slug}`);
  return subject;
}
