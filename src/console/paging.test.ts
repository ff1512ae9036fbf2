import { describe, expect, it } from 'vitest';
import { pageCount, shownRange } from './paging.js';

describe('pageCount', () => {
  it('is one page for no records, so that the pager reads "1 of 1"', () => {
    expect(pageCount(0, 20)).toBe(1);
  });

  it('counts a partly filled last page', () => {
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(112, 25)).toBe(5);
  });
});

describe('shownRange', () => {
  it('is 0 to 0 when there is nothing to show', () => {
    expect(shownRange(0, 1, 25, 0)).toEqual({ first: 0, last: 0 });
  });

  it('numbers the records of a later page from where the previous pages stopped', () => {
    expect(shownRange(112, 2, 25, 25)).toEqual({ first: 26, last: 50 });
    expect(shownRange(112, 5, 25, 12)).toEqual({ first: 101, last: 112 });
  });

  it('never passes the count, even when a page holds more than is left (a record was added meanwhile)', () => {
    expect(shownRange(30, 2, 25, 10)).toEqual({ first: 26, last: 30 });
  });
});
