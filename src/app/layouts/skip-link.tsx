import { appMessages } from '../messages';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'contenido-principal';

/** First focusable element of every layout: jumps over the header and menus (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      {appMessages.skipToContent}
    </a>
  );
}
