/**
 * The SignalR JSON hub protocol (version 1) as a stock @microsoft/signalr client speaks it: every message is a
 * JSON object followed by the record separator, and the first one each way is the handshake.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
} as const;

/** Seconds between the server's pings; the client gives up after twice this (its serverTimeout, 30 s). */
export const PING_SECONDS = 15;

function frame(message: object): string {
  return `${JSON.stringify(message)}${RECORD_SEPARATOR}`;
}

/** Splits what arrived into whole messages and the unfinished rest (a message may span two WebSocket frames). */
export function splitFrames(buffered: string): { messages: string[]; rest: string } {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { messages: parts.filter((part) => part.length > 0), rest };
}

/** The server's reply to the client's handshake: empty when the protocol is JSON version 1. */
export function handshakeReply(raw: string): { ok: boolean; reply: string } {
  let request: unknown;
  try {
    request = JSON.parse(raw);
  } catch {
    return { ok: false, reply: frame({ error: 'Handshake inválido.' }) };
  }
  const { protocol, version } = (request ?? {}) as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json' || version !== 1)
    return { ok: false, reply: frame({ error: `Protocolo no admitido: ${String(protocol)}` }) };
  return { ok: true, reply: frame({}) };
}

export const invocation = (target: string, args: unknown[]) =>
  frame({ type: MessageType.invocation, target, arguments: args });
export const ping = () => frame({ type: MessageType.ping });
export const closeMessage = (error: string | undefined, allowReconnect: boolean) =>
  frame({ type: MessageType.close, ...(error ? { error } : {}), allowReconnect });
export const completionError = (invocationId: string, error: string) =>
  frame({ type: MessageType.completion, invocationId, error });
export const completionResult = (invocationId: string, result: unknown) =>
  frame({ type: MessageType.completion, invocationId, result });
