import { describe, expect, it } from 'vitest';
import { refundEachPart, refundParts, RefundStoppedPartWay, takenCents } from './order-payments.js';

const payment = (id: number, amount: number, refunded = 0, gateway: string | null = 'nmi', state = 'captured') => ({
  id,
  gateway,
  state,
  amount_cents: amount,
  refunded_cents: refunded,
});

describe('refundParts', () => {
  const newestFirst = [payment(2, 1500), payment(1, 4000)];

  it('takes a refund from the newest payment first, then the older', () => {
    expect(refundParts(newestFirst, 1000)?.map((part) => [part.payment.id, part.cents])).toEqual([[2, 1000]]);
    expect(refundParts(newestFirst, 2000)?.map((part) => [part.payment.id, part.cents])).toEqual([
      [2, 1500],
      [1, 500],
    ]);
  });

  it('skips what a payment gave back already, and payments no longer captured', () => {
    const payments = [payment(3, 1500, 1500, 'nmi', 'refunded'), payment(2, 900, 0, null, 'voided'), payment(1, 4000, 1000)];
    expect(refundParts(payments, 3000)?.map((part) => [part.payment.id, part.cents])).toEqual([[1, 3000]]);
    expect(refundParts(payments, 3001)).toBeNull();
  });

  it('counts captured and refunded payments as taken', () => {
    expect(takenCents([payment(1, 4000), payment(2, 1500, 1500, 'nmi', 'refunded'), payment(3, 99, 0, 'nmi', 'voided')])).toBe(5500);
  });
});

describe('refundEachPart', () => {
  const parts = [
    { payment: payment(2, 1500), cents: 1500 },
    { payment: payment(1, 4000), cents: 500 },
  ];

  it('answers what went back when a later part fails', async () => {
    const failure = new Error('gateway down');
    const refusing = async (part: (typeof parts)[number]) => {
      if (part.payment.id === 1) throw failure;
    };
    const stopped = await refundEachPart(parts, refusing).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(RefundStoppedPartWay);
    expect(stopped).toMatchObject({ givenCents: 1500, failure });
  });

  it('passes the first part’s failure through as it is: nothing went back', async () => {
    const failure = new Error('gateway down');
    await expect(refundEachPart(parts, async () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
