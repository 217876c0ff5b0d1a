import { LineIcon } from '@/shared/ui';

/** Small decorative icons (drawn here: no emoji font is guaranteed, and no icon set is installed). */
export function CartIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="9" cy="19" r="1.6" fill="currentColor" />
      <circle cx="17" cy="19" r="1.6" fill="currentColor" />
    </svg>
  );
}

export function TrashIcon() {
  return <LineIcon d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" size={16} />;
}
