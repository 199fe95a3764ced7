// CI: did `npm install` change package-lock.json? Every package of the committed lock must be
// unchanged; the only tolerated difference is npm 11 adding entries for optional platform binaries
// of other systems (os/cpu/libc-restricted, e.g. @rollup/rollup-linux-x64-musl), which it does for
// a different subset on each fresh install (npm/cli#4828), or leaving such entries out. Usage: node scripts/lockfileCheck.mjs <committed> <after-install>
import { readFileSync } from 'node:fs';

const [committedPath, installedPath] = process.argv.slice(2);
const committed = JSON.parse(readFileSync(committedPath, 'utf8'));
const installed = JSON.parse(readFileSync(installedPath, 'utf8'));
const problems = [];
const stable = (value) => JSON.stringify(value, Object.keys(value ?? {}).sort());
const platformOnly = (entry) => entry.optional === true && Boolean(entry.os || entry.cpu || entry.libc);
for (const [name, entry] of Object.entries(committed.packages ?? {})) {
  const after = installed.packages?.[name];
  if (!after) {
    if (!platformOnly(entry)) problems.push(`removed: ${name}`);
  } else if (stable(after) !== stable(entry)) problems.push(`changed: ${name}`);
}
for (const [name, entry] of Object.entries(installed.packages ?? {})) {
  if (committed.packages?.[name]) continue;
  if (!platformOnly(entry)) problems.push(`added: ${name}`);
}
if (problems.length) {
  console.error(`npm install 修改了 package-lock.json：请提交与 package.json 一致的锁文件\n${problems.slice(0, 20).join('\n')}`);
  process.exit(1);
}
