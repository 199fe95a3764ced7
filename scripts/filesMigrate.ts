/**
 * `npm run files:migrate`: copies every file the `files` table references from the local FILES_DIR
 * into the bucket configured by FILE_STORAGE=s3 and the S3_* variables, verifying each by sha256
 * read back from the bucket (server/storage/migrate.ts). Prints copied / already there / missing /
 * mismatched; exits 1 on any mismatch (or an error), 0 otherwise. Safe to run again.
 * With the embedded database (PGlite, no DATABASE_URL) stop the server first: one process at a time.
 */
import { ConfigError, loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/startup';
import { createLocalDiskStorage, createStorage } from '../server/storage';
import { migrateFiles } from '../server/storage/migrate';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.FILE_STORAGE !== 's3') {
    console.error('请先配置目标存储：FILE_STORAGE=s3 以及 S3_ENDPOINT、S3_BUCKET、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY');
    return 2;
  }
  const source = createLocalDiskStorage(config.FILES_DIR);
  const target = createStorage(config);
  await target.check();
  const database = await openConfiguredDatabase(config);
  try {
    console.log(`从 ${config.FILES_DIR} 复制到 ${config.S3_ENDPOINT} / ${config.S3_BUCKET} …`);
    const report = await migrateFiles({
      db: database.db,
      source,
      target,
      onFile: (objectId, outcome) => {
        if (outcome === 'missing') console.warn(`缺失（两处都没有）：${objectId}`);
        if (outcome === 'mismatched') console.error(`校验不符（sha256）：${objectId}`);
      },
    });
    console.log(
      `已复制 ${report.copied}，已存在 ${report.alreadyThere}，缺失 ${report.missing.length}，校验不符 ${report.mismatched.length}` +
        ` / copied ${report.copied}, already there ${report.alreadyThere}, missing ${report.missing.length}, mismatched ${report.mismatched.length}`,
    );
    return report.mismatched.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
