// Adds up the reports of the lint step, bun:test (JUnit XML), vitest (JSON) and Playwright (JSON).
// A suite whose report is missing counts as one failure, so a crash can never look green.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function fromJunit(file) {
  const xml = readFileSync(file, 'utf8');
  const head = xml.match(/<testsuites\b[^>]*>/)?.[0] ?? '';
  const attr = (n) => Number(head.match(new RegExp(`\\b${n}="(\\d+)"`))?.[1] ?? 0);
  const tests = attr('tests');
  const failed = attr('failures') + attr('errors');
  const skipped = attr('skipped');
  // Each <testcase> holding a <failure> or <error>: its file, its group, its name and the reason.
  const names = [];
  for (const [, attrs, body = ''] of xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const failure = body.match(/<(?:failure|error)\b[^>]*>/)?.[0];
    if (!failure) continue;
    const get = (n) => unescapeXml(attrs.match(new RegExp(`\\b${n}="([^"]*)"`))?.[1] ?? '');
    const reason = unescapeXml(failure.match(/\bmessage="([^"]*)"/)?.[1] ?? '').split('\n')[0].slice(0, 200);
    names.push(`${get('file')}:${get('line')} > ${get('classname')} > ${get('name')}${reason ? `: ${reason}` : ''}`);
  }
  return { passed: tests - failed - skipped, failed, skipped, names };
}

function unescapeXml(text) {
  const named = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
  return text.replace(/&(?:#(\d+)|(lt|gt|quot|apos|amp));/g, (_, code, name) => (code ? String.fromCharCode(Number(code)) : named[name]));
}

function fromVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0).length;
  const relative = (name) => path.relative(process.cwd(), name);
  const names = (r.testResults ?? []).flatMap((file) => {
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) return [`${relative(file.name)}: ${(file.message ?? '').slice(0, 200)}`];
    return failedTests.map((a) => `${relative(file.name)} > ${a.fullName ?? a.title}`);
  });
  return {
    names,
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + failedSuites,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

function fromPlaywright(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  const errors = report.errors ?? [];
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) names.push(`${spec.file}:${spec.line} > ${[...trail, spec.title].join(' > ')}`);
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of errors) names.push((error.message ?? '').split('\n')[0].slice(0, 200));
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + errors.length, skipped: s.skipped ?? 0, names };
}

/** The lint step's own report: `{ passed, failed }`. */
function fromLint(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.passed ?? 0, failed: r.failed ?? 1, skipped: 0 };
}

export function summarize(dir, suites, buildFailed = false) {
  const total = { passed: 0, failed: buildFailed ? 1 : 0, skipped: 0 };
  // The failing tests are named again here, next to the totals, where a log's tail shows them.
  const failures = [];
  for (const suite of suites) {
    const file = path.join(dir, suite === 'server' ? 'server.xml' : `${suite}.json`);
    let r;
    try {
      const read = { server: fromJunit, e2e: fromPlaywright, lint: fromLint }[suite] ?? fromVitest;
      r = !existsSync(file) ? null : read(file);
    } catch {
      r = null;
    }
    if (!r) {
      console.log(`${suite}: no report (counted as a failure)`);
      r = { passed: 0, failed: 1, skipped: 0 };
    } else {
      console.log(`${suite}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
      for (const name of r.names ?? []) failures.push(`  ${suite}: ${name}`);
    }
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
  }
  if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
  const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
  return { line, failed: total.failed };
}
