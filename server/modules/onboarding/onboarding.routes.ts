import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  LogoUploadReply,
  OnboardingCaseParams,
  OnboardingFieldReply,
  OnboardingFieldParams,
  OnboardingFieldQuery,
  OpenCaseRequest,
  ProcessReply,
  ProcessRequest,
  SaveCustomerDetailsRequest,
} from '../../../common/onboarding/onboarding.contract.ts';
import { LOGO_FILE_FIELD, onboardingPaths } from '../../../common/onboarding/onboarding.values.ts';
import { notFound } from '../../errors/app-error.ts';
import { readLastFormValues } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import { COMPANY_LOGO_MAX_BYTES } from './company-logo.ts';
import type { OnboardingService } from './onboarding.service.ts';

/**
 * The logo file of a multipart upload, read whole up to one byte past the limit (so an
 * oversized one is told from one exactly at it); undefined when there is none or it is too large.
 * Other parts are read past and ignored.
 */
async function readLogoFile(request: FastifyRequest): Promise<{ bytes: Buffer | undefined; fileName: string }> {
  if (!request.isMultipart()) return { bytes: undefined, fileName: '' };
  let found: { bytes: Buffer | undefined; fileName: string } = { bytes: undefined, fileName: '' };
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: COMPANY_LOGO_MAX_BYTES + 1, parts: 10 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== LOGO_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      found = { bytes: part.file.truncated ? undefined : bytes, fileName: part.filename };
    }
  } catch {
    return { bytes: undefined, fileName: found.fileName };
  }
  return found;
}

const route = routeContracts('Onboarding');
/** The upload's one file part; other parts are read past. */
const LogoUpload = z.object({ [LOGO_FILE_FIELD]: z.string() });

/** The onboarding wizard's calls (portal-area.md §7) and the operators' case list; the service refuses anyone but an operator. */
export function registerOnboardingRoutes(app: FastifyInstance, onboarding: OnboardingService): void {

  app.get(onboardingPaths.cases, route('user', { summary: 'The onboarding cases (operators).' }), async (request, reply) => reply.ok(await onboarding.listCases(actorOf(request))));

  app.post(onboardingPaths.cases, route('user', { summary: 'Opens a new onboarding case (operators).', body: OpenCaseRequest, status: 201 }), async (request, reply) => {
    parseInput(OpenCaseRequest, request.body);
    return reply.ok(await onboarding.openCase(actorOf(request)), 201);
  });

  app.get(onboardingPaths.getDetails(':caseId'), route('user', { summary: "A case's details, step by step.", params: OnboardingCaseParams }), async (request, reply) => {
    const { caseId } = parseInput(OnboardingCaseParams, request.params);
    return reply.ok(await onboarding.getDetails(actorOf(request), caseId));
  });

  app.post(onboardingPaths.saveCustomerDetails(':caseId'), route('user', { summary: "Saves one step of a case's details.", params: OnboardingCaseParams, body: SaveCustomerDetailsRequest }), async (request, reply) => {
    const { caseId } = parseInput(OnboardingCaseParams, request.params);
    const input = parseInput(SaveCustomerDetailsRequest, request.body);
    return reply.ok(await onboarding.saveDetails(actorOf(request), caseId, input));
  });

  app.post(onboardingPaths.uploadCompanyLogo(':caseId'), route('user', { summary: `Uploads the company's logo for a case: a PNG, JPEG or SVG file in the ${LOGO_FILE_FIELD} part.`, params: OnboardingCaseParams, body: LogoUpload, encoding: 'upload', response: LogoUploadReply }), async (request, reply) => {
    const actor = actorOf(request);
    const { caseId } = parseInput(OnboardingCaseParams, request.params);
    // Who may upload is settled before the file is read.
    await onboarding.assertCanUploadLogo(actor, caseId);
    const { bytes, fileName } = await readLogoFile(request);
    return reply.ok(await onboarding.uploadLogo(actor, caseId, bytes, fileName));
  });

  // Form or JSON, as the page posts it.
  app.post(onboardingPaths.process, route('user', { summary: 'Processes a case: organisation, subscription and admin in one go.', body: ProcessRequest, encoding: 'form', response: ProcessReply }), async (request, reply) => {
    const actor = actorOf(request);
    const input = parseInput(ProcessRequest, await readLastFormValues(request));
    return reply.ok(await onboarding.process(actor, input));
  });

  // The logo as an image, never as a page: an SVG is kept from running anything even if opened on its own.
  app.get(onboardingPaths.organisationLogo, route('user', { summary: "The caller's organisation's logo.", answer: 'image' }), async (request, reply) => {
    const logo = await onboarding.organisationLogo(actorOf(request));
    if (!logo) throw notFound('The logo');
    return reply
      .header('content-type', logo.contentType)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(logo.data);
  });

  app.get(onboardingPaths.datasets, route('user', { summary: 'The datasets a subscription may include.' }), async (request, reply) => reply.ok(await onboarding.datasets(actorOf(request))));

  app.get(onboardingPaths.field(':name'), route('user', { summary: "A wizard field's options (countries, industries...).", params: OnboardingFieldParams, query: OnboardingFieldQuery, response: OnboardingFieldReply }), async (request, reply) => {
    const { name } = parseInput(OnboardingFieldParams, request.params);
    const { language } = parseInput(OnboardingFieldQuery, request.query);
    return reply.ok(onboarding.fieldOptions(actorOf(request), name, language));
  });
}
