/**
 * The product server for bench/exam/index.ts, in its own process so that the 500 clients do not
 * share its event loop: `tsx bench/exam/server.ts <url>` serves the app on a PostgreSQL database
 * the bench has already migrated, seeded and filled (it neither migrates nor drops anything). As
 * deployed (NODE_ENV=production: no response validation against the contracts), the demo's file
 * side (documents, material PDFs) off and its data directory a temporary one. Prints
 * `{"port":…}` on stdout when listening; SIGTERM closes it.
 */
import { createApp } from '../../server/app';
import { configFrom } from '../../server/config';
import { openDatabase } from '../../server/db/client';

const [url, dataDir] = process.argv.slice(2);
if (!url || !dataDir) throw new Error('usage: tsx bench/exam/server.ts <postgres url> <data dir>');

const database = await openDatabase({ driver: 'postgres', url });
const config = configFrom({ LOG_LEVEL: 'silent', NODE_ENV: 'production', DEMO: 'false', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent-dist' });
const app = await createApp({ config, db: database.db }, false);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
