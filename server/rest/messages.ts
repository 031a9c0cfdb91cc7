// Every sentence the REST shim answers with, in the legacy API's English (document 4): field issues by their domain
// code, schema failures of a request, and the fixed answers. The domain only answers codes; this is the one table
// that words them for the wire.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FieldErrors, Issue, IssueCode } from '../domain/errors.ts';
import { keyPath, wordingField } from '../domain/validation.ts';
import type { ElaborationErrors, UploadIssue } from '../domain/collections/elaborations.ts';
import type { UploadQuota } from '../domain/collections/uploadQuotas.ts';
import { FAIR_USE_TEXT } from '../../shared/collections/fairUseText.ts';
import { formulaIssueText } from '../../shared/markup/check.ts';

export const LEGACY = {
  invalidData: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  forbidden: '',
  notFound: 'Not Found',
  csrf: 'CSRF token mismatch.',
  serverError: 'Server Error',
  tooManyRequests: 'Too Many Attempts.',
  badRequest: 'Bad Request',
  badCredentials: 'These credentials do not match our records.',
  notAuthorized: 'These credentials are not authorized.',
  /** A deactivated account (issue 47; document 4 has no words for it). */
  accountDeactivated: 'This account has been deactivated. Please contact your school or Vraagwerk.',
  throttled: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  noLicense: 'No valid license(s) found',
  invalidResetToken: 'This password reset token is invalid.',
  invalidRole: 'invalid role',
  unauthorizedStatus: 'unauthorized',
  passwordSaved: 'password saved',
  ok: 'ok',
  actionRequired: 'action field required',
  objectTypeRequired: 'object_type field required',
  unknownId: 'The provided ID does not exists.',
  /** GET /api/log/latest/{privilege} for a privilege that is neither a stream's practice nor a set's (document 4 §7). */
  privilegeKind: "The privilege must be 'oefensets uitvoeren' on a stream or 'opgavenset uitvoeren' on a set.",
  fairUse: 'This set has been opened on too many devices: it can no longer be used (fair use).',
  newDevices: 'Too many new devices opened this set from your network. Please try again in a few minutes.',
  /** A cross-site read of a set (fairUse.ts mayReadCountDevice) from a device the set never admitted. */
  deviceNotAdmitted: 'This device has not opened this set yet: open it through its link.',
  documentsBusy: 'Documents are being made for many users at once. Please try again shortly.',
  topicsPerSet: (max: number) => `A set may hold at most ${max} topics.`,
  completeTopics: (max: number, available: number) => `Only ${available} of ${max} complete topics are left in this period.`,
  wordTopics: (max: number, available: number) => `Only ${available} of ${max} topics as a Word document are left in this period.`,
  /** Registration, activation and payment (document 4 §11): the legacy API's own words where it had them. */
  signup: {
    failed: 'failed',
    success: 'success',
    throttled: (seconds: number) => `Too many registrations. Please try again in ${seconds} seconds.`,
    paymentUnavailable: 'Online payment is not available at the moment, so a student licence cannot be requested now.',
    paymentFailed: 'The payment could not be created. Please try again in a few minutes.',
    passwordRequired: 'password required',
    codeInvalid: 'activation_code invalid',
    activatedAlready: 'registration activated already',
    paymentNeeded: 'payment needed',
    paymentStatusUnknown: 'payment status unknown',
    userExists: 'user exists',
    userDoesNotExist: 'user does not exist',
    registrationExists: 'registration exists',
    licenseInvalid: 'license invalid',
    trialForTeachers: 'A trial licence is for teachers. This e-mail address belongs to a student account; request the trial with the address you use as a teacher.',
    trialUsed: 'A trial licence for this subject was activated with this e-mail address already. A trial can be used once per subject.',
  },
  /** An invitation answered with the wrong step for its state (document 4 §11). */
  invalidState: 'invalid state',
  passwordRequired: 'password required',
  demoNotForPublisher: 'A demo student cannot be made for a publisher licence: it is managed at the publisher.',
} as const;

/**
 * The worked-answer upload (POST /api/collections/{c}/{question}/elaborations): the web shows these field messages to
 * the student as they are, under its own 'Kon niet versturen.' (document 2 §8), so they are in the spec's Dutch.
 */
export const UPLOAD = {
  file: {
    required: () => 'Kies een foto (PNG of JPEG).',
    notAnImage: () => 'Dit bestand is geen foto: kies een PNG- of JPEG-bestand.',
    tooLarge: (i) => `Het bestand is groter dan ${Math.round(i.maxBytes / (1024 * 1024))} MB.`,
    tooManyPixels: (i) => `De foto heeft te veel pixels (hoogstens ${Math.round(i.maxPixels / 1_000_000)} megapixel).`,
    unreadable: () => 'De foto is beschadigd of onvolledig en kan niet worden gelezen.',
  } satisfies { [C in UploadIssue['code']]: (issue: Extract<UploadIssue, { code: C }>) => string },
  nameTooLong: (max: number) => `De naam mag hoogstens ${max} tekens lang zijn.`,
  nameCharacters: 'De naam bevat ongeldige tekens.',
  /** More than one file in the form. */
  oneFile: 'Stuur één foto tegelijk.',
  /** More fields than a file and a name. */
  tooManyFields: 'Het formulier bevat te veel velden.',
  /** The set is over its fair-use limit: the student reads this under 'Kon niet versturen.' (document 2 §8). */
  fairUse: FAIR_USE_TEXT.fairUse,
  /** A new device over fair use's rate of new devices per address (fairUse.ts NEW_DEVICES_PER_ADDRESS), as the set's pages say it. */
  newDevices: FAIR_USE_TEXT.newDevices,
  /** A limit on uploads (server/domain/collections/uploadQuotas.ts); nothing was stored. */
  quota: {
    deviceRate: (q) => `Je hebt in korte tijd te veel foto’s gestuurd. Probeer het ${inMinutes(q.seconds)} opnieuw.`,
    addressRate: (q) => `Er worden vanaf dit netwerk te veel foto’s gestuurd. Probeer het ${inMinutes(q.seconds)} opnieuw.`,
    setRate: (q) => `Er worden nu te veel foto’s naar deze opgavenset gestuurd. Probeer het ${inMinutes(q.seconds)} opnieuw.`,
    questionCount: (q) => `Je hebt al ${q.max} foto’s bij deze vraag gestuurd; meer kan niet.`,
    setCount: (q) => `Deze opgavenset heeft het maximum van ${q.max.toLocaleString('nl-NL')} ingestuurde foto’s bereikt; er kunnen geen foto’s meer bij.`,
    setStore: (q) => `De opslag van deze opgavenset voor ingestuurde foto’s is vol (${Math.round(q.maxBytes / 1024 ** 3)} GB); er kunnen geen foto’s meer bij.`,
  } satisfies { [C in UploadQuota['code']]: (quota: Extract<UploadQuota, { code: C }>) => string },
} as const;

/** 'over 1 minuut', 'over 7 minuten': a wait in whole minutes, rounded up. */
function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'over 1 minuut' : `over ${minutes} minuten`;
}

/** An upload refused by a limit, in Dutch. */
export const uploadQuotaText = (quota: UploadQuota): string => (UPLOAD.quota[quota.code] as (q: UploadQuota) => string)(quota);

/** An upload's field errors as document 4's `errors` object, in Dutch. */
export function uploadErrorsJson(errors: ElaborationErrors): Record<string, string[]> {
  const json: Record<string, string[]> = {};
  if (errors.file?.length) json.file = errors.file.map((issue) => (UPLOAD.file[issue.code] as (i: UploadIssue) => string)(issue));
  if (errors.name?.length) {
    json.name = errors.name.map((issue) => (issue.code === 'tooLong' ? UPLOAD.nameTooLong(issue.max) : issue.code === 'characters' ? UPLOAD.nameCharacters : issueText('name', issue)));
  }
  return json;
}

/** 'first_name' → 'first name', as Laravel names an attribute in its messages. */
const attribute = (field: string) => field.replace(/_/g, ' ');

const ISSUES: { [C in IssueCode]: (attr: string, issue: Extract<Issue, { code: C }>) => string } = {
  required: (a) => `The ${a} field is required.`,
  email: (a) => `The ${a} must be a valid email address.`,
  tooLong: (a, i) => `The ${a} may not be greater than ${i.max} characters.`,
  tooMany: (a, i) => `The ${a} may not have more than ${i.max} items.`,
  passwordLength: (a, i) => `The ${a} must be between ${i.min} and ${i.max} characters.`,
  unknownCourse: (a) => `The selected ${a} is invalid.`,
  unknownGrade: (a) => `The selected ${a} is invalid.`,
  chooseClass: (a) => `The ${a} must have at least 1 items.`,
  chooseGroup: (a) => `The ${a} must have at least 1 items.`,
  unknownId: () => LEGACY.unknownId,
  noGroupLicense: (a) => `The ${a} cannot be chosen without a licence with groups.`,
  taken: (a) => `The ${a} has already been taken.`,
  missingClaim: () => 'Required',
  unresolvedUser: () => 'Failed to resolve user.',
  rateLimited: (_a, i) => `Too many messages. Please try again in ${i.seconds} seconds.`,
  invitationLimit: (_a, i) => `This licence has sent ${i.max} invitations in the last 24 hours, its limit. Please try again in ${Math.ceil(i.seconds / 3600)} hours.`,
  notAllowed: (a) => `The selected ${a} is invalid.`,
  invalid: (a) => `The ${a} is invalid.`,
  characters: (a) => `The ${a} contains invalid characters.`,
  // The back-office's editors show the server's words at the formula's field: the same Dutch as GraphQL and the flag.
  formula: (_a, i) => formulaIssueText(i),
  unclosedFormula: (_a, i) => formulaIssueText(i),
  emptyFormula: (_a, i) => formulaIssueText(i),
};

/** A domain field name as the legacy API spells it: firstName → first_name. */
export const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function issueText(field: string, issue: Issue): string {
  return (ISSUES[issue.code] as (attr: string, i: Issue) => string)(attribute(field), issue);
}

/**
 * Domain field errors as document 4's `errors` object: snake_case keys, English messages. A nested value keeps its
 * whole path as the key, as Laravel answers for an entry of a list (`rows.17.first_name`), and is worded by the field
 * it is ('The first name field is required.'), not by the path.
 */
export function fieldErrorsJson(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, issues]) => {
      const key = keyPath(path)
        .map((segment) => (typeof segment === 'string' ? snakeCase(segment) : segment))
        .join('.');
      const field = snakeCase(wordingField(path));
      return [key, issues.map((issue) => issueText(field, issue))];
    }),
  );
}

/**
 * What a request schema's failures say (fastify-type-provider-zod reports each zod issue with its code as `keyword`
 * and its path as `instancePath`): the same table, with the wrong-type cases Laravel words itself. `input` is the
 * part of the request that failed (body, query or params), to tell a missing value from a wrong one.
 */
export function schemaErrorsJson(failures: readonly FastifySchemaValidationError[], context: string, input: unknown): Record<string, string[]> {
  // Keyed by what the client sent: a field named constructor or __proto__ must not meet Object.prototype's members.
  const errors = new Map<string, string[]>();
  for (const failure of failures) {
    const path = failure.instancePath.split('/').filter(Boolean);
    // An entry of a list is reported under the list's own name (use_groups, not use_groups.0).
    const field = path.filter((key) => !/^\d+$/.test(key)).join('.') || context;
    const value = path.reduce<unknown>((v, key) => (v && typeof v === 'object' && Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined), input);
    const params = (failure.params ?? {}) as ZodIssueParams;
    const text = zodIssueText(attribute(field), failure.keyword, params, value);
    const texts = errors.get(field) ?? [];
    if (!texts.includes(text)) errors.set(field, [...texts, text]);
  }
  return Object.fromEntries(errors);
}

interface ZodIssueParams {
  /** A custom issue's own parameters (ids: { issue: 'unknownId' }). */
  params?: { issue?: string };
  expected?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  format?: string;
}

function zodIssueText(attr: string, code: string, issue: ZodIssueParams, value: unknown): string {
  switch (code) {
    case 'invalid_type':
      if (value === undefined || value === null) return ISSUES.required(attr, { code: 'required' });
      if (issue.expected === 'string') return `The ${attr} must be a string.`;
      if (issue.expected === 'number' || issue.expected === 'int') return `The ${attr} must be a number.`;
      if (issue.expected === 'boolean') return `The ${attr} field must be true or false.`;
      if (issue.expected === 'array') return `The ${attr} must be an array.`;
      if (issue.expected === 'object' || issue.expected === 'record') return `The ${attr} must be an object.`;
      return `The ${attr} is invalid.`;
    case 'too_big':
      if (issue.origin === 'array') return ISSUES.tooMany(attr, { code: 'tooMany', max: Number(issue.maximum) });
      if (issue.origin === 'string') return ISSUES.tooLong(attr, { code: 'tooLong', max: Number(issue.maximum) });
      return `The ${attr} may not be greater than ${Number(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return ISSUES.required(attr, { code: 'required' });
      if (issue.origin === 'array') return `The ${attr} must have at least ${Number(issue.minimum)} items.`;
      return `The ${attr} must be at least ${Number(issue.minimum)}.`;
    case 'invalid_format':
      return issue.format === 'email' ? ISSUES.email(attr, { code: 'email' }) : `The ${attr} format is invalid.`;
    case 'invalid_value':
      return ISSUES.notAllowed(attr, { code: 'notAllowed' });
    case 'custom':
      if (issue.params?.issue === 'characters') return ISSUES.characters(attr, { code: 'characters' });
      return issue.params?.issue === 'unknownId' ? LEGACY.unknownId : `The ${attr} is invalid.`;
    default:
      return `The ${attr} is invalid.`;
  }
}
