import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { ApiIssue } from '../../../common/envelope.ts';
import { FALLBACK_LOCALE, resolveLocale, type Locale } from '../../../common/locales.ts';
import {
  AccountDetails,
  AdminDetails,
  CompanyDetails,
  InternalAdminDetails,
  type LogoUploadReply,
  type OnboardingCaseList,
  type OnboardingDatasetList,
  type OnboardingFieldReply,
  type OnboardingState,
  type OnboardingStepDetails,
  type ProcessReply,
  type ProcessRequest,
  type SaveCustomerDetailsRequest,
} from '../../../common/onboarding/onboarding.contract.ts';
import { validateStep, type OnboardingFieldFailure, type OnboardingStepContext } from '../../../common/onboarding/onboarding-steps.ts';
import { ONBOARDING_BLANK_DETAILS, ONBOARDING_INDUSTRIES, ONBOARDING_STEPS, type OnboardingFieldName, type OnboardingStep } from '../../../common/onboarding/onboarding.values.ts';
import { dayOfDate } from '../../../common/onboarding/onboarding-rules.ts';
import type { DatabaseHandle, ExecuteSql } from '../../db/database.ts';
import { renderSetPasswordEmail } from '../../emails/set-password.email.ts';
import { translatorFor } from '../../emails/email-translator.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { VirusScanner } from '../../platform/virus-scanner.ts';
import { emailTaken, insertUserWithCollection, issueInvitation, type Actor } from '../account/index.ts';
import { companyLogoMessageKey, processCompanyLogo } from './company-logo.ts';
import { countryOptions, isCountryCode } from './country-options.ts';
import { can, type OnboardingAction } from './onboarding.policy.ts';
import * as repo from './onboarding.repo.ts';

// The texts are common/locales/en.json's, under the reason keys the web app translates.
const notAnOperator = () => forbidden('Only a platform operator can onboard customers.');
const saveFailed = () => new AppError(500, 'Error occured while saving details, please try again later.', { reasonKey: 'onboarding.errors.saveFailed' });
const processFailed = () => new AppError(500, 'Error occured while creating subscription, please try again later.', { reasonKey: 'onboarding.errors.processFailed' });
const invalidDetails = (issues: ApiIssue[]) =>
  new AppError(400, 'Some details are not valid. Correct the marked fields.', { reasonKey: 'onboarding.errors.invalidDetails', issues });
const stepOutOfOrder = () => new AppError(409, 'Save the earlier steps first.', { reasonKey: 'onboarding.errors.stepOutOfOrder' });
const caseFinished = () => new AppError(409, 'This customer has already been created; its details can no longer change.', { reasonKey: 'onboarding.errors.caseFinished' });
const incomplete = () => new AppError(409, 'Save all four steps before creating the subscription.', { reasonKey: 'onboarding.errors.incomplete' });
const adminEmailTaken = () => new AppError(409, "A user with the admin's email address already exists.", { reasonKey: 'onboarding.errors.emailTaken' });
const unknownDatasets = (codes: string[]) =>
  new AppError(400, 'One of the chosen datasets does not exist.', {
    reasonKey: 'onboarding.errors.unknownDatasets',
    issues: codes.map((code) => ({ path: 'internalAdmin.datasets', message: `Unknown dataset: ${code}` })),
  });
const caseNotFound = () => notFound('The onboarding case');
// The spec's texts (§8), the virus one as it is written there.
const logoRefused = (reason: 'virus' | 'failed') =>
  reason === 'virus'
    ? new AppError(400, 'Log file contains virus, please upload another logo.', { reasonKey: companyLogoMessageKey('virus') })
    : new AppError(400, 'Logo upload failed!!', { reasonKey: companyLogoMessageKey('invalid') });
const LOGO_CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };

const STEP_CONTRACTS: { [S in OnboardingStep]: z.ZodType<OnboardingStepDetails[S]> } = {
  company: CompanyDetails,
  admin: AdminDetails,
  account: AccountDetails,
  internalAdmin: InternalAdminDetails,
};

/** A password hash no password matches (not an argon2 string): the admin signs in once they set theirs through the mailed link. */
const unusablePasswordHash = () => `!unset:${randomBytes(24).toString('base64url')}`;

/** The uploaded file's name as shown back: its last path part, without control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const printable = [...base].filter((character) => character >= ' ' && character !== '\u007f').join('');
  return (printable.trim() || 'logo').slice(0, 200);
}

/** DD-MM-YYYY as the database's YYYY-MM-DD. */
function isoDateOf(value: string): string {
  const day = dayOfDate(value);
  if (day === null) throw new Error(`not a date: ${value}`);
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export type OnboardingDependencies = {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** The portal's address, which links in mails start with. */
  publicUrl: string;
  /** How long the new admin's first-password link works. */
  invitationDays: number;
  /** Where logos are kept (DATA_DIR/logos), and the scanner every upload goes through first. */
  logos: FileStorage;
  scanner: VirusScanner;
  now?: () => Date;
};

/**
 * Customer onboarding by platform operators (portal-area.md §2-§5, §7-§9): cases filled step by
 * step, validated with the section-5 rules (the server is the authority), and processed once into
 * an organisation, its subscription and its admin, who is mailed a one-time first-password link.
 */
export function createOnboardingService({ database, mailer, logger, publicUrl, invitationDays, logos, scanner, now = () => new Date() }: OnboardingDependencies) {
  const sql = database.executeSql;

  function allow(actor: Actor, action: OnboardingAction): void {
    if (!can(actor, action)) throw notAnOperator();
  }

  /** The saved details of a step, or undefined when the step is not saved (or no longer reads as its contract). */
  function savedStep<S extends OnboardingStep>(record: repo.CaseRecord, step: S): OnboardingStepDetails[S] | undefined {
    const parsed = STEP_CONTRACTS[step].safeParse(record.details[step]);
    return parsed.success ? parsed.data : undefined;
  }

  function contextOf(record: repo.CaseRecord): OnboardingStepContext {
    return { corporateEmailDomain: savedStep(record, 'company')?.corporateEmailDomain, isCountry: isCountryCode };
  }

  function issuesOf(step: OnboardingStep, failures: OnboardingFieldFailure[]): ApiIssue[] {
    const { t } = translatorFor(FALLBACK_LOCALE);
    return failures.map((failure) => ({ path: `${step}.${failure.field}`, message: t(failure.messageKey, failure.values) }));
  }

  function stateOf(record: repo.CaseRecord): OnboardingState {
    const steps = ONBOARDING_STEPS.map((name, index) => {
      const saved = index < record.currentStep ? savedStep(record, name) : undefined;
      const fields: Record<string, unknown> = { ...(saved ?? ONBOARDING_BLANK_DETAILS[name]) };
      if (name === 'company') fields.logoName = record.logoName;
      return { name, saved: saved !== undefined, fields };
    });
    const finished = record.status === 'finished';
    return {
      caseId: record.id,
      status: record.status,
      steps,
      currentStep: ONBOARDING_STEPS[Math.min(record.currentStep, ONBOARDING_STEPS.length - 1)] ?? 'company',
      complete: record.currentStep >= ONBOARDING_STEPS.length,
      error: null,
      warning: record.warning,
      customerCreated: finished,
      sid: finished && record.organisationId !== null ? String(record.organisationId) : null,
      subscriptionId: finished ? record.subscriptionId : null,
      logo: record.logoName,
      originalLogoFileName: record.originalLogoFileName,
    };
  }

  async function findCase(caseId: string): Promise<repo.CaseRecord> {
    const record = await repo.findCase(sql, caseId);
    if (!record) throw caseNotFound();
    return record;
  }

  /** Expected failures pass as they are; anything else is logged and answered with the spec's message. */
  async function guarded<T>(work: () => Promise<T>, failure: () => AppError, what: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error({ err: error }, `onboarding: ${what} failed`);
      throw failure();
    }
  }

  /** The warning a used corporate domain gives, in the operator's language. */
  async function domainWarning(tx: ExecuteSql, domain: string, organisationId: number, language: Locale): Promise<string | null> {
    const users = await repo.organisationsUsingDomain(tx, domain, organisationId);
    if (users.length === 0) return null;
    return translatorFor(language).t('onboarding.warnings.domainUsed', { domain: domain.toLowerCase(), organisations: users.join(', ') });
  }

  type Created = { reply: ProcessReply; mail?: { to: string; name: string; organisationName: string; token: string; expiresAt: Date; language: string } };

  async function create(actor: Actor, caseId: string, language: Locale): Promise<Created> {
    return database.transaction(async (tx) => {
      const record = await repo.findCase(tx, caseId, true);
      if (!record) throw caseNotFound();
      if (record.status === 'finished') {
        // A second call creates nothing: it answers what the first one created.
        if (record.organisationId === null || record.subscriptionId === null) throw caseFinished();
        return { reply: { sid: String(record.organisationId), subscriptionId: record.subscriptionId, warning: record.warning } };
      }
      if (record.currentStep < ONBOARDING_STEPS.length) throw incomplete();
      const company = savedStep(record, 'company');
      const admin = savedStep(record, 'admin');
      const account = savedStep(record, 'account');
      const internal = savedStep(record, 'internalAdmin');
      if (!company || !admin || !account || !internal) throw incomplete();
      // The steps again, together: an earlier step saved again since may have changed what a later one relies on.
      const context = contextOf(record);
      const issues = [
        ...issuesOf('company', validateStep('company', company, context)),
        ...issuesOf('admin', validateStep('admin', admin, context)),
        ...issuesOf('account', validateStep('account', account, context)),
        ...issuesOf('internalAdmin', validateStep('internalAdmin', internal, context)),
      ];
      if (issues.length > 0) throw invalidDetails(issues);
      const codes = [...new Set(internal.datasets)];
      const datasetIds = await repo.datasetIdsByCode(tx, codes);
      const missing = codes.filter((code) => !datasetIds.has(code));
      if (missing.length > 0) throw unknownDatasets(missing);
      if (await emailTaken(tx, admin.email)) throw adminEmailTaken();

      const domain = company.corporateEmailDomain.toLowerCase();
      const organisationId = await repo.insertOrganisation(tx, {
        name: company.companyName,
        emailDomains: [domain],
        subDomains: company.subDomains.split(/\r?\n/).map((line) => line.trim().toLowerCase()).filter(Boolean),
        publicIp: company.publicIp || null,
        country: company.country,
        industry: company.industry,
        logoName: record.logoName,
      });
      const subscriptionId = await repo.insertSubscription(tx, {
        organisationId,
        name: internal.subscriptionName,
        startsOn: isoDateOf(internal.startDate),
        endsOn: isoDateOf(internal.endDate),
        seatCount: internal.seats,
        aiChatQuota: internal.aiChatQuota,
        aiCompareQuota: internal.aiCompareQuota,
        legislationAddOn: internal.legislationAddOn,
        euLawAddOn: internal.euLawAddOn,
        datasetIds: codes.map((code) => datasetIds.get(code) ?? 0),
      });
      const name = `${admin.firstName} ${admin.lastName}`;
      const adminUserId = await insertUserWithCollection(tx, {
        organisationId,
        subscriptionId,
        name,
        email: admin.email,
        passwordHash: unusablePasswordHash(),
        roles: ['admin', 'powerUser'],
        language,
      });
      const invitation = await issueInvitation(tx, {
        organisationId,
        subscriptionId,
        purpose: 'setPassword',
        email: admin.email,
        name,
        roles: ['admin', 'powerUser'],
        language,
        userId: adminUserId,
        invitedBy: actor.userId,
        validDays: invitationDays,
        now: now(),
      });
      const warning = await domainWarning(tx, domain, organisationId, actor.language);
      await repo.finishCase(tx, caseId, { organisationId, subscriptionId, adminUserId, warning });
      return {
        reply: { sid: String(organisationId), subscriptionId, warning },
        mail: { to: admin.email, name, organisationName: company.companyName, token: invitation.token, expiresAt: invitation.expiresAt, language },
      };
    });
  }

  return {
    async listCases(actor: Actor): Promise<OnboardingCaseList> {
      allow(actor, 'listCases');
      const rows = await repo.listCases(sql);
      return {
        cases: rows.map((row) => ({
          caseId: row.id,
          status: row.status,
          companyName: row.companyName,
          currentStep: ONBOARDING_STEPS[Math.min(row.currentStep, ONBOARDING_STEPS.length - 1)] ?? 'company',
          createdBy: row.createdBy,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          sid: row.status === 'finished' && row.organisationId !== null ? String(row.organisationId) : null,
          subscriptionId: row.subscriptionId,
          seatCount: row.seatCount,
          seatsUsed: row.seatsUsed,
        })),
      };
    },

    async openCase(actor: Actor): Promise<OnboardingState> {
      allow(actor, 'openCase');
      return stateOf(await repo.insertCase(sql, actor.userId));
    },

    async getDetails(actor: Actor, caseId: string): Promise<OnboardingState> {
      allow(actor, 'viewCase');
      return stateOf(await findCase(caseId));
    },

    /** Saves one step: the steps advance in order, an earlier one may be saved again. */
    async saveDetails(actor: Actor, caseId: string, input: SaveCustomerDetailsRequest): Promise<OnboardingState> {
      allow(actor, 'saveDetails');
      return guarded(
        () =>
          database.transaction(async (tx) => {
            const record = await repo.findCase(tx, caseId, true);
            if (!record) throw caseNotFound();
            if (record.status === 'finished') throw caseFinished();
            const index = ONBOARDING_STEPS.indexOf(input.step);
            if (index > record.currentStep) throw stepOutOfOrder();
            const failures = validateStep(input.step, input.details, input.step === 'company' ? { isCountry: isCountryCode } : contextOf(record));
            if (failures.length > 0) throw invalidDetails(issuesOf(input.step, failures));
            const details: Record<string, unknown> = { ...record.details, [input.step]: input.step === 'company' ? { ...input.details, logoName: record.logoName } : input.details };
            const currentStep = Math.max(record.currentStep, index + 1);
            await repo.updateCaseDetails(tx, caseId, details, currentStep);
            return stateOf({ ...record, details, currentStep });
          }),
        saveFailed,
        'saving details',
      );
    },

    /**
     * Creates the organisation, its subscription and its admin in one transaction, then mails the
     * admin their first-password link in the page's language. A failed mail is logged: the customer
     * stands, and the case shows it was created.
     */
    async process(actor: Actor, input: ProcessRequest): Promise<ProcessReply> {
      allow(actor, 'process');
      const language = resolveLocale(input.language ?? actor.language);
      const created = await guarded(() => create(actor, input.caseId, language), processFailed, 'creating the customer');
      if (created.mail) {
        const { to, name, organisationName, token, expiresAt } = created.mail;
        const mail = renderSetPasswordEmail({ language: created.mail.language, publicUrl, recipientName: name, organisationName, token, expiresAt });
        try {
          await mailer.send({ to, ...mail });
        } catch (error) {
          logger.error({ err: error, caseId: input.caseId }, 'onboarding: the new admin’s first-password mail was not sent; the customer stands');
        }
      }
      return created.reply;
    },

    /** The countries (ISO 3166-1, named in the language) or the industries (the data file's, translated). */
    fieldOptions(actor: Actor, name: OnboardingFieldName, language: string | undefined): OnboardingFieldReply {
      allow(actor, 'readOptions');
      const locale = resolveLocale(language ?? actor.language);
      if (name === 'countries') return { name, options: countryOptions(locale) };
      const { t } = translatorFor(locale);
      return { name, options: ONBOARDING_INDUSTRIES.map((code) => ({ value: code, label: t(`onboarding.industries.${code}`) })) };
    },

    /** The datasets the internal admin step offers (every one; the subscription's entitlements are chosen from them). */
    async datasets(actor: Actor): Promise<OnboardingDatasetList> {
      allow(actor, 'readOptions');
      return { datasets: await repo.listDatasets(sql) };
    },

    /** Whether the actor may upload a logo to the case (asked before the upload is read). */
    async assertCanUploadLogo(actor: Actor, caseId: string): Promise<void> {
      allow(actor, 'uploadLogo');
      const record = await findCase(caseId);
      if (record.status === 'finished') throw caseFinished();
    },

    /**
     * Checks, scans and re-encodes the logo (company-logo.ts), stores what that returns under a
     * name of its own (the uploaded name is only shown back) and records it on the case.
     */
    async uploadLogo(actor: Actor, caseId: string, bytes: Buffer | undefined, originalName: string): Promise<LogoUploadReply> {
      await this.assertCanUploadLogo(actor, caseId);
      if (!bytes) throw logoRefused('failed');
      const result = await processCompanyLogo(bytes, originalName, scanner);
      if (!result.ok) {
        if (result.cause) logger.error({ err: result.cause, caseId }, 'onboarding: the logo could not be scanned; the upload is refused');
        throw logoRefused(result.reason === 'virus' ? 'virus' : 'failed');
      }
      const logoName = `${randomUUID()}.${result.extension}`;
      const originalLogoFileName = cleanFileName(originalName);
      await guarded(
        async () => {
          await logos.put(logoName, Readable.from([result.data]));
          await repo.setCaseLogo(sql, caseId, logoName, originalLogoFileName);
        },
        () => logoRefused('failed'),
        'storing the logo',
      );
      return { logoName, originalLogoFileName };
    },

    /** The caller's organisation's logo, or undefined when it has none. */
    async organisationLogo(actor: Actor): Promise<{ data: Buffer; contentType: string } | undefined> {
      const logoName = await repo.organisationLogoName(sql, actor.organisationId);
      const contentType = logoName ? LOGO_CONTENT_TYPES[logoName.split('.').at(-1) ?? ''] : undefined;
      if (!logoName || !contentType || (await logos.size(logoName)) === null) return undefined;
      return { data: await logos.read(logoName), contentType };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
