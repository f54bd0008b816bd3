// `npm run build -w web`: builds the public site, the back-office and the site's server entry into
// a new folder, web/builds/<time>/{dist,dist-server}, and only then points web/dist at it by
// renaming a new symlink over the old one (one step: a running server never sees half a build).
// The newest earlier builds stay, so a page loaded before the switch still finds its hashed files
// (the server looks for a missing /assets/ file in them); older ones are removed.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const builds = path.join(web, 'builds');
const link = path.join(web, 'dist');
/** Builds kept besides the current one: a page stays open for a while after a deploy. */
const KEEP_EARLIER = 2;

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const id = `${stamp()}-${process.pid}`;
const out = path.join(builds, id);
mkdirSync(builds, { recursive: true });

const vite = path.resolve(web, '../node_modules/.bin/vite');
for (const args of [
  ['build', '--outDir', path.join(out, 'dist')],
  ['build', '--mode', 'admin', '--outDir', path.join(out, 'dist')],
  ['build', '--mode', 'server', '--outDir', path.join(out, 'dist-server')],
]) {
  const r = spawnSync(vite, args, { cwd: web, stdio: 'inherit' });
  if (r.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
}

// A tree built before this script had real folders at web/dist and web/dist-server: they become
// an earlier build of their own (a moment without web/dist, once).
if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
  const legacy = path.join(builds, `00000000T000000Z-before-${id}`);
  mkdirSync(legacy);
  renameSync(link, path.join(legacy, 'dist'));
  if (existsSync(path.join(web, 'dist-server'))) renameSync(path.join(web, 'dist-server'), path.join(legacy, 'dist-server'));
}
if (existsSync(path.join(web, 'dist-server')) && lstatSync(path.join(web, 'dist-server')).isSymbolicLink()) rmSync(path.join(web, 'dist-server'));

// The switch: a relative link (it survives a copy of the tree, e.g. into a container image).
const next = `${link}.next`;
rmSync(next, { force: true });
symlinkSync(path.relative(web, path.join(out, 'dist')), next);
renameSync(next, link);
console.log(`web/dist now points at ${path.relative(web, out)}/dist`);

const current = path.basename(path.dirname(path.resolve(web, readlinkSync(link))));
const earlier = readdirSync(builds)
  .filter((name) => name !== current)
  .sort()
  .reverse();
for (const name of earlier.slice(KEEP_EARLIER)) rmSync(path.join(builds, name), { recursive: true, force: true });

const report = spawnSync(process.execPath, [path.join(web, 'scripts/report-sizes.mjs')], { cwd: web, stdio: 'inherit' });
process.exit(report.status ?? 1);
