import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { failureText } from './shared/failure';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

type CouponResult = NonNullable<components['schemas']['CouponResultReply']['data']>;

/** The reward the person chose to redeem. */
interface ChosenReward {
  rewardProductFilterId: number;
  title: string;
  points: number;
}

/** What one redemption call sends: the reward and the key of this attempt, the same for each of its retries. */
interface RedeemInput {
  rewardProductFilterId: number;
  redemptionKey: string;
}

export type RedemptionEvent =
  | ({ type: 'redemption.choose' } & ChosenReward)
  /** redemptionKey: a fresh key offered by the page; an unfinished attempt keeps its own. */
  | { type: 'redemption.confirm'; redemptionKey: string }
  | { type: 'redemption.cancel' }
  | { type: 'redemption.dismiss' };

interface RedemptionContext {
  reward: ChosenReward | null;
  couponUrl: string | null;
  error: string | null;
  /** The Idempotency-Key of the attempt under way, kept until its coupon is redeemed or another reward is chosen. */
  redemptionKey: string | null;
}

/**
 * Redeeming a reward (spec 000 §4 "Redemption", §8 "Coupon"): the person chooses a reward, confirms, the
 * gateway checks and debits the points and hands one coupon number; success says 'Cupón canjeado
 * exitosamente' and opens the coupon, a refusal shows the server's reason. Nothing is debited on refusal.
 * Confirming the same reward again after a failure retries with the attempt's key, so a redemption the gateway
 * made although its reply was lost is answered again, not made twice (docs/decisions/0221).
 */
export const redemptionMachine = setup({
  types: machineTypes<RedemptionContext, RedemptionEvent>(),
  actors: {
    redeemCoupon: appProvided<CouponResult, RedeemInput>('redeemCoupon'),
  },
  actions: {
    keepRedemptionKey: assign({
      redemptionKey: ({ context, event }) =>
        context.redemptionKey ?? (event.type === 'redemption.confirm' ? event.redemptionKey : null),
    }),
    /** Opens the new coupon (its PDF download); provided by the app. */
    openCoupon: (_, _params: { couponUrl: string }) => undefined,
    /** Refreshes the balance and the stock shown; provided by the app. */
    refreshRewards: () => undefined,
  },
}).createMachine({
  id: 'redemption',
  context: { reward: null, couponUrl: null, error: null, redemptionKey: null },
  meta: {
    title: 'Canjear recompensa',
    area: 'Recompensas',
    description:
      'Canjear una recompensa (spec 000 §4, §8): la persona elige una recompensa y confirma; el gateway revisa ' +
      'y descuenta los puntos y entrega un número de cupón en una sola transacción. El éxito dice «Cupón ' +
      'canjeado exitosamente» y abre el cupón; un rechazo (sin cupones o sin puntos suficientes) muestra el ' +
      'motivo del servidor y no descuenta nada. Cada intento lleva su clave: confirmar de nuevo la misma ' +
      'recompensa tras una falla reintenta con ella, así un canje que sí se hizo no se descuenta dos veces.',
    input: undefined,
    samples: {
      'redemption.choose': [{ rewardProductFilterId: 3, title: 'Dos boletos de cine', points: 800 }],
      'redemption.confirm': [{ redemptionKey: '2b7e1f4a-9c3d-4e5f-8a6b-1c2d3e4f5a6b' }],
      'xstate.done.actor.redeemCoupon': [
        { output: { couponUrl: '/api/BackEnd/DownloadCoupon/9', rewardOrderUserProfileId: 9, balance: 450 } },
      ],
      'xstate.error.actor.redeemCoupon': [
        { error: { message: 'Ya no hay cupones disponibles para esta recompensa.' } },
      ],
    },
  } satisfies MachineMeta<
    undefined,
    MachineSamples<RedemptionEvent, 'redeemCoupon', { redeemCoupon: CouponResult }>
  >,
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'redemption.choose': {
          target: 'confirming',
          actions: assign({
            reward: ({ event }) => ({
              rewardProductFilterId: event.rewardProductFilterId,
              title: event.title,
              points: event.points,
            }),
            couponUrl: null,
            error: null,
            // Another reward is another attempt; the same one again retries the unfinished attempt.
            redemptionKey: ({ context, event }) =>
              context.reward?.rewardProductFilterId === event.rewardProductFilterId
                ? context.redemptionKey
                : null,
          }),
        },
      },
    },
    confirming: {
      on: {
        'redemption.confirm': { target: 'redeeming', actions: 'keepRedemptionKey' },
        'redemption.cancel': 'browsing',
      },
    },
    redeeming: {
      invoke: {
        id: 'redeemCoupon',
        src: 'redeemCoupon',
        input: ({ context }) => ({
          rewardProductFilterId: context.reward?.rewardProductFilterId ?? 0,
          redemptionKey: context.redemptionKey ?? '',
        }),
        onDone: {
          target: 'redeemed',
          actions: [
            assign({ couponUrl: ({ event }) => event.output.couponUrl, redemptionKey: null }),
            { type: 'openCoupon', params: ({ event }) => ({ couponUrl: event.output.couponUrl }) },
            'refreshRewards',
          ],
        },
        onError: {
          target: 'refused',
          actions: [assign({ error: failureText }), 'refreshRewards'],
        },
      },
    },
    redeemed: { on: { 'redemption.dismiss': 'browsing' } },
    refused: { on: { 'redemption.dismiss': 'browsing' } },
  },
});
