import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path from the `paths` module. */
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A real <a href>, so it opens in a new tab as usual; a plain left click navigates inside the app. */
export function Link({ to, replace = false, onClick, target, ...anchorProps }: LinkProps) {
  const { navigation } = useServices();
  return (
    <a
      {...anchorProps}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigation.navigate(to, { replace });
      }}
    />
  );
}
