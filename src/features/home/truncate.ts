/** Cuts a text at `max` characters and adds an ellipsis (the home card's talk title, spec 000 §9: 50). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
