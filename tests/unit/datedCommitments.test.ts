import type {LoadContext} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {checkDatedCommitments, commitmentProblems} from '@site/plugins/placeholders/commitments';
import {datedCommitments, legalDocumentDates} from '@site/src/data/commitments';

const TODAY = '2026-11-25';
const CURRENT = {
  commitments: {iso: {promise: 'ISO 27001 certification', due: '2027-06-30'}},
  documents: {privacyPolicy: {page: '/privacy-policy', lastUpdated: '2026-11-25', reviewEveryMonths: 12}},
};
const PAST_DUE = {
  ...CURRENT,
  commitments: {...CURRENT.commitments, soc2: {promise: 'SOC 2 Type II audit', due: '2026-09-30'}},
};

describe('dated promises the site makes to visitors (for the owner to keep true)', () => {
  it('names a commitment whose date has passed, with its date and promise, true through its last day', () => {
    const commitmentsOnly = {...PAST_DUE, documents: {}};
    expect(commitmentProblems(commitmentsOnly, '2026-09-30')).toEqual([]);
    expect(commitmentProblems(commitmentsOnly, '2026-10-01')).toEqual([
      'datedCommitments.soc2 is past its date, 2026-09-30: SOC 2 Type II audit',
    ]);
  });

  it('refuses a date that is not a real YYYY-MM-DD date', () => {
    const problems = commitmentProblems(
      {
        commitments: {soc2: {promise: 'SOC 2', due: '2027-02-30'}},
        documents: {terms: {page: '/terms-and-conditions', lastUpdated: '25/11/2026'}},
      },
      TODAY,
    );
    expect(problems).toEqual([
      'datedCommitments.soc2.due is not a YYYY-MM-DD date: 2027-02-30 (SOC 2)',
      'legalDocumentDates.terms.lastUpdated is not a YYYY-MM-DD date: 25/11/2026 (/terms-and-conditions)',
    ]);
  });

  it('asks for the review a document promises once its interval has passed, and refuses a future date', () => {
    const documentOnly = {...CURRENT, commitments: {}};
    expect(commitmentProblems(documentOnly, '2027-11-25')).toEqual([]);
    expect(commitmentProblems(documentOnly, '2027-11-26')).toEqual([
      expect.stringMatching(/^legalDocumentDates\.privacyPolicy promises a review every 12 months .*\/privacy-policy/),
    ]);
    expect(commitmentProblems(CURRENT, '2026-11-24')).toEqual([
      'legalDocumentDates.privacyPolicy.lastUpdated is in the future, 2026-11-25 (/privacy-policy)',
    ]);
  });

  // Fails once a date in src/data/commitments.ts passes: the owner then updates the promise.
  it('the published commitments hold today', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(commitmentProblems({commitments: datedCommitments, documents: legalDocumentDates}, today)).toEqual([]);
  });
});

describe("the plugin's check of src/data/commitments.ts", () => {
  const context = {i18n: {currentLocale: 'en-CA', defaultLocale: 'en-CA'}} as LoadContext;
  const saved = {...process.env};
  const localBuild = {CI: 'false', CF_PAGES: '', WORKERS_CI: '', SITE_URL: ' '};
  afterEach(() => {
    process.env = {...saved};
    jest.restoreAllMocks();
  });

  // Which variables make a build one for publishing: brandPin.test.ts, on the shared rule.
  it('stops a build for publishing once the ISO 27001 target has passed, naming it for the owner', () => {
    process.env = {...saved, ...localBuild, WORKERS_CI: '1'};
    const after = `${Number(datedCommitments.iso27001.due.slice(0, 4)) + 1}-01-01`;
    expect(() => checkDatedCommitments(context, after)).toThrow(/datedCommitments\.iso27001 is past its date/);
    expect(() => checkDatedCommitments(context, after)).toThrow('(WORKERS_CI set)');
  });

  it('only warns on a local build, and says nothing while every commitment holds', () => {
    process.env = {...saved, ...localBuild};
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    checkDatedCommitments(context, '2099-01-01');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('datedCommitments.soc2 is past its date'));
    warn.mockClear();
    checkDatedCommitments(context, TODAY, CURRENT);
    expect(warn).not.toHaveBeenCalled();
  });
});
