// Every subject, in no particular order: the build sorts them by slug.
import { agriculture } from './agriculture.ts';
import { biotechnology } from './biotechnology.ts';
import { chemistry } from './chemistry.ts';
import { computerScience } from './computer-science.ts';
import { electronicsAndCommunicationEngineering } from './electronics-and-communication-engineering.ts';
import { medicalTerms } from './medical-terms.ts';
import { medicineNames } from './medicine-names.ts';
import { nutrition } from './nutrition.ts';
import { politicalScience } from './political-science.ts';
import { psychology } from './psychology.ts';
import type { SubjectConfig } from './types.ts';

export const SUBJECTS: SubjectConfig[] = [
  agriculture,
  biotechnology,
  chemistry,
  computerScience,
  electronicsAndCommunicationEngineering,
  medicalTerms,
  medicineNames,
  nutrition,
  politicalScience,
  psychology,
];
