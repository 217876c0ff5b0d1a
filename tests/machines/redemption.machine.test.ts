import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { redemptionMachine } from '../../machines/redemption.machine';

const cine = { rewardProductFilterId: 3, title: 'Dos boletos de cine', points: 800 };
const libro = { rewardProductFilterId: 4, title: 'Libro a elegir', points: 500 };
const coupon = { couponUrl: '/api/BackEnd/DownloadCoupon/9', rewardOrderUserProfileId: 9, balance: 450 };

/** The machine with a gateway that fails the calls `outcomes` says to fail; every call's input is kept. */
function start(outcomes: ('redeemed' | 'failed')[]) {
  const calls: { rewardProductFilterId: number; redemptionKey: string }[] = [];
  const machine = redemptionMachine.provide({
    actors: {
      redeemCoupon: fromPromise(async ({ input }) => {
        calls.push(input);
        if (outcomes[calls.length - 1] === 'failed') throw new Error('Tiempo de espera agotado');
        return coupon;
      }),
    },
  });
  const actor = createActor(machine).start();
  const attempt = async (reward: typeof cine, redemptionKey: string) => {
    actor.send({ type: 'redemption.choose', ...reward });
    actor.send({ type: 'redemption.confirm', redemptionKey });
    await waitFor(actor, (s) => s.matches('redeemed') || s.matches('refused'));
    actor.send({ type: 'redemption.dismiss' });
  };
  return { calls, attempt };
}

describe('redemption machine: the key of an attempt', () => {
  it('retries a failed attempt with its key until it succeeds, then starts the next with a new one', async () => {
    const { calls, attempt } = start(['failed', 'failed', 'redeemed', 'redeemed']);
    await attempt(cine, 'clave-uno-0000000');
    await attempt(cine, 'clave-dos-0000000');
    await attempt(cine, 'clave-tres-000000');
    await attempt(cine, 'clave-cuatro-0000');
    expect(calls.map((call) => call.redemptionKey)).toEqual([
      'clave-uno-0000000',
      'clave-uno-0000000',
      'clave-uno-0000000',
      'clave-cuatro-0000',
    ]);
  });

  it('gives another reward a key of its own, even while an attempt of the first is unfinished', async () => {
    const { calls, attempt } = start(['failed', 'redeemed', 'redeemed']);
    await attempt(cine, 'clave-uno-0000000');
    await attempt(libro, 'clave-dos-0000000');
    await attempt(cine, 'clave-tres-000000');
    expect(calls).toEqual([
      { rewardProductFilterId: 3, redemptionKey: 'clave-uno-0000000' },
      { rewardProductFilterId: 4, redemptionKey: 'clave-dos-0000000' },
      { rewardProductFilterId: 3, redemptionKey: 'clave-tres-000000' },
    ]);
  });
});
