/**
 * Every message the stream sends and every delivery the clients see. A message's tag names it: `c<n>` for
 * a chat message, `n<n>` for a notification; the text carries `#<tag>`, and a chat message also ` @<send time>`.
 */
const TAG = /#([cn]\d+)(?: @(\d+))?/;

export interface Send {
  tag: string;
  sentAt: number;
  /** The clients (person and hub) that must hear of it. */
  recipients: string[];
  /** Pending until the REST call answers; a failed call's message is not expected anywhere. */
  state: 'pending' | 'sent' | 'failed';
}

export interface Delivery {
  client: string;
  tag: string;
  receivedAt: number;
  latency: number;
}

/** An event whose eventId its client had already seen: dropped by the client, counted here. */
interface RawDuplicate {
  client: string;
  tag: string | null;
  receivedAt: number;
}

export type Ledger = ReturnType<typeof createLedger>;

export function createLedger() {
  const sends = new Map<string, Send>();
  /** The first delivery of each message to each client, by `client|tag`. */
  const firsts = new Map<string, Delivery>();
  /** The same message again under another eventId: a duplicate the client's dedupe cannot remove. */
  const copies: Delivery[] = [];
  const rawDuplicates: RawDuplicate[] = [];
  /** Deliveries of messages nobody sent to that client. */
  const strays: Delivery[] = [];
  /** Which message each eventId carried: one id must never name two messages. */
  const eventIds = new Map<number, string>();
  const reusedIds = new Set<number>();

  const parse = (text: string) => {
    const match = TAG.exec(text);
    return match?.[1] ? { tag: match[1], embedded: match[2] ? Number(match[2]) : null } : null;
  };

  return {
    sends,
    firsts,
    copies,
    rawDuplicates,
    strays,
    reusedIds,
    expect(tag: string, sentAt: number, recipients: string[]) {
      sends.set(tag, { tag, sentAt, recipients, state: 'pending' });
    },
    settle(tag: string, delivered: boolean) {
      const send = sends.get(tag);
      if (send) send.state = delivered ? 'sent' : 'failed';
    },
    /** An event the client had not seen (or one without an eventId, which it cannot tell apart). */
    received(client: string, text: string, eventId: number | null, receivedAt: number) {
      const found = parse(text);
      if (!found) return;
      const send = sends.get(found.tag);
      const sentAt = found.embedded ?? send?.sentAt ?? receivedAt;
      const delivery = { client, tag: found.tag, receivedAt, latency: receivedAt - sentAt };
      // Two copies of one chat message share a tag but go to different clients: the id is checked per client.
      const named = eventId === null ? undefined : eventIds.get(eventId);
      if (eventId !== null && named === undefined) eventIds.set(eventId, `${client}|${found.tag}`);
      else if (named !== undefined && named !== `${client}|${found.tag}`) reusedIds.add(eventId ?? 0);
      const key = `${client}|${found.tag}`;
      if (!send?.recipients.includes(client)) strays.push(delivery);
      else if (firsts.has(key)) copies.push(delivery);
      else firsts.set(key, delivery);
    },
    /** Deliveries still owed by the messages whose call succeeded. */
    owed(): number {
      let owed = 0;
      for (const send of sends.values())
        if (send.state === 'sent')
          owed += send.recipients.filter((client) => !firsts.has(`${client}|${send.tag}`)).length;
      return owed;
    },
    duplicate(client: string, text: string, receivedAt: number) {
      rawDuplicates.push({ client, tag: parse(text)?.tag ?? null, receivedAt });
    },
  };
}
