// `npm run backup -- <file>` and `npm run restore -- <file>`: the server's environment (DATABASE_URL, or PGlite in
// DATA_DIR) says which database. See ops/backup.ts and docs/operations.md ("Backups").
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file>   or   npm run restore -- <file>');
  process.exit(2);
}
try {
  // Relative to where npm was started (npm runs scripts from the repo root).
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  // Only the database settings matter here: a production environment is checked by the server, not again.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const how = command === 'backup' ? await backup(config, path) : await restore(config, path);
  console.info(`${command === 'backup' ? 'Backed up to' : 'Restored from'} ${path} (${how}).`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
