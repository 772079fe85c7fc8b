/** Providers that ignore dots in the local part (and the domain they deliver to). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address delivers to, for the free describes: `+tags` are dropped, and for Gmail the dots too, so
 * `Sam.Lee+2@googlemail.com` and `samlee@gmail.com` are one mailbox. (The 0003 migration computes the same.)
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless !== undefined) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
