import { describe, expect, it } from 'vitest';
import {
  isConsolePath,
  isPlainLeftClick,
  matchRoute,
  routePath,
  sectionOf,
  type ConsoleRoute,
} from './router.js';

describe('matchRoute', () => {
  it.each<[string, ConsoleRoute]>([
    ['/dashboard', { name: 'home' }],
    ['/dashboard/', { name: 'home' }],
    ['/dashboard/payments', { name: 'payments' }],
    ['/dashboard/payments/', { name: 'payments' }],
    ['/dashboard/payments/abc_DEF-123', { name: 'payment', reference: 'abc_DEF-123' }],
    ['/dashboard/payments/new', { name: 'newPayment' }],
    ['/dashboard/payments/new/', { name: 'newPayment' }],
    ['/dashboard/customers', { name: 'customers' }],
    ['/dashboard/customers/', { name: 'customers' }],
    ['/dashboard/customers/new', { name: 'newCustomer' }],
    ['/dashboard/links', { name: 'links' }],
    ['/dashboard/links/new', { name: 'newLink' }],
    [
      '/dashboard/links/00000000-0000-4000-8000-000000000001',
      { name: 'link', id: '00000000-0000-4000-8000-000000000001' },
    ],
    ['/dashboard/money', { name: 'money' }],
    ['/dashboard/developers', { name: 'developers' }],
  ])('%s', (pathname, route) => {
    expect(matchRoute(pathname)).toEqual(route);
  });

  it.each([
    '/',
    '/dashboards',
    '/pay/x',
    '/dashboard/nope',
    '/dashboard/money/extra',
    '/dashboard/payments/a/b',
    '/dashboard/payments/new/x',
    '/dashboard/customers/AB12CD34EF',
    '/dashboard/customers/new/x',
    '/dashboard/payments/%E0%A4%A',
  ])('%s is not a console route', (pathname) => {
    expect(matchRoute(pathname)).toEqual({ name: 'notFound' });
  });

  it('decodes an encoded segment', () => {
    expect(matchRoute('/dashboard/payments/a%20b')).toEqual({ name: 'payment', reference: 'a b' });
  });
});

describe('routePath', () => {
  it.each<ConsoleRoute>([
    { name: 'home' },
    { name: 'payments' },
    { name: 'payment', reference: 'ref_123' },
    { name: 'newPayment' },
    { name: 'customers' },
    { name: 'newCustomer' },
    { name: 'links' },
    { name: 'newLink' },
    { name: 'link', id: '00000000-0000-4000-8000-000000000001' },
    { name: 'money' },
    { name: 'developers' },
  ])('is the inverse of matchRoute for %o', (route) => {
    expect(matchRoute(routePath(route))).toEqual(route);
  });

  it('encodes what could break out of its segment', () => {
    expect(routePath({ name: 'payment', reference: 'a/b?c' })).toBe('/dashboard/payments/a%2Fb%3Fc');
  });
});

describe('sectionOf', () => {
  it('puts details under their list', () => {
    expect(sectionOf({ name: 'payment', reference: 'x' })).toBe('payments');
    expect(sectionOf({ name: 'newLink' })).toBe('links');
    expect(sectionOf({ name: 'newPayment' })).toBe('payments');
    expect(sectionOf({ name: 'customers' })).toBe('customers');
    expect(sectionOf({ name: 'newCustomer' })).toBe('customers');
    expect(sectionOf({ name: 'link', id: 'x' })).toBe('links');
    expect(sectionOf({ name: 'home' })).toBeUndefined();
  });
});

describe('isConsolePath', () => {
  it('accepts console paths with or without a query', () => {
    expect(isConsolePath('/dashboard')).toBe(true);
    expect(isConsolePath('/dashboard/payments?status=success')).toBe(true);
  });
  it('refuses other pages and other origins', () => {
    expect(isConsolePath('/pay/abc')).toBe(false);
    expect(isConsolePath('/dashboardx')).toBe(false);
    expect(isConsolePath('//evil.example/dashboard')).toBe(false);
    expect(isConsolePath('https://evil.example/dashboard')).toBe(false);
  });
});

describe('isPlainLeftClick', () => {
  const plain = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  it('is a main-button click without modifiers', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
