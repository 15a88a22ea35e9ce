import { describe, expect, it } from 'vitest';
import { adjustQuery, buildTaskRequest, CART_ID_REQUIRED, fillPlaceholders, taskErrorMessage } from './task.js';

describe('fillPlaceholders', () => {
  it('fills the five placeholders, null becoming ""', () => {
    const url = '/api/x?token={{token}}&cartId={{cartId}}&coupon={{coupon}}&pageSize={{pageSize}}&currentPage={{currentPage}}';
    expect(fillPlaceholders(url, { token: 't', cartId: null, coupon: 'CRAB 10', pageSize: 20, currentPage: 1 })).toBe(
      '/api/x?token=t&cartId=&coupon=CRAB%2010&pageSize=20&currentPage=1',
    );
  });

  it('leaves unknown placeholders alone', () => {
    expect(fillPlaceholders('/api/{{other}}', {})).toBe('/api/{{other}}');
  });
});

describe('adjustQuery', () => {
  it('drops the token parameter and sets the store code', () => {
    expect(adjustQuery('/api/cart/pull?token=abc&cartId=7')).toBe('/api/cart/pull?cartId=7');
    expect(adjustQuery('/api/cart/create?token=')).toBe('/api/cart/create');
    expect(adjustQuery('/api/cart/pull?cartId=7&storeCode=it', 'de')).toBe('/api/cart/pull?cartId=7&storeCode=de');
    expect(adjustQuery('/api/stock/check?sku=A')).toBe('/api/stock/check?sku=A');
  });
});

describe('buildTaskRequest', () => {
  const pull = { url: '/api/cart/pull?token={{token}}&cartId={{cartId}}', payload: { method: 'GET' as const } };

  it('sends the token in the Authorization header, never in the URL', () => {
    const request = buildTaskRequest(pull, { token: 'secret', cartId: '42', baseUrl: 'https://api.example' });
    expect(request.url).toBe('https://api.example/api/cart/pull?cartId=42');
    expect(request.url).not.toContain('secret');
    expect(request.init.headers.authorization).toBe('Bearer secret');
    expect(request.sentToken).toBe(true);
  });

  it('sends no Authorization header for a guest or for a task that does not ask for the token', () => {
    expect(buildTaskRequest(pull, { token: null, cartId: 'g' }).init.headers.authorization).toBeUndefined();
    const stock = { url: '/api/stock/check?sku=A', payload: { method: 'GET' as const } };
    const request = buildTaskRequest(stock, { token: 'secret', cartId: null });
    expect(request.init.headers.authorization).toBeUndefined();
    expect(request.sentToken).toBe(false);
  });

  it('rejects a task that needs a cart id when there is none', () => {
    expect(() => buildTaskRequest(pull, { token: 't', cartId: null })).toThrow(CART_ID_REQUIRED);
    expect(() => buildTaskRequest(pull, { token: 't', cartId: '' })).toThrow(CART_ID_REQUIRED);
  });

  it('serialises a body as JSON', () => {
    const update = { url: '/api/cart/update?cartId={{cartId}}', payload: { method: 'POST' as const, body: { cartItem: { sku: 'A' } } } };
    const request = buildTaskRequest(update, { token: null, cartId: '1' });
    expect(request.init.body).toBe('{"cartItem":{"sku":"A"}}');
    expect(request.init.headers['content-type']).toBe('application/json');
  });
});

describe('taskErrorMessage', () => {
  it('reads a string, result.result, result.message or result.errorMessage', () => {
    expect(taskErrorMessage('No such entity with cartId = 1')).toBe('No such entity with cartId = 1');
    expect(taskErrorMessage({ result: 'nested' })).toBe('nested');
    expect(taskErrorMessage({ message: 'message' })).toBe('message');
    expect(taskErrorMessage({ errorMessage: 'wrapped', code: 404 })).toBe('wrapped');
  });

  it('has nothing to show for ENOTFOUND, empty results and arrays', () => {
    expect(taskErrorMessage({ code: 'ENOTFOUND', message: 'getaddrinfo' })).toBeNull();
    expect(taskErrorMessage(null)).toBeNull();
    expect(taskErrorMessage('')).toBeNull();
    expect(taskErrorMessage([{ message: 'ajv' }])).toBeNull();
  });
});
