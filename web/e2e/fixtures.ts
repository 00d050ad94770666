import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// The web package is an ES module, where __dirname does not exist.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export interface E2EUser {
  id: string;
  email: string;
  password: string;
  roleType: string;
  firstName: string;
}
export interface E2ETenant {
  slug: string;
  name: string;
  baseURL: string;
  users: E2EUser[];
  startups: Array<{ id: string; name: string }>;
  funnel: { id: string; slug: string; name: string; programId: string } | null;
  course: { id: string; title: string; cohortId: string } | null;
}

/** A tenant of its own for a spec, reached at http://<slug>.localhost:<port>; startups name their people by index. */
export function createTenant(
  users: Array<{ roleType: string; language?: string; firstName?: string }>,
  name?: string,
  startups?: Array<{ name: string; founders?: number[]; coaches?: number[] }>,
  plan?: 'starter' | 'growth' | 'enterprise',
  funnel?: { name: string; admins: number[]; evaluators: number[] },
  course?: { title: string; admins: number[]; learners: number[] },
): E2ETenant {
  const json = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['test/e2e/tenant.ts', JSON.stringify({ users, name, startups, plan, funnel, course })], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    encoding: 'utf8',
  });
  const tenant = JSON.parse(json.trim().split('\n').pop()!);
  return { ...tenant, baseURL: `http://${tenant.slug}.localhost:${process.env.E2E_PORT}` };
}

/** The text of the newest mail received for an address. */
export async function waitForMail(to: string, match: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(process.env.E2E_MAIL_FILE!, 'utf8').split('\n').filter(Boolean);
    const mails = lines.map((l) => JSON.parse(l) as { to: string; text: string }).filter((m) => m.to === to);
    const body = mails
      .map((m) => m.text)
      .reverse()
      .find((text) => match.test(text));
    if (body) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${match}`);
}

/**
 * Waits until nothing is moving (a dialog fading in, a branch opening): a screen mid-transition
 * shows colours and places it will not keep. Endless animations (a loader) do not count.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
}

/**
 * The accessibility rules axe checks (WCAG 2.1 A and AA, contrast included), on the page as it
 * is now: any violation fails the spec, named with its elements so that it can be found.
 */
export async function expectAccessible(page: Page, name: string) {
  await settled(page);
  // 'label-content-name-mismatch' is one of axe's experimental rules (off in its own defaults): it
  // counts an avatar's drawn initials as text the button's name must repeat.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).disableRules(['label-content-name-mismatch']).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `accessibility of ${name}`).toEqual([]);
}

/** Saves what the user sees, so that a person can look at every screen a spec visited, and checks it with axe. */
export async function snap(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: path.join(here, 'screenshots', `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}

export { base as test, expect };
