import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from '../amount.js';
import { parseNmiAnswer, parseQueryAnswer } from './client.js';
import { CVV_NOT_VALID, INVALID_EXPIRATION_DATE, refusalMessage } from './messages.js';

describe('NMI client', () => {
  it('reads the form-encoded transaction answer', () => {
    const answer = parseNmiAnswer(
      'response=2&responsetext=DECLINE&authcode=&transactionid=123&avsresponse=N&cvvresponse=M&orderid=nmi-1&type=sale&response_code=200',
    );
    expect(answer).toMatchObject({ response: '2', responseText: 'DECLINE', transactionId: '123', orderId: 'nmi-1', responseCode: '200' });
    expect(parseNmiAnswer('<html>busy</html>')).toBeNull();
  });

  it('reads the Query API report', () => {
    const xml =
      '<?xml version="1.0"?><nm_response><transaction><transaction_id>9</transaction_id><order_id>k</order_id><condition>pendingsettlement</condition>' +
      '<action><amount>10.50</amount><action_type>sale</action_type><success>1</success><response_text>SUCCESS</response_text><response_code>100</response_code></action></transaction></nm_response>';
    expect(parseQueryAnswer(xml)).toEqual([
      {
        transactionId: '9',
        orderId: 'k',
        condition: 'pendingsettlement',
        actions: [{ type: 'sale', amountCents: 1050, success: true, responseCode: '100', responseText: 'SUCCESS' }],
      },
    ]);
  });

  it("maps refusals to the spec's messages, else the gateway's reason", () => {
    expect(refusalMessage({ response: '2', responseCode: '225', responseText: 'CVV2/CVC2 No Match' })).toBe(CVV_NOT_VALID);
    expect(refusalMessage({ response: '2', responseCode: '223', responseText: 'Expired card' })).toBe(INVALID_EXPIRATION_DATE);
    expect(refusalMessage({ response: '2', responseCode: '224', responseText: 'Invalid expiration date' })).toBe(INVALID_EXPIRATION_DATE);
    expect(refusalMessage({ response: '2', responseCode: '202', responseText: 'Insufficient funds' })).toContain('Insufficient funds');
    expect(refusalMessage({ response: '3', responseCode: '300', responseText: 'Invalid Payment Token\u0007' })).toContain(
      '(Invalid Payment Token)',
    );
  });

  it('converts cents to decimal strings and back without floats', () => {
    expect(centsToDecimal(10498)).toBe('104.98');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(decimalToCents('104.9')).toBe(10490);
    expect(decimalToCents('1e3')).toBeNull();
    expect(() => centsToDecimal(1.5)).toThrow();
  });
});
