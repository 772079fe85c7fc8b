import type { LocalPaymentOutcome } from '@termtap/api-client';
import { useId } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Modal } from '../components/Modal/Modal.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { Trans } from '../i18n/Trans.tsx';
import styles from './LocalCheckoutDialog.module.css';
import { localCheckoutChoices } from './localCheckout.ts';

export interface LocalCheckoutDialogProps {
  orderId: string;
  /** True while the chosen outcome is being recorded: the choices are disabled. */
  isRecording: boolean;
  onChoose(outcome: LocalPaymentOutcome): void;
}

/**
 * The local test gateway's checkout (docs/design.md decision 11), shown instead of Cashfree's when the server
 * has no Cashfree keys. Closing it counts as the customer leaving the checkout.
 */
export function LocalCheckoutDialog({ orderId, isRecording, onChoose }: LocalCheckoutDialogProps) {
  const descriptionId = useId();
  const t = useT();
  return (
    <Modal
      title={t('payment.testTitle')}
      onClose={() => onChoose('user_dropped')}
      describedBy={descriptionId}
    >
      <p id={descriptionId} className={styles.intro}>
        {t('payment.testIntro')}
      </p>
      <p className={styles.order}>
        <Trans
          id="payment.testOrder"
          values={{ orderId }}
          components={{ 0: <span className={styles.orderId} /> }}
        />
      </p>
      <ul className={styles.choices}>
        {localCheckoutChoices.map((choice) => (
          <li key={choice.outcome} className={styles.choice}>
            <Button
              variant={choice.outcome === 'success' ? 'primary' : 'secondary'}
              className={styles.choiceButton}
              disabled={isRecording}
              aria-describedby={`${descriptionId}-${choice.outcome}`}
              onClick={() => onChoose(choice.outcome)}
            >
              {t(choice.label)}
            </Button>
            <span id={`${descriptionId}-${choice.outcome}`} className={styles.hint}>
              {t(choice.hint)}
            </span>
          </li>
        ))}
      </ul>
      {isRecording ? (
        <p role="status" className={styles.recording}>
          {t('payment.testRecording')}
        </p>
      ) : null}
    </Modal>
  );
}
