import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

import type { Options } from './lib/args';
import { type Bar, writeResult } from './lib/results';
import { repoRoot, startServer, tempDir } from './lib/server';
import { round } from './lib/stats';

const run = promisify(execFile);
const distDir = path.join(repoRoot, 'apps/web/dist');
const assetsDir = path.join(distDir, 'assets');

/**
 * The route modules of apps/web/src/app/router.tsx, by their chunk names; a route with no lazy
 * chunk (the landing page is part of the entry) counts the entry graph alone.
 */
const ROUTES: Record<string, string> = {
  '/': 'landing',
  '/login': 'login',
  '/register': 'register',
  '/onboarding': 'onboarding',
  '/dashboard': 'dashboard',
  '/sessions': 'sessions',
  '/session/:id': 'session',
  '/integrations': 'integrations',
  '/personalization': 'personalization',
  '/self-training': 'self-training',
  '/settings': 'settings',
  '/accept-invite': 'accept-invite',
  '*': 'not-found',
};

const gz = new Map<string, number>();
const gzipped = (file: string) => {
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length;
    gz.set(file, size);
  }
  return size;
};

/** Static imports of a built chunk (`import … from"./x.js"`, `import"./x.js"`), not import(). */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assetsDir, file), 'utf8');
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) found.add(m[1]!);
  return [...found];
}

function dynamicImports(file: string): string[] {
  const code = readFileSync(path.join(assetsDir, file), 'utf8');
  return [
    ...new Set(
      [...code.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((m) => m[1]!),
    ),
  ];
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

/** Initial JS per route: the entry's static graph plus the route chunk's, each file gzipped. */
function bundleSizes() {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module entry in apps/web/dist/index.html');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"/g)].map(
    (m) => m[1]!,
  );
  const base = closure([entry]);
  const lazy = new Set<string>();
  for (const file of base) for (const d of dynamicImports(file)) lazy.add(d);
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipped(f), 0);
  const baseBytes = sum(base);
  const routes = Object.entries(ROUTES).map(([route, name]) => {
    const chunk = [...lazy].find((f) => chunkName(f) === name);
    if (!chunk) return { route, chunk: null, files: base.size, gzipBytes: baseBytes };
    const all = closure([entry, chunk]);
    return { route, chunk, files: all.size, gzipBytes: sum(all) };
  });
  return {
    entry,
    entryGraph: { files: [...base], gzipBytes: baseBytes },
    cssGzipBytes: css.reduce((n, f) => n + gzipped(f), 0),
    routes,
  };
}

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface LighthouseReport {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; displayValue?: string; score?: number | null }>;
  runtimeError?: { code: string; message: string };
}

async function lighthouse(url: string, runs: number) {
  const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const reports = [];
  for (let i = 0; i < runs; i++) {
    const { stdout } = await run(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 2 ** 20 },
    );
    const report = JSON.parse(stdout) as LighthouseReport;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
    const audit = (id: string) => report.audits[id]?.numericValue;
    const figures = {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcpMs: round(audit('first-contentful-paint') ?? NaN, 0),
      lcpMs: round(audit('largest-contentful-paint') ?? NaN, 0),
      tbtMs: round(audit('total-blocking-time') ?? NaN, 0),
      cls: round(audit('cumulative-layout-shift') ?? NaN, 3),
      speedIndexMs: round(audit('speed-index') ?? NaN, 0),
      transferBytes: audit('total-byte-weight'),
      textCompressionSavingsBytes:
        report.audits['uses-text-compression']?.score === 1
          ? 0
          : report.audits['uses-text-compression']?.displayValue,
      version: report.lighthouseVersion,
    };
    console.log(
      `  lighthouse run ${i + 1}: score ${figures.score}, FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}`,
    );
    reports.push(figures);
  }
  return reports;
}

export async function runWeb(options: Options) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error('apps/web/dist is missing: run the bench without --no-build');
  const sizes = bundleSizes();
  for (const r of sizes.routes)
    console.log(
      `  ${r.route.padEnd(18)} ${(r.gzipBytes / 1024).toFixed(1)} KiB gzipped JS (${r.files} files)`,
    );
  console.log(`  CSS ${(sizes.cssGzipBytes / 1024).toFixed(1)} KiB gzipped`);

  let lh: Awaited<ReturnType<typeof lighthouse>> | undefined;
  let lhError: string | undefined;
  if (!options.flag('no-lighthouse')) {
    const server = await startServer({
      port: options.number('port', 4401),
      dataDir: tempDir('web'),
    });
    try {
      lh = await lighthouse(`${server.url}/`, options.number('lighthouse-runs', 3));
    } catch (error) {
      lhError = (error as Error).message;
      console.log(`  lighthouse failed: ${lhError}`);
    } finally {
      await server.stop();
    }
  }
  const landing = sizes.routes.find((r) => r.route === '/')!;
  const scores = (lh ?? []).map((r) => r.score).sort((a, b) => a - b);
  const median = scores[Math.floor(scores.length / 2)];
  const bars: Bar[] = [
    {
      what: 'landing page initial JS (entry graph + landing chunk, gzipped)',
      bar: '≤ 150 KB',
      value: `${round(landing.gzipBytes / 1000, 1)} KB`,
      met: landing.gzipBytes <= 150_000,
    },
    {
      what: 'landing page Lighthouse performance (mobile emulation, median)',
      bar: '≥ 95',
      value:
        median === undefined
          ? `not measured: ${lhError ?? 'skipped'}`
          : `${median} (runs: ${scores.join(', ')})`,
      met: median !== undefined && median >= 95,
    },
  ];
  writeResult(
    'web',
    { bundle: sizes, lighthouse: lh ?? null, lighthouseError: lhError ?? null },
    bars,
  );
}
