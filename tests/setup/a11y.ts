// Accessibility in every browser test: axe-core checks each page a test shows against WCAG 2.1 A and AA, and a serious
// or critical violation fails the test.
//
//   const a11y = accessibilityChecks();          // first in the describe: its afterEach must run before pages close
//   beforeEach(async () => { page = await a11y.watch(await (await browser.newContext()).newPage()); });
//   ...
//   await a11y.check(page, 'with the dialog open'); // after a state change worth checking (dialogs, menus, errors)
//
// A watched page is checked by itself after every page.goto() and once more as the test ends. Every other path the
// page showed (reached by clicking a link, submitting a form, being sent on) must have had an explicit check, or the
// test fails and names the path. Paths the app only passed through (a redirect that replaced the address) do not count.
//
// A page whose frames, viewport, scroll position and focus are exactly those of a page checked before in this run (the
// login screen of every test that signs in through it, a page checked after page.goto and again as its test ends)
// gets that page's verdict without running axe again: the same markup under the same build's styles gives the same
// verdict. The test files of one jest run share their verdicts through a folder (A11Y_VERDICTS_ENV).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { A11Y_VERDICTS_ENV } from './env.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Server paths are not pages of the app (the tests sign in from /healthz). */
const NOT_THE_APP = /^\/(api|graphql|files|healthz|sanctum)(\/|$)/;

export interface WatchOptions {
  /**
   * Turns the automatic checks after page.goto() and the check for unchecked paths off, with the reason why. The check
   * as the test ends still runs. For tests whose timing an axe run would disturb (e.g. an idle timer of seconds).
   */
  onlyFinalCheck?: string;
}

interface Watched {
  page: Page;
  options: WatchOptions;
  /** Paths the page showed, in order. */
  shown: Set<string>;
  /** Paths an axe run saw. */
  checked: Set<string>;
}

export interface AccessibilityChecks {
  /** Checks `page` from now on (see the top of this file) and returns it. It must come from browser.newContext(). */
  watch(page: Page, options?: WatchOptions): Promise<Page>;
  /** Checks the page as it is now; `what` says which state, for the message. */
  check(page: Page, what?: string): Promise<void>;
}

/** Registers the afterEach that finishes the checks of the current test; call it first in a describe block. */
export function accessibilityChecks(): AccessibilityChecks {
  let watched: Watched[] = [];

  const api: AccessibilityChecks = {
    async watch(page, options = {}) {
      const entry: Watched = { page, options, shown: new Set(), checked: new Set() };
      watched.push(entry);
      await trackPaths(page, entry.shown);
      if (!options.onlyFinalCheck) {
        const goto = page.goto.bind(page);
        page.goto = async (...args: Parameters<Page['goto']>) => {
          const response = await goto(...args);
          if (isAppPath(page.url())) await checkPage(entry, `after page.goto(${JSON.stringify(args[0])})`);
          return response;
        };
      }
      return page;
    },
    async check(page, what) {
      const entry = watched.find((w) => w.page === page);
      if (!entry) throw new Error('a11y.check(): this page is not watched; pass it through a11y.watch() first.');
      await checkPage(entry, what);
    },
  };

  afterEach(async () => {
    const current = watched;
    watched = [];
    for (const entry of current) {
      if (entry.page.isClosed()) {
        throw new Error('The page was closed before its accessibility check: call accessibilityChecks() before the afterEach that closes pages.');
      }
      await checkPage(entry, 'as the test ended');
      if (entry.options.onlyFinalCheck) continue;
      const unchecked = [...entry.shown].filter((path) => !entry.checked.has(path));
      if (unchecked.length) {
        throw new Error(
          `Pages shown without an accessibility check: ${unchecked.join(', ')}.\n` + 'Add `await a11y.check(page)` once the page has loaded (or reach it with page.goto, which checks by itself).',
        );
      }
    }
  });

  return api;
}

function isAppPath(url: string): boolean {
  if (!/^https?:/.test(url)) return false;
  return !NOT_THE_APP.test(new URL(url).pathname);
}

/**
 * Records every path the page shows: documents it loads and client-side navigations. A path the app left by replacing
 * the address (a redirect: trailing slash, unknown path, signed in on /login) was only passed through.
 */
async function trackPaths(page: Page, shown: Set<string>): Promise<void> {
  await page.exposeBinding('__a11yNavigated', (_source, kind: 'load' | 'push' | 'replace', from: string, to: string) => {
    if (kind === 'replace' && from !== to) shown.delete(from);
    if (isAppPath(`http://x${to}`)) shown.add(to);
  });
  await page.addInitScript(() => {
    const report = (kind: string, from: string, to: string) =>
      void (window as unknown as { __a11yNavigated?: (kind: string, from: string, to: string) => Promise<void> }).__a11yNavigated?.(kind, from, to);
    const here = () => window.location.pathname;
    for (const kind of ['push', 'replace'] as const) {
      const original = kind === 'push' ? history.pushState : history.replaceState;
      history[kind === 'push' ? 'pushState' : 'replaceState'] = function (this: History, ...args: Parameters<History['pushState']>) {
        const from = here();
        original.apply(this, args);
        report(kind, from, here());
      };
    }
    report('load', '', here());
  });
}

async function checkPage(entry: Watched, what = 'now'): Promise<void> {
  const { page } = entry;
  for (let attempt = 1; ; attempt++) {
    try {
      await settle(page);
      const path = new URL(page.url()).pathname;
      const state = await pageState(page);
      let failing = verdicts.get(state);
      if (!failing) {
        const results = await runAxe(page);
        // The page may have moved on while axe ran; then the result belongs to neither path for sure.
        if (new URL(page.url()).pathname !== path) throw new Error('Execution context was destroyed: the page navigated during the check');
        failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
        // Only a page that stayed as it was while axe ran is known to have this verdict.
        if ((await pageState(page)) === state) verdicts.set(state, failing);
      }
      entry.checked.add(path);
      if (failing.length) throw new AccessibilityError(describe(failing, `${path} ${what}`));
      return;
    } catch (error) {
      if (error instanceof AccessibilityError || attempt >= 3 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now, its frames included; only violations are collected.
 * axe is loaded into each frame once per document (a client-side navigation keeps it) and runs from the top frame,
 * which asks the frames for their part.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object'))) await frame.evaluate(axeSource());
  }
  const options: axe.RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), options);
}

let minified: string | undefined;

/** axe-core's minified build: under half the size of `axe.source` (1.5 MB), so each new document parses it faster. */
function axeSource(): string {
  return (minified ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
}

/**
 * What an axe run's verdict depends on, as a digest: every frame's address and markup (its styles are the run's one
 * build, linked from the markup), the viewport, the scroll positions, the focused and hovered elements and the media
 * features the styles ask about.
 */
async function pageState(page: Page): Promise<string> {
  const hash = createHash('sha256');
  // Each test file has a server of its own, on a port of its own: the addresses count from the origin on, and a
  // frame's origin only where it is not the page's.
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    // A frame that has not loaded anything yet has no address at all ('').
    const url = URL.canParse(frame.url()) ? new URL(frame.url()) : null;
    hash.update(JSON.stringify(url ? [url.origin === origin ? '' : url.origin, url.pathname, url.search, url.hash] : [frame.url()]));
    hash.update(
      await frame.evaluate(() => {
        const elements = [...document.querySelectorAll('*')];
        return JSON.stringify([
          innerWidth,
          innerHeight,
          devicePixelRatio,
          scrollX,
          scrollY,
          document.documentElement.outerHTML,
          // Which elements are scrolled, and how far.
          elements.flatMap((e, i) => (e.scrollTop || e.scrollLeft ? [[i, e.scrollTop, e.scrollLeft]] : [])),
          [document.activeElement, ...document.querySelectorAll(':hover')].map((e) => (e ? elements.indexOf(e) : -1)),
          document.activeElement?.matches(':focus-visible') ?? false,
          ['(hover: hover)', '(pointer: coarse)', '(prefers-reduced-motion: reduce)', '(prefers-color-scheme: dark)'].map((q) => matchMedia(q).matches),
        ]);
      }),
    );
  }
  return hash.digest('hex');
}

/** Verdicts (the failing violations, usually none) by page state: this file's, and the run's in A11Y_VERDICTS_ENV. */
const verdicts = {
  mine: new Map<string, Violation[]>(),
  get(state: string): Violation[] | undefined {
    const known = this.mine.get(state);
    if (known) return known;
    const dir = process.env[A11Y_VERDICTS_ENV];
    if (!dir) return undefined;
    try {
      return JSON.parse(readFileSync(join(dir, state), 'utf8')) as Violation[];
    } catch {
      return undefined;
    }
  },
  set(state: string, failing: Violation[]): void {
    this.mine.set(state, failing);
    const dir = process.env[A11Y_VERDICTS_ENV];
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    // Written whole under a name of its own, then renamed: a reader never sees half a verdict.
    const temporary = join(dir, `${state}.${process.pid}`);
    writeFileSync(temporary, JSON.stringify(failing));
    renameSync(temporary, join(dir, state));
  },
};

/** Waits until the app shows a page rather than its loading state (the shell's or a screen's fallback in <main>). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !!document.querySelector('main') && !document.querySelector('main > .loading'), undefined, { timeout: 15_000 });
}

class AccessibilityError extends Error {
  override name = 'AccessibilityError';
}

type Violation = axe.Result;

function describe(violations: Violation[], where: string): string {
  const lines = [`Accessibility violations (WCAG 2.1 A/AA, serious or critical) on ${where}:`];
  for (const v of violations) {
    lines.push(`- ${v.id} [${v.impact}]: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 5)) {
      lines.push(`    at ${node.target.map(String).join(' ')}${node.failureSummary ? `: ${node.failureSummary.replace(/\s+/g, ' ').trim()}` : ''}`);
    }
    if (v.nodes.length > 5) lines.push(`    … and ${v.nodes.length - 5} more`);
  }
  return lines.join('\n');
}
