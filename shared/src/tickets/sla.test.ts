import { COMPANY_CALENDAR as company } from '../hours';
import { type SlaFacts, slaAfter, slaOf } from './sla';

const HOUR = 3_600_000;
const riyadh = (iso: string) => new Date(`${iso}+03:00`);

/** An urgent technical ticket raised on Sunday 3 January 2027 at 09:00: answer in 1 h, fix in 9 h. */
const raised = (): SlaFacts => {
  const facts: SlaFacts = {
    createdAt: riyadh('2027-01-03T09:00'), slaFirstResponseMs: HOUR, slaResolutionMs: 9 * HOUR, firstResponseAt: null, firstResponseMs: null,
    solvedAt: null, resolutionMs: null, slaPausedMs: 0, slaPausedSince: null, slaWarnAt: null, slaDueAt: null,
  };
  return slaAfter(company, facts, {}, facts.createdAt);
};

describe('SLA state transitions', () => {
  it('runs the first-response clock: ok, breaching soon at 80 %, breached at 100 %', () => {
    const facts = raised();
    expect(facts.slaWarnAt).toEqual(riyadh('2027-01-03T09:48'));
    expect(facts.slaDueAt).toEqual(riyadh('2027-01-03T10:00'));
    expect(slaOf(facts, riyadh('2027-01-03T09:30'))).toMatchObject({ state: 'ok', target: 'firstResponse' });
    expect(slaOf(facts, riyadh('2027-01-03T09:50'))).toMatchObject({ state: 'soon' });
    expect(slaOf(facts, riyadh('2027-01-03T10:00'))).toMatchObject({ state: 'breached' });
  });

  it('counts only business hours: raised after closing, due the next working morning', () => {
    const base = raised();
    const facts = slaAfter(company, { ...base, createdAt: riyadh('2027-01-07T17:30') }, {}, riyadh('2027-01-07T17:30'));
    // Thursday 17:30 + 1 h: 30 minutes on Thursday, Friday closed, Saturday 10:30.
    expect(facts.slaDueAt).toEqual(riyadh('2027-01-09T10:30'));
  });

  it('pauses while waiting for the client after the first answer, and runs again when the client answers', () => {
    let facts = slaAfter(company, raised(), { agentReplied: true }, riyadh('2027-01-03T09:30'));
    expect(facts.firstResponseMs).toBe(HOUR / 2);
    expect(slaOf(facts, riyadh('2027-01-03T15:00'))).toMatchObject({ state: 'paused', target: 'resolution' });
    expect(facts.slaDueAt).toBeNull();
    facts = slaAfter(company, facts, { clientReplied: true }, riyadh('2027-01-03T11:30'));
    // Ran 30 minutes, stood 2 hours: the 9 hours end 2 hours after Sunday's 18:00, on Monday at 11:00.
    expect(facts.slaPausedMs).toBe(2 * HOUR);
    expect(facts.slaDueAt).toEqual(riyadh('2027-01-04T11:00'));
    expect(slaOf(facts, riyadh('2027-01-04T09:30'))).toMatchObject({ state: 'soon', target: 'resolution' });
  });

  it('is met when solved in time, and stands still while solved until reopened', () => {
    let facts = slaAfter(company, raised(), { agentReplied: true }, riyadh('2027-01-03T09:20'));
    facts = slaAfter(company, facts, { clientReplied: true }, riyadh('2027-01-03T10:20'));
    facts = slaAfter(company, facts, { solved: true }, riyadh('2027-01-03T12:20'));
    // 20 minutes before the answer, 2 hours after the client's reply.
    expect(facts.resolutionMs).toBe(HOUR * 2 + HOUR / 3);
    expect(slaOf(facts, riyadh('2027-01-05T12:00'))).toMatchObject({ state: 'met', target: null });
    facts = slaAfter(company, facts, { solved: false }, riyadh('2027-01-04T12:20'));
    expect(facts.solvedAt).toBeNull();
    expect(slaOf(facts, riyadh('2027-01-04T12:30'))).toMatchObject({ state: 'ok', target: 'resolution' });
  });

  it('is breached when solved late', () => {
    const facts = slaAfter(company, raised(), { solved: true }, riyadh('2027-01-04T12:00'));
    expect(facts.resolutionMs).toBe(12 * HOUR);
    expect(slaOf(facts, riyadh('2027-01-04T12:00'))).toMatchObject({ state: 'breached', target: null });
  });

  it('leaves tickets raised before service levels without one', () => {
    expect(slaOf({ ...raised(), slaResolutionMs: null }, new Date())).toBeNull();
  });
});
