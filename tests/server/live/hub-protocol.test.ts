import { describe, expect, it } from 'vitest';
import { handshakeReply, RECORD_SEPARATOR, splitFrames } from '../../../server/live/hub-protocol.js';

const rs = RECORD_SEPARATOR;

describe('SignalR JSON hub protocol framing', () => {
  it('keeps a message cut across two WebSocket frames until its separator arrives', () => {
    const first = splitFrames(`{"type":6}${rs}{"type":1,"tar`);
    expect(first.messages).toEqual(['{"type":6}']);
    const second = splitFrames(`${first.rest}get":"x"}${rs}`);
    expect(second).toEqual({ messages: ['{"type":1,"target":"x"}'], rest: '' });
  });

  it('accepts JSON version 1 and refuses other protocols with an error', () => {
    expect(handshakeReply('{"protocol":"json","version":1}')).toEqual({ ok: true, reply: `{}${rs}` });
    const msgpack = handshakeReply('{"protocol":"messagepack","version":1}');
    expect(msgpack.ok).toBe(false);
    expect(JSON.parse(msgpack.reply.slice(0, -1))).toHaveProperty('error');
    expect(handshakeReply('not json').ok).toBe(false);
  });
});
