// `npm run admin -- <command>`: look up a user, grant or end a month, resend a receipt, revoke sessions
// (ops/admin.ts; `npm run admin -- help`). Uses the server's configuration (DATABASE_URL, or PGlite in DATA_DIR:
// PGlite allows one process per folder, so stop the server first), SMTP_URL and PUBLIC_URL for receipts.

import { userInfo } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createSweep } from '../jobs/sweep.ts';
import { createMailer } from '../mail/mailer.ts';
import { ADMIN_HELP, runAdmin } from './admin.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
  console.log(ADMIN_HELP);
  process.exit(argv.length === 0 ? 2 : 0);
}
let code = 1;
try {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: 2,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
  });
  const log = { info: () => {}, warn: console.warn, error: console.error };
  const sweep = createSweep({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    now: () => new Date(),
    log,
  });
  try {
    code = await runAdmin(argv, {
      db: database.db,
      operator: process.env.SUDO_USER ?? userInfo().username,
      sendReceipt: (orderId) => sweep.sendDueReceipts(orderId),
      print: (line) => console.log(line),
    });
  } finally {
    mailer.close();
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
}
process.exit(code);
