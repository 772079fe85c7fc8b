import { useMemo } from 'react';
import { AppServicesProvider, useServices } from '../../app/AppServicesProvider.tsx';
import { paths } from '../../app/paths.ts';
import type { AppServices } from '../../app/ports.ts';
import { Button } from '../../components/Button/Button.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { LocalCheckoutDialog } from '../../payment/LocalCheckoutDialog.tsx';
import { usePayNow } from '../../payment/usePayNow.ts';

function AddMonthButton({ className }: { className?: string }) {
  const t = useT();
  const { isProcessing, payNow, localCheckout, chooseLocalOutcome } = usePayNow();
  return (
    <>
      <Button size="lg" className={className} onClick={payNow} disabled={isProcessing}>
        {isProcessing ? t('account.processing') : t('account.addAnotherMonth')}
      </Button>
      {localCheckout ? (
        <LocalCheckoutDialog
          orderId={localCheckout.orderId}
          isRecording={localCheckout.isRecording}
          onChoose={chooseLocalOutcome}
        />
      ) : null}
    </>
  );
}

/**
 * "Add another month" (docs/design.md decision 9: paying while paid extends the month): the very flow of Pay
 * Now. Pay Now ends a successful payment by going to /nutrition; here the student stays on the account page,
 * which `onPaid` refreshes so the new end date shows. Every other ending (pending, failed, redirect) goes
 * where Pay Now sends it.
 */
export function AddMonth({ onPaid, className }: { onPaid: () => void; className?: string }) {
  const services = useServices();
  const stayOnAccount = useMemo<AppServices>(
    () => ({
      ...services,
      navigation: {
        pathname: services.navigation.pathname,
        search: services.navigation.search,
        replacePage: (to) => services.navigation.replacePage(to),
        navigate: (to, options) => {
          if (to === paths.nutrition) onPaid();
          else services.navigation.navigate(to, options);
        },
      },
    }),
    [services, onPaid],
  );
  return (
    <AppServicesProvider services={stayOnAccount}>
      <AddMonthButton className={className} />
    </AppServicesProvider>
  );
}
