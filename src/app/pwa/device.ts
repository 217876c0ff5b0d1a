import type { DeviceTraits } from './prompt-schedule';

/** This browser's traits for the install prompts. */
export function currentDevice(): DeviceTraits {
  const safariStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: safariStandalone || window.matchMedia('(display-mode: standalone)').matches,
  };
}
