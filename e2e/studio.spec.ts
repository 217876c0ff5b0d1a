import type { Page } from '@playwright/test';
import { machineRegistry } from '../machines/registry';
import { allStates, allTransitions } from '../src/shared/chart';
import { buildChartModel } from '../src/studio/model/machine-chart';
import { actorIdOf } from '../src/studio/model/event-kinds';
import { generatePaths, type PathStep } from '../src/studio/model/test-paths';
import { expect, expectAccessible, test } from './support/fixtures';

async function currentState(page: Page): Promise<string> {
  const text = (await page.getByText(/^Estado actual: /).textContent()) ?? '';
  return text.replace('Estado actual: ', '').replace(/ \(estado final.*\)$/, '');
}

/** One step the way a designer does it: edit the payload, click the matching simulation button. */
async function clickStep(page: Page, step: PathStep, machineId: string): Promise<void> {
  const actorId = actorIdOf(step.type) ?? '';
  const payload = JSON.stringify(step.payload);
  if (step.kind === 'event') {
    await page.getByLabel(`Datos de ${step.type}`, { exact: true }).fill(payload);
    await page.getByRole('button', { name: step.type, exact: true }).click();
  } else if (step.kind === 'done') {
    await page.getByLabel(`Resultado de ${actorId}`, { exact: true }).fill(payload);
    await page.getByRole('button', { name: `Resolver ${actorId}`, exact: true }).click();
  } else if (step.kind === 'error') {
    await page.getByLabel(`Error de ${actorId}`, { exact: true }).fill(payload);
    await page.getByRole('button', { name: `Fallar ${actorId}`, exact: true }).click();
  } else if (step.kind === 'delay') {
    const entry = machineRegistry.find((e) => e.id === machineId);
    if (!entry) throw new Error(`No machine ${machineId}`);
    const timer = allTransitions(buildChartModel(entry.machine)).find((t) => t.eventType === step.type);
    await page.getByRole('button', { name: `Disparar ${timer?.label.split(' [')[0]}` }).click();
  } else {
    throw new Error(`The studio has no button for ${step.type}`);
  }
}

test('the studio draws every registered machine without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/statecharts');
  await expect(page.getByRole('heading', { level: 1, name: 'Estudio de diagramas de estado' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Máquinas de estado' });
  for (const entry of machineRegistry) {
    await nav.getByRole('button', { name: new RegExp(entry.title) }).click();
    await expect(page.getByRole('img', { name: `Diagrama de estados: ${entry.title}` })).toBeVisible();
    await expect(page.getByText(entry.source)).toBeVisible();
    // The first view shows the whole chart: no state or label starts cut off at the edge.
    await expect(page.getByText(/^Vista parcial/)).toHaveCount(0);
  }
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('clicking only simulation buttons reaches every state of the login modal', async ({ page }) => {
  const entry = machineRegistry.find((e) => e.id === 'login-modal');
  if (!entry) throw new Error('login-modal is not registered');
  await page.goto('/statecharts');
  await page
    .getByRole('navigation', { name: 'Máquinas de estado' })
    .getByRole('button', { name: new RegExp(entry.title) })
    .click();
  await expect(page.getByRole('img', { name: `Diagrama de estados: ${entry.title}` })).toBeVisible();

  const reached = new Set<string>();
  const record = async () => {
    for (const leaf of (await currentState(page)).split(', ')) {
      leaf.split('.').forEach((_, i, parts) => reached.add(parts.slice(0, i + 1).join('.')));
    }
  };
  const seen = new Set<string>();
  for (const path of generatePaths(entry.machine, 'shortest').paths) {
    const fresh = path.steps.map((step) => step.state).filter((state) => !seen.has(state));
    if (fresh.length === 0) continue;
    fresh.forEach((state) => seen.add(state));
    await page.getByRole('button', { name: 'Reiniciar' }).click();
    await record();
    for (const step of path.steps) {
      await clickStep(page, step, entry.id);
      expect(await currentState(page)).toBe(step.state);
      await record();
    }
  }
  // A state with an unguarded `always` transition is left at once: nobody sees it at rest.
  const everyState = allStates(buildChartModel(entry.machine))
    .filter((s) => !s.transitions.some((t) => t.kind === 'always' && !t.guard))
    .map((s) => s.path.join('.'));
  expect([...reached].sort()).toEqual([...everyState].sort());
  await expectAccessible(page);
});
