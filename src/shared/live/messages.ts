/** What a page says while its live link is down (decision 0283). */
export const liveMessages = {
  reconnecting: 'Reconectando…',
};
