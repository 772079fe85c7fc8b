/** The reset link in a raw e-mail (quoted-printable soft line breaks and escapes undone). */
export function resetLinkIn(rawMail: string): string | null {
  const decoded = rawMail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return decoded.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? null;
}
