import { describe, expect, it } from 'vitest';
import { celexCandidates } from './legislation-identifier.ts';

describe('celexCandidates', () => {
  it('keeps a CELEX number, upper-cased', () => {
    expect(celexCandidates('32006l0042')).toEqual(['32006L0042']);
    expect(celexCandidates('32019D0436(01)')).toEqual(['32019D0436(01)']);
  });

  it('reads year-first numbers of directives and decisions', () => {
    expect(celexCandidates('2006/42/EC')).toEqual(['32006R0042', '32006L0042', '32006D0042']);
    expect(celexCandidates('93/42/EEC')).toEqual(['31993R0042', '31993L0042', '31993D0042']);
    expect(celexCandidates('Regulation (EU) 2017/745')).toContain('32017R0745');
  });

  it('reads number-first regulation numbers', () => {
    expect(celexCandidates('305/2011')).toContain('32011R0305');
    expect(celexCandidates('Regulation (EU) No 1025/2012')).toContain('32012R1025');
    expect(celexCandidates('765/2008')).toEqual(['32008R0765', '32008L0765', '32008D0765']);
  });

  it('gives nothing for text that is no act number', () => {
    expect(celexCandidates('machinery')).toBeNull();
    expect(celexCandidates('3200')).toBeNull();
    expect(celexCandidates('0/2011')).toBeNull();
  });
});
