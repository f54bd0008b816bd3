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
  return { passed: tests - failed - skipped, failed, skipped };
}

function fromVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0).length;
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + failedSuites,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

function fromPlaywright(file) {
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  const errors = JSON.parse(readFileSync(file, 'utf8')).errors ?? [];
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + errors.length, skipped: s.skipped ?? 0 };
}

/** The lint step's own report: `{ passed, failed }`. */
function fromLint(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.passed ?? 0, failed: r.failed ?? 1, skipped: 0 };
}

export function summarize(dir, suites, buildFailed = false) {
  const total = { passed: 0, failed: buildFailed ? 1 : 0, skipped: 0 };
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
    }
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
  }
  const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
  return { line, failed: total.failed };
}
