import type { LocalPaymentOutcome } from '@termtap/api-client';
import { useId } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Modal } from '../components/Modal/Modal.tsx';
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
  return (
    <Modal
      title="Test payment — no money moves"
      onClose={() => onChoose('user_dropped')}
      describedBy={descriptionId}
    >
      <p id={descriptionId} className={styles.intro}>
        This server uses the local test gateway. Choose how this payment of ₹150 should end.
      </p>
      <p className={styles.order}>
        Order <span className={styles.orderId}>{orderId}</span>
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
              {choice.label}
            </Button>
            <span id={`${descriptionId}-${choice.outcome}`} className={styles.hint}>
              {choice.hint}
            </span>
          </li>
        ))}
      </ul>
      {isRecording ? (
        <p role="status" className={styles.recording}>
          Recording the test payment…
        </p>
      ) : null}
    </Modal>
  );
}
