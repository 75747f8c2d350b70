import { formatDayInZone, formatIsoDay, formatValidThrough } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { daysBefore, expiresAtFor, licenseTimeline, validThroughOf } from './license-timeline.js';

const policy = { renewalWindowMonths: 3, graceDays: 30 };
const at = (iso: string) => new Date(iso);
const stepsOf = (t: ReturnType<typeof licenseTimeline>) =>
  Object.fromEntries(t.steps.map((s) => [s.step, s.at.toISOString()]));

describe('license timeline', () => {
  it('ends at 23:59:59 of the last valid day in the zone and reads back as that day', () => {
    const expiresAt = expiresAtFor('2027-03-31', 'Europe/Berlin');
    expect(expiresAt.toISOString()).toBe('2027-03-31T21:59:59.000Z'); // summer time (UTC+2) began 28 Mar
    expect(validThroughOf(expiresAt, 'Europe/Berlin')).toBe('2027-03-31');
    expect(formatValidThrough(expiresAt, 'Europe/Berlin')).toBe('valid through 23:59 on 03/31/2027, Europe/Berlin');
    expect(formatValidThrough(expiresAtFor('2027-01-15', 'Asia/Tokyo'), 'Asia/Tokyo')).toBe(
      'valid through 23:59 on 01/15/2027, Asia/Tokyo',
    );
    // MM/DD/YYYY, the console's day, on every runtime; the day is the zone's, not UTC's.
    expect(formatDayInZone('2026-09-15T12:00:00Z', 'UTC')).toBe('09/15/2026');
    expect(formatDayInZone('2026-09-15T23:30:00Z', 'Asia/Tokyo')).toBe('09/16/2026');
    expect(formatIsoDay('2026-09-05')).toBe('09/05/2026');
  });

  it('opens renewal calendar months before the end, each step at local midnight', () => {
    const t = licenseTimeline(
      { grantedOn: '2026-04-01', expiresAt: expiresAtFor('2027-03-31', 'Europe/Berlin'), timeZone: 'Europe/Berlin' },
      policy,
      at('2026-06-01T00:00:00Z'),
    );
    expect(stepsOf(t)).toEqual({
      issued: '2026-03-31T22:00:00.000Z',
      renewalOpen: '2026-12-31T23:00:00.000Z', // 1 Jan 2027 00:00 CET
      due: '2027-03-01T23:00:00.000Z', // 2 Mar 00:00 CET: 30 days before 1 Apr
      grace: '2027-03-31T22:00:00.000Z', // 1 Apr 00:00 CEST
      expired: '2027-04-30T22:00:00.000Z', // 30 days of grace
    });
    expect(t.state).toBe('current');
  });

  it('clamps to the month end: valid through 30 May opens on the last day of February', () => {
    const t = licenseTimeline(
      { grantedOn: '2026-06-01', expiresAt: expiresAtFor('2027-05-30', 'UTC'), timeZone: 'UTC' },
      policy,
      at('2027-01-01T00:00:00Z'),
    );
    expect(stepsOf(t).renewalOpen).toBe('2027-02-28T00:00:00.000Z');
    const leap = licenseTimeline(
      { grantedOn: '2027-06-01', expiresAt: expiresAtFor('2028-05-30', 'UTC'), timeZone: 'UTC' },
      policy,
      at('2027-01-01T00:00:00Z'),
    );
    expect(stepsOf(leap).renewalOpen).toBe('2028-02-29T00:00:00.000Z');
  });

  it('keeps local midnight across a daylight-saving change in the zone', () => {
    // Valid through 5 Nov 2026 in New York: the window opens 6 Aug (EDT), the end is 6 Nov 00:00 EST.
    const t = licenseTimeline(
      {
        grantedOn: '2025-11-06',
        expiresAt: expiresAtFor('2026-11-05', 'America/New_York'),
        timeZone: 'America/New_York',
      },
      policy,
      at('2026-10-20T00:00:00Z'),
    );
    expect(stepsOf(t).renewalOpen).toBe('2026-08-06T04:00:00.000Z');
    expect(stepsOf(t).grace).toBe('2026-11-06T05:00:00.000Z');
    expect(stepsOf(t).due).toBe('2026-10-07T04:00:00.000Z');
    expect(t.state).toBe('due');
  });

  it('reads the state at any instant, exactly at each boundary', () => {
    const license = { grantedOn: '2026-01-01', expiresAt: expiresAtFor('2026-12-31', 'UTC'), timeZone: 'UTC' };
    const state = (iso: string) => licenseTimeline(license, policy, at(iso)).state;
    expect(state('2026-09-30T23:59:59Z')).toBe('current');
    expect(state('2026-10-01T00:00:00Z')).toBe('renewalOpen');
    expect(state('2026-12-02T00:00:00Z')).toBe('due');
    expect(state('2026-12-31T23:59:59Z')).toBe('due');
    expect(state('2027-01-01T00:00:00Z')).toBe('grace');
    expect(state('2027-01-31T00:00:00Z')).toBe('expired');
  });

  it('never opens the window after due (a one-month window in February)', () => {
    const t = licenseTimeline(
      { grantedOn: '2026-01-01', expiresAt: expiresAtFor('2027-02-28', 'UTC'), timeZone: 'UTC' },
      { renewalWindowMonths: 1, graceDays: 0 },
      at('2027-01-30T00:00:00Z'),
    );
    expect(stepsOf(t).renewalOpen).toBe(stepsOf(t).due);
    expect(stepsOf(t).expired).toBe(stepsOf(t).grace);
  });

  it('is upcoming, not current, before the day granted (midnight in the zone)', () => {
    const license = {
      grantedOn: '2027-06-25',
      expiresAt: expiresAtFor('2028-06-24', 'Europe/Berlin'),
      timeZone: 'Europe/Berlin',
    };
    const state = (now: string) => licenseTimeline(license, policy, at(now)).state;
    expect(state('2026-11-28T12:00:00Z')).toBe('upcoming');
    expect(state('2027-06-24T21:59:59Z')).toBe('upcoming');
    expect(state('2027-06-24T22:00:00Z')).toBe('current'); // 25 Jun 00:00 CEST
  });

  it('places recorded renewals when recorded, and ends an ended license without grace', () => {
    const renewed = licenseTimeline(
      {
        grantedOn: '2025-01-01',
        expiresAt: expiresAtFor('2027-12-31', 'UTC'),
        timeZone: 'UTC',
        renewals: [{ at: at('2026-11-28T09:00:00Z'), validThrough: '2027-12-31', note: 'Paid' }],
      },
      policy,
      at('2026-12-01T00:00:00Z'),
    );
    expect(renewed.steps.map((s) => s.step)).toEqual(['issued', 'renewed', 'renewalOpen', 'due', 'grace', 'expired']);
    expect(renewed.state).toBe('current');
    const ended = (now: string) =>
      licenseTimeline(
        {
          grantedOn: '2025-01-01',
          expiresAt: expiresAtFor('2026-11-30', 'UTC'),
          timeZone: 'UTC',
          endedOn: '2026-11-30',
          endReason: 'Left',
        },
        policy,
        at(now),
      );
    expect(ended('2026-11-15T00:00:00Z').steps.map((s) => [s.step, s.at.toISOString(), s.note ?? null])).toEqual([
      ['issued', '2025-01-01T00:00:00.000Z', null],
      ['ended', '2026-12-01T00:00:00.000Z', 'Left'],
    ]);
    // Current until it ends (no window, due or grace), then expired at once.
    expect(ended('2026-11-15T00:00:00Z').state).toBe('current');
    expect(ended('2026-12-01T00:00:00Z').state).toBe('expired');
  });

  it('counts reminder days in calendar days', () => {
    expect(daysBefore('2027-03-31', 60)).toBe('2027-01-30');
    expect(daysBefore('2027-03-31', 30)).toBe('2027-03-01');
    expect(daysBefore('2026-11-05', 7)).toBe('2026-10-29');
  });
});
