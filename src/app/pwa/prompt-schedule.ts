/** Spec 000 §9: the install prompt and the iOS prompt are shown again 30 days after being dismissed. */
export const PROMPT_RESHOW_MS = 30 * 24 * 60 * 60 * 1000;

export type InstallPromptKind = 'install' | 'ios';

const keys: Record<InstallPromptKind, string> = {
  install: 'muro.installPromptDismissedAt',
  ios: 'muro.iosPromptDismissedAt',
};

/** Due when never dismissed, or dismissed 30 days ago or more (a date in the future counts as never). */
export function promptDue(dismissedAt: number | null, now: number): boolean {
  return dismissedAt === null || dismissedAt > now || now - dismissedAt >= PROMPT_RESHOW_MS;
}

export function readDismissal(kind: InstallPromptKind, storage: Storage): number | null {
  try {
    const value = Number(storage.getItem(keys[kind]));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeDismissal(kind: InstallPromptKind, now: number, storage: Storage): void {
  try {
    storage.setItem(keys[kind], String(now));
  } catch {
    // Storage may be blocked (private mode): the prompt then comes back on the next visit.
  }
}

export interface DeviceTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
}

/**
 * iPhone, iPad (which says "Macintosh" but has a touch screen) and iPod in a browser tab: Safari offers no
 * install event, so the app explains "Compartir, Agregar a pantalla de inicio" itself.
 */
export function needsIosInstructions({ userAgent, maxTouchPoints, standalone }: DeviceTraits): boolean {
  if (standalone) return false;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios;
}
