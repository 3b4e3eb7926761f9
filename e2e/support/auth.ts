import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A unique person for one test, so tests never share a couple or a session. */
export function newPerson(label = 'person') {
  counter += 1;
  const id = `${label}-${Date.now().toString(36)}-${counter}`;
  return { email: `${id}@example.test`, name: label.charAt(0).toUpperCase() + label.slice(1) };
}

/** Fills the built-in provider's development sign-in page, as a person would. */
export async function completeDevSignIn(page: Page, person: { email: string; name: string }) {
  await expect(page.getByText('Development sign-in').first()).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /login and waits for the app to take over again. */
export async function signIn(page: Page, person = newPerson()) {
  await page.goto('/login');
  await page.getByRole('button', { name: /^Continue with / }).click();
  await completeDevSignIn(page, person);
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/auth'),
  );
  return person;
}
