/** The native argon2 module is loaded with the first password, not at start (docs/decisions/0008). */
const argon2 = () => import('@node-rs/argon2');

// @node-rs/argon2 declares `Algorithm` as a const enum, which isolated modules cannot import: 2 is Argon2id.
const ARGON2ID = 2;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail) it checks against a dummy hash so both
 * failures take as long and the answer time does not reveal which e-mails have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (storedHash === null) {
    dummyHash ??= hashPassword('termtap-dummy-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
