import { attributions } from '../../../../../content/data/manifest.json';
import styles from './Legal.module.css';
import { LegalPage } from './LegalPage.tsx';
import { LegalSection } from './legalParts.tsx';
import { wordNetLicense } from './wordNetLicense.ts';

/**
 * The credits and licences of the reference works the descriptions come from (docs/design.md decision 14).
 */
export function Sources() {
  return (
    <LegalPage title="Sources">
      <p>
        TermTap&apos;s descriptions are drawn from openly licensed reference works. We thank their authors and
        reproduce their notices below, as their licences ask.
      </p>

      <LegalSection title="Where each definition comes from">
        <p>Every description says in small type where its definition comes from:</p>
        <ul>
          <li>
            <strong>{attributions.wordnet}</strong> — quoted exactly from WordNet, for the sense the subject
            uses.
          </li>
          <li>
            <strong>{attributions.foldoc}</strong> — quoted from the Free On-line Dictionary of Computing.
          </li>
          <li>
            <strong>{attributions.termtap}</strong> — written or rewritten by our editors for the Indian Class
            11–12 and first-year syllabus, where a dictionary&apos;s text was wrong, weak or missing.
          </li>
        </ul>
        <p>
          Examples, &quot;Not to be confused with&quot; lines and the cautions on medicine names are always
          written by TermTap. Medicine entries are for study only — not medical advice.
        </p>
      </LegalSection>

      <LegalSection title="WordNet 3.1">
        <p>
          Princeton University, &quot;About WordNet.&quot; WordNet. Princeton University. 2010.{' '}
          <a href="https://wordnet.princeton.edu/">https://wordnet.princeton.edu/</a>
        </p>
        <p>WordNet is used under the following licence:</p>
        <blockquote className={styles.licence}>{wordNetLicense}</blockquote>
      </LegalSection>

      <LegalSection title="FOLDOC">
        <p>
          Computing terms include material from The Free On-line Dictionary of Computing,{' '}
          <a href="http://foldoc.org/">http://foldoc.org/</a>, Editor Denis Howe.
        </p>
        <p>
          FOLDOC is used under the{' '}
          <a href="https://www.gnu.org/licenses/fdl.html">GNU Free Documentation License</a> (GFDL); material
          taken from it remains available under that licence.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
