import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrlSecrets, serializeRequest } from './request-log.js';

describe('request log serializer', () => {
  it('redacts token and refreshToken values in the query string and keeps everything else', () => {
    expect(redactUrlSecrets('/api/cart/pull?token=eyJhbGciOi.x.y&storeCode=main')).toBe('/api/cart/pull?token=[REDACTED]&storeCode=main');
    expect(redactUrlSecrets('/api/user/refresh?refreshToken=abc&storeCode=restaurant')).toBe(
      '/api/user/refresh?refreshToken=[REDACTED]&storeCode=restaurant',
    );
    expect(redactUrlSecrets('/api/x?sku=1&token=a&token=b')).toBe('/api/x?sku=1&token=[REDACTED]&token=[REDACTED]');
    expect(redactUrlSecrets('/checkout?userToken=ey.x.y&refreshToken=abc&cartId=7')).toBe(
      '/checkout?userToken=[REDACTED]&refreshToken=[REDACTED]&cartId=[REDACTED]',
    );
  });

  it('redacts customer tokens, download signatures and cart ids in the query', () => {
    expect(redactUrlSecrets('/api/ext/store-credit/balance?customerToken=abc')).toBe(
      '/api/ext/store-credit/balance?customerToken=[REDACTED]',
    );
    expect(redactUrlSecrets('/api/downloads/3?expires=99&sig=f00d')).toBe('/api/downloads/3?expires=99&sig=[REDACTED]');
    expect(redactUrlSecrets('/api/cart/pull?cartId=6f1c2a&storeCode=main')).toBe('/api/cart/pull?cartId=[REDACTED]&storeCode=main');
    expect(redactUrlSecrets('/api/cart/pull?CARTID=6f1c2a')).toBe('/api/cart/pull?CARTID=[REDACTED]');
  });

  it('redacts the gift-card code in the gift-card routes, and only there', () => {
    expect(redactUrlSecrets('/api/ext/gift-cards/check/GC-1234-5678')).toBe('/api/ext/gift-cards/check/[REDACTED]');
    expect(redactUrlSecrets('/api/ext/gift-cards/activate/GC-1234?cartId=9')).toBe(
      '/api/ext/gift-cards/activate/[REDACTED]?cartId=[REDACTED]',
    );
    expect(redactUrlSecrets('/api/ext/gift-cards/remove/GC%2D1/x')).toBe('/api/ext/gift-cards/remove/[REDACTED]/x');
    expect(redactUrlSecrets('/API/EXT/GIFT-CARDS/HISTORY/GC-1')).toBe('/API/EXT/GIFT-CARDS/HISTORY/[REDACTED]');
    expect(redactUrlSecrets('/api/ext/gift-cards/list')).toBe('/api/ext/gift-cards/list');
    expect(redactUrlSecrets('/api/stock/check/CRAB-DZ')).toBe('/api/stock/check/CRAB-DZ');
  });

  it('catches encoded or differently cased names', () => {
    expect(redactUrlSecrets('/api/x?%74oken=secret')).toBe('/api/x?%74oken=[REDACTED]');
    expect(redactUrlSecrets('/api/x?Token=secret&REFRESHTOKEN=s2')).toBe('/api/x?Token=[REDACTED]&REFRESHTOKEN=[REDACTED]');
    expect(redactUrlSecrets('/api/x?%E0%A4%A=1&token=secret')).toBe('/api/x?%E0%A4%A=1&token=[REDACTED]');
  });

  it('leaves URLs without secrets, and the empty guest token, as they are', () => {
    expect(redactUrlSecrets('/api/catalog/vue_storefront_catalog/product/_search')).toBe(
      '/api/catalog/vue_storefront_catalog/product/_search',
    );
    expect(redactUrlSecrets('/api/cart/create?token=')).toBe('/api/cart/create?token=');
    expect(redactUrlSecrets('/api/x?tokens=1&mytoken=2&token')).toBe('/api/x?tokens=1&mytoken=2&token');
  });

  it('serializes a request like Fastify does, with the redacted URL', () => {
    const request = {
      method: 'GET',
      url: '/api/user/me?token=abc.def.ghi',
      headers: { 'accept-version': '1' },
      host: 'shop.example',
      ip: '203.0.113.9',
      socket: { remotePort: 51000 },
    } as unknown as FastifyRequest;
    expect(serializeRequest(request)).toEqual({
      method: 'GET',
      url: '/api/user/me?token=[REDACTED]',
      version: '1',
      host: 'shop.example',
      remoteAddress: '203.0.113.9',
      remotePort: 51000,
    });
  });
});
