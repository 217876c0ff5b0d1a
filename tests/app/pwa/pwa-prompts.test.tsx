import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import InstallPrompt from '@/app/pwa/install-prompt';
import { keepInstallOffer } from '@/app/pwa/install-offer';
import { LazyInstallPrompt } from '@/app/pwa/lazy-install-prompt';
import { showAdBlockerNotice, showUpdateNotice } from '@/app/pwa/pwa-notices';
import { buildTheme } from '@/app/theme/build-theme';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 5, 1, 15);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';

function renderWithMantine(children: React.ReactNode) {
  return render(
    <MantineProvider env="test" theme={buildTheme()}>
      <Notifications />
      {children}
    </MantineProvider>,
  );
}

const prompt = () => screen.queryByRole('region', { name: 'Instala Muro Pride' });

/** Opens the page again at `time` and says whether the install prompt is on it. */
function promptIsBackAt(time: number) {
  vi.setSystemTime(time);
  const page = renderWithMantine(<InstallPrompt />);
  const back = prompt() !== null;
  page.unmount();
  return back;
}

/** What Chromium fires when the app can be installed. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(() => keepInstallOffer(window));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => window.dispatchEvent(new Event('appinstalled')));
});

describe('install prompt', () => {
  it('stays hidden while the browser offers no install', () => {
    renderWithMantine(<InstallPrompt />);
    expect(prompt()).toBeNull();
  });

  it('shows the browser offer and opens the browser install dialog on "Instalar"', async () => {
    renderWithMantine(<InstallPrompt />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(prompt()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(prompt()).toBeNull();
  });

  it('loads its code only once there is an offer', async () => {
    renderWithMantine(<LazyInstallPrompt />);
    expect(prompt()).toBeNull();
    offerInstall();
    expect(await screen.findByRole('region', { name: 'Instala Muro Pride' })).toBeInTheDocument();
  });

  it('keeps an offer made before it loaded', () => {
    offerInstall();
    renderWithMantine(<InstallPrompt />);
    expect(prompt()).toBeInTheDocument();
  });

  it('once dismissed stays away for 30 days, then comes back', async () => {
    const first = renderWithMantine(<InstallPrompt />);
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(prompt()).toBeNull();
    first.unmount();
    expect(promptIsBackAt(START + 30 * DAY - 1)).toBe(false);
    expect(promptIsBackAt(START + 30 * DAY)).toBe(true);
  });
});

describe('iOS prompt', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, maxTouchPoints: 5, standalone: false });
  });

  it('explains how to add the app to the home screen', () => {
    renderWithMantine(<InstallPrompt />);
    expect(prompt()).toHaveTextContent('toca Compartir y luego «Agregar a pantalla de inicio»');
    expect(screen.queryByRole('button', { name: 'Instalar' })).toBeNull();
  });

  it('is not shown inside the installed app', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, maxTouchPoints: 5, standalone: true });
    renderWithMantine(<InstallPrompt />);
    expect(prompt()).toBeNull();
  });

  it('once dismissed stays away for 30 days, then comes back', async () => {
    const first = renderWithMantine(<InstallPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(prompt()).toBeNull();
    first.unmount();
    expect(promptIsBackAt(START + 29 * DAY)).toBe(false);
    expect(promptIsBackAt(START + 31 * DAY)).toBe(true);
  });
});

describe('update notice', () => {
  beforeEach(() => notifications.clean());

  it("shows 'Actualización disponible' until dismissed, and dismissing applies the update", async () => {
    const apply = vi.fn(() => Promise.resolve());
    renderWithMantine(null);
    act(() => showUpdateNotice(apply));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Actualización disponible');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso y cargar la nueva versión' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it("shows 'Bloqueador de anuncios detectado'", async () => {
    renderWithMantine(null);
    act(() => showAdBlockerNotice());
    expect(await screen.findByRole('alert')).toHaveTextContent('Bloqueador de anuncios detectado');
  });
});
