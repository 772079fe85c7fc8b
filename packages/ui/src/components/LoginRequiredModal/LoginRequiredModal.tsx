import { useId } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths } from '../../app/paths.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

/**
 * Shown by the login guard on a protected page when there is no token (docs/spec.md §2). Close (or Escape)
 * returns to /, replacing the protected page in history so Back does not bring the modal again.
 */
export function LoginRequiredModal() {
  const { navigation } = useServices();
  const t = useT();
  const textId = useId();
  const close = () => navigation.navigate(paths.home, { replace: true });
  return (
    <Modal title={t('auth.loginRequiredTitle')} onClose={close} hasCloseButton={false} describedBy={textId}>
      <p id={textId}>{t('auth.loginRequiredText')}</p>
      <Button onClick={close}>{t('auth.close')}</Button>
    </Modal>
  );
}
