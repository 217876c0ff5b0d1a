import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginRequestContext } from '@/shared/session';
import {
  previewItems,
  previewText,
  uiMessages as m,
  VISITOR_PREVIEW_ITEMS,
  VISITOR_PREVIEW_MUSIC_ITEMS,
  VisitorBlocker,
} from '@/shared/ui';

describe('visitor previews (spec 000 §1)', () => {
  it('shows a visitor 4 items, or the given limit, and a member all', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(VISITOR_PREVIEW_ITEMS).toBe(4);
    expect(previewItems(items, false)).toEqual([1, 2, 3, 4]);
    expect(previewItems(items, false, VISITOR_PREVIEW_MUSIC_ITEMS)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(previewItems(items, true)).toEqual(items);
  });

  it('cuts a text to its first fifth at a word, with an ellipsis', () => {
    const text =
      'La comunidad celebra cada mes con charlas, música y encuentros abiertos para todas las personas.';
    const preview = previewText(text, false);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length - 1).toBeLessThanOrEqual(Math.ceil(text.length * 0.2));
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
    expect(previewText(text, true)).toBe(text);
    expect(previewText('Hola', false)).toBe('H…');
    expect(previewText('', false)).toBe('');
  });
});

describe('VisitorBlocker', () => {
  it('opens the sign-in dialog to sign in or to register', async () => {
    const open = vi.fn();
    const preload = vi.fn();
    render(
      <MantineProvider env="test">
        <LoginRequestContext.Provider value={{ open, preload }}>
          <VisitorBlocker />
        </LoginRequestContext.Provider>
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: m.blocker.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.blocker.signIn }));
    expect(open).toHaveBeenLastCalledWith('login');
    expect(preload).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: m.blocker.register }));
    expect(open).toHaveBeenLastCalledWith('register');
  });
});
