import { render, screen, act } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear, setTakingOverPrerenderedPage } from '@/shared/ui/hydrate-when-near';
import { useNearScreen } from '@/shared/ui/use-near-screen';

function Probe() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  return <div ref={place}>{near ? 'cerca' : 'lejos'}</div>;
}

afterEach(() => {
  setTakingOverPrerenderedPage(false);
  vi.unstubAllGlobals();
});

describe('parts that wait for the screen', () => {
  it('a part rendered in the browser shows at once', () => {
    render(
      <HydrateWhenNear>
        <a href="/help">Ayuda</a>
      </HydrateWhenNear>,
    );
    expect(screen.getByRole('link', { name: 'Ayuda' })).toBeInTheDocument();
  });

  it('a prerendered part keeps its markup and is taken over once it nears the screen', async () => {
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const clicked = vi.fn();
    const page = (
      <HydrateWhenNear>
        <button type="button" onClick={clicked}>
          Enviar
        </button>
      </HydrateWhenNear>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    setTakingOverPrerenderedPage(true);
    await act(async () => {
      hydrateRoot(container, page);
    });
    const button = screen.getByRole('button', { name: 'Enviar' });
    button.click();
    expect(clicked).not.toHaveBeenCalled();
    await act(async () => {
      report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    screen.getByRole('button', { name: 'Enviar' }).click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBe(button);
    container.remove();
  });

  it('without an IntersectionObserver a waiting part starts right after mount', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('lejos')).toBeInTheDocument();
    expect(await screen.findByText('cerca')).toBeInTheDocument();
  });
});
